import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { publicJobColumns, toPublicJob, type JobSearchAnswer, type PublicJob } from '~/lib/jobs/public-job';
import { isUuid } from '~/lib/uuid';
import { keywordCountCap, searchPageSize, type JobSearch } from '~/lib/jobs/search';
import { jobFiltersCondition, keywordMatch } from './job-filters';

// Every public read runs as the visitor: RLS, not this code, decides what is public
// (approved and unexpired).

/** Every public job, newest first (the static build reads this). */
export async function publicJobs(db: Db): Promise<PublicJob[]> {
  const rows = await withActor(db, visitor, (trx) =>
    jobTables(trx).selectFrom('jobs').select(publicJobColumns).orderBy('createdAt', 'desc').orderBy('id').execute(),
  );
  return rows.map(toPublicJob);
}

/** The public job with this id (uuid) or slug, or undefined. */
export async function publicJobByParam(db: Db, param: string): Promise<PublicJob | undefined> {
  const row = await withActor(db, visitor, (trx) =>
    jobTables(trx)
      .selectFrom('jobs')
      .select(publicJobColumns)
      .where(isUuid(param) ? 'id' : 'slug', '=', param)
      .executeTakeFirst(),
  );
  return row && toPublicJob(row);
}

/**
 * Live search: a case-insensitive substring of title or company (trigram index), or the words of
 * the text as prefixes anywhere in title, company or description (full-text index: "nurs" finds
 * "Nurses"); category and normalised country; newest first; one page of searchPageSize. Reads
 * the public_jobs view.
 */
export async function searchPublicJobs(db: Db, search: JobSearch): Promise<JobSearchAnswer> {
  return withActor(db, visitor, async (trx) => {
    // SSD-class costs (Supabase's own default) so selective searches use the indexes.
    await sql`set local random_page_cost = 1.1`.execute(trx);
    const jobs = jobTables(trx);
    let query = jobs.selectFrom('publicJobs');
    if (search.q) {
      const { pattern, words } = keywordMatch(search.q);
      // Matched by a function over the search indexes: the view applies the jobs policies, under
      // which PostgreSQL uses no index for ilike or @@ (see the function's migration).
      query = query.where(sql<boolean>`id in (select public.public_job_ids_matching(${pattern}, ${words}::text))`);
    }
    // Shared with the alert digests (job-filters.ts): empty filters fold away in the plan.
    query = query.where(
      jobFiltersCondition({
        category: sql.val(search.category ?? null),
        country: sql.val(search.country ?? null),
        remote: sql.val(search.remote ?? null),
        topic: sql.val(search.topic ?? null),
      }),
    );

    const offset = (search.page - 1) * searchPageSize;
    const rows = await query
      .select(publicJobColumns)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(searchPageSize)
      .offset(offset)
      .execute();
    // A broad keyword can match a large share of all jobs; counting every match would read them
    // all, so keyword totals stop at keywordCountCap ("1,000+"). Filters alone count exactly.
    const cap = search.q ? keywordCountCap : undefined;
    const count = cap
      ? await jobs
          .selectFrom(
            query
              .select(sql<number>`1`.as('one'))
              .limit(cap + 1)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow()
      : await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const totalCapped = cap !== undefined && Number(count.total) > cap;
    const total = totalCapped ? cap : Number(count.total);
    return {
      jobs: rows.map(toPublicJob),
      total,
      totalCapped,
      page: search.page,
      pageSize: searchPageSize,
      pageCount: Math.max(1, Math.ceil(total / searchPageSize)),
    };
  });
}
