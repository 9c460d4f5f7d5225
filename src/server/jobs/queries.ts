import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import {
  publicJobColumns,
  toPublicJob,
  type JobRowLike,
  type JobSearchAnswer,
  type JobSearchFacets,
  type PublicJob,
} from '~/lib/jobs/public-job';
import { isUuid } from '~/lib/uuid';
import { effectiveSort, keywordCountCap, searchPageSize, type JobSearch } from '~/lib/jobs/search';
import { jobFilterConditions, keywordWords } from './job-filters';

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

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const jobColumns = sql.join(publicJobColumns.map((c) => sql.ref(`j.${snake(c)}`)));
/** When a job was published (first approved); created_at for rows from before that column. */
const publishedAt = sql`coalesce(j.published_at, j.created_at)`;

/**
 * Live search over the public_jobs view (the visitor's policies apply). A keyword matches whole
 * words or word prefixes in title, company, location and description, all words required, case
 * and accents ignored (public.public_job_matches, over the search_words index); results are ranked
 * title > company > location > description, newer first among equals, unless sort=newest; without
 * a keyword newest first. Filters: category, country, city, remote, topic (job-filters.ts, shared
 * with the alert digests) and posted within N days (by publication time). One page of
 * searchPageSize, the total, and facets: the count for each option of each filter with every other
 * filter of the search applied.
 */
export async function searchPublicJobs(db: Db, search: JobSearch): Promise<JobSearchAnswer> {
  return withActor(db, visitor, async (trx) => {
    // SSD-class costs (Supabase's own default) so selective searches use the indexes.
    await sql`set local random_page_cost = 1.1`.execute(trx);
    const jobs = jobTables(trx);
    const words = search.q ? keywordWords(search.q) : null;
    // Matched by a function over the search index: under the jobs policies PostgreSQL uses no
    // index for @@ (see the function's migration).
    const from = words ? sql`public.public_jobs j join public.public_job_matches(${words}) m on m.id = j.id` : sql`public.public_jobs j`;
    const c = jobFilterConditions({
      category: sql.val(search.category ?? null),
      country: sql.val(search.country ?? null),
      city: sql.val(search.city ?? null),
      remote: sql.val(search.remote ?? null),
      topic: sql.val(search.topic ?? null),
    });
    const posted = search.posted
      ? sql<boolean>`${publishedAt} >= now() - make_interval(days => ${Number(search.posted)})`
      : sql<boolean>`true`;
    const where = sql`${c.category} and ${c.country} and ${c.city} and ${c.remote} and ${c.topic} and ${posted}`;
    const order =
      words && effectiveSort(search) === 'relevance' ? sql`m.rank desc, ${publishedAt} desc, j.id` : sql`${publishedAt} desc, j.id`;

    const offset = (search.page - 1) * searchPageSize;
    const { rows } = await sql<JobRowLike>`select ${jobColumns} from ${from} where ${where}
      order by ${order} limit ${searchPageSize} offset ${offset}`.execute(jobs);

    // The total and the facets in one pass over the keyword's matches (ids only, no ranking): each
    // filter's options counted with every OTHER filter applied (the keyword and the topic always).
    // City is a part of its country, so the country counts ignore the city too.
    const matched = words
      ? sql`public.public_jobs j join public.public_job_ids_matching_words(${words}) as m(id) on m.id = j.id`
      : sql`public.public_jobs j`;
    const { rows: facetRows } = await sql<{ facet: string; value: string | null; n: string }>`
      with b as materialized (
        select j.country, j.city, j.category, j.is_remote, ${publishedAt} as at,
               ${c.category} as f_category, ${c.country} as f_country, ${c.city} as f_city,
               ${c.remote} as f_remote, ${posted} as f_posted
        from ${matched}
        where ${c.topic}
      )
      select 'country' as facet, country as value, count(*) as n from b
        where f_category and f_remote and f_posted and country is not null group by country
      union all
      select 'city', city, count(*) from b
        where f_category and f_country and f_remote and f_posted and city is not null group by city
      union all
      select 'category', category, count(*) from b
        where f_country and f_city and f_remote and f_posted and category is not null group by category
      union all
      select unnest(array['total', 'remote', 'posted', 'posted', 'posted', 'posted']),
             unnest(array[null, null, '1', '3', '7', '30']),
             unnest(array[
               count(*) filter (where f_category and f_country and f_city and f_remote and f_posted),
               count(*) filter (where f_category and f_country and f_city and f_posted and is_remote),
               count(*) filter (where f_category and f_country and f_city and f_remote and at >= now() - interval '1 day'),
               count(*) filter (where f_category and f_country and f_city and f_remote and at >= now() - interval '3 days'),
               count(*) filter (where f_category and f_country and f_city and f_remote and at >= now() - interval '7 days'),
               count(*) filter (where f_category and f_country and f_city and f_remote and at >= now() - interval '30 days')
             ])
        from b`.execute(trx);
    const facets: JobSearchFacets = { country: {}, city: {}, category: {}, posted: {}, remote: 0 };
    let totalCount = 0;
    for (const r of facetRows) {
      if (r.facet === 'total') totalCount = Number(r.n);
      else if (r.facet === 'remote') facets.remote = Number(r.n);
      else if (r.value !== null) facets[r.facet as 'country' | 'city' | 'category' | 'posted'][r.value] = Number(r.n);
    }
    // Keyword totals read "1,000+" beyond keywordCountCap, as before (the island shows them so).
    const cap = words ? keywordCountCap : undefined;
    const totalCapped = cap !== undefined && totalCount > cap;
    const total = totalCapped ? cap : totalCount;

    return {
      jobs: rows.map(toPublicJob),
      total,
      totalCapped,
      page: search.page,
      pageSize: searchPageSize,
      pageCount: Math.max(1, Math.ceil(total / searchPageSize)),
      sort: effectiveSort(search),
      facets,
    };
  });
}
