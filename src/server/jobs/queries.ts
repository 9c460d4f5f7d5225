import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { publicJobColumns, toPublicJob, type PublicJob } from '~/lib/job';
import { searchPageSize, type JobSearch, type JobSearchResult } from '~/lib/search';

// Every public read runs as the visitor: RLS, not this code, decides what is public
// (approved and unexpired).

/** Every public job, newest first (the static build reads this). */
export async function publicJobs(db: Db): Promise<PublicJob[]> {
  const rows = await withActor(db, visitor, (trx) =>
    trx.selectFrom('jobs').select(publicJobColumns).orderBy('created_at', 'desc').orderBy('id').execute(),
  );
  return rows.map(toPublicJob);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public job with this id (uuid) or slug, or undefined. */
export async function publicJobByParam(db: Db, param: string): Promise<PublicJob | undefined> {
  const row = await withActor(db, visitor, (trx) =>
    trx
      .selectFrom('jobs')
      .select(publicJobColumns)
      .where(uuidPattern.test(param) ? 'id' : 'slug', '=', param)
      .executeTakeFirst(),
  );
  return row && toPublicJob(row);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Live search: a case-insensitive substring of title, company or description (trigram index), or
 * the same words in any form (full-text index: "nurses" finds "nurse"); category and normalised
 * country; newest first; one page of searchPageSize.
 */
export async function searchPublicJobs(db: Db, search: JobSearch): Promise<JobSearchResult<PublicJob>> {
  return withActor(db, visitor, async (trx) => {
    let query = trx.selectFrom('jobs');
    if (search.q) {
      const q = search.q;
      query = query.where((eb) =>
        eb.or([
          eb(sql`job_title || ' ' || company_name || ' ' || job_description`, 'ilike', likePattern(q)),
          eb('search_document', '@@', sql<string>`websearch_to_tsquery('english', ${q})`),
        ]),
      );
    }
    if (search.category) query = query.where('category', '=', search.category);
    if (search.country === 'remote') query = query.where('is_remote', '=', true);
    else if (search.country) query = query.where('country', '=', search.country);

    const offset = (search.page - 1) * searchPageSize;
    const [rows, count] = await Promise.all([
      query
        .select(publicJobColumns)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(searchPageSize)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.total);
    return {
      jobs: rows.map(toPublicJob),
      total,
      page: search.page,
      pageSize: searchPageSize,
      pageCount: Math.max(1, Math.ceil(total / searchPageSize)),
    };
  });
}
