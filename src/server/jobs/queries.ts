import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import type { Database } from '~/server/db/schema';
import {
  publicJobColumns,
  toPublicJob,
  type JobRowLike,
  type JobSearchAnswer,
  type JobSearchFacets,
  type PublicJob,
} from '~/lib/jobs/public-job';
import { isUuid } from '~/lib/uuid';
import { effectiveSort, searchMaxPage, searchPageSize, type JobSearch } from '~/lib/jobs/search';
import { filterKeys, pageCountOf, salaryChoices } from '~/lib/jobs/search-params';
import { employmentTypes, packageItems } from '~/lib/jobs/job-facts';
import { experienceLevels, licenceSlugs } from '~/lib/jobs/licences';
import { publicJobSelection } from './public-job-selection';
import {
  jobFilterConditions,
  jobFilterKeyTests,
  keyMaskValue,
  keyPasses,
  keywordWords,
  packageMaskOf,
  searchRowFilterColumns,
} from './job-filters';

// Every public read runs as the visitor: RLS, not this code, decides what is public
// (approved and unexpired).

/** Every public job, newest first (the static build reads this). */
export async function publicJobs(db: Db): Promise<PublicJob[]> {
  const rows = await withActor(db, visitor, (trx) =>
    jobTables(trx).selectFrom('jobs').select(publicJobSelection).orderBy('createdAt', 'desc').orderBy('id').execute(),
  );
  return rows.map(toPublicJob);
}

/** The public job with this id (uuid) or slug, or undefined. */
export async function publicJobByParam(db: Db, param: string): Promise<PublicJob | undefined> {
  const row = await withActor(db, visitor, (trx) =>
    jobTables(trx)
      .selectFrom('jobs')
      .select(publicJobSelection)
      .where(isUuid(param) ? 'id' : 'slug', '=', param)
      .executeTakeFirst(),
  );
  return row && toPublicJob(row);
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const jobColumns = sql.join(publicJobColumns.map((c) => sql.ref(`j.${snake(c)}`)));

/** How deep a ranked page public.public_job_search_top serves: every page (its bound is 10,000 jobs). */
const topRankedMax = searchPageSize * searchMaxPage;

/** One facet count of a statement's answer: facet, option (or null), count. */
type FacetRow = [string, string | null, number];

/** A search's filters as SQL values, the one place the statements and the totals read them from. */
function filterValues(search: JobSearch) {
  return {
    category: sql.val(search.category ?? null),
    country: sql.val(search.country ?? null),
    city: sql.val(search.city ?? null),
    remote: sql.val(search.remote ?? null),
    topic: sql.val(search.topic ?? null),
    minSalary: sql.val(search.min_salary ?? null),
    type: sql.val(search.type ?? null),
    visa: sql.val(search.visa ?? null),
    nationality: sql.val(search.nationality ?? null),
    package: sql.val(search.package ?? null),
    licence: sql.val(search.licence ?? null),
    level: sql.val(search.level ?? null),
    verified: sql.val(search.verified ?? null),
  };
}

/**
 * The arguments of the security-definer reads that filter search rows as a page does
 * (public.public_job_search_top, public.public_job_totals_without_each_word): topic, the facet key
 * tests as one mask and value, published since, monthly pay at least.
 */
function rowFilterArgs(search: JobSearch) {
  const f = filterValues(search);
  const key = keyMaskValue(Object.values(jobFilterKeyTests(f)));
  const days = search.posted ? Number(search.posted) : null;
  return sql`${f.topic}::text, ${key.mask}, ${key.value}, (select now() - ${days}::int * interval '1 day'), ${f.minSalary}::bigint`;
}

/** Whether a search has a filter besides its keyword: its topic or one of the panel's. */
const filtered = (search: JobSearch) => search.topic !== undefined || filterKeys.some((key) => search[key] !== undefined);

/** The statements of a search: the page, the facets beside it, and the total alone (publicJobTotal). */
function searchStatements(search: JobSearch, { summary, top = true }: { summary: boolean; top?: boolean }) {
  const words = search.q ? keywordWords(search.q) : null;
  const f = filterValues(search);
  const c = jobFilterConditions(f, searchRowFilterColumns);
  // Matched by a function over the search index: under the policies PostgreSQL uses no index
  // for @@ (see public_job_matches' migration); sorted newest first, the matches need no rank
  // (public.public_job_search_matches, unranked). Without a keyword, the narrow rows as the
  // visitor (their policy hides the expired ones).
  const byRank = words && effectiveSort(search) === 'relevance';
  // rankBySegment: unranked, unless the query is read segment by segment (two segments or more):
  // then ranked, every match, as the page will need.
  const candidates = (ranked: boolean, rankBySegment = false) =>
    words
      ? ranked
        ? sql`public.public_job_search(${words}, ${f.topic}) s`
        : sql`public.public_job_search_matches(${words}, ${f.topic}, ${rankBySegment}::boolean) s`
      : sql`(select id, 0::real as rank, at, salary_aed, facet_key, country, city, category, is_remote, employment_type, visa,
                    nationality, package_mask
             from public.job_search_rows where ${c.topic}) s`;
  const days = search.posted ? Number(search.posted) : null;
  // Age band of a publication time: 1, 3, 7 or 30 (days, the smallest that holds it) or null.
  const age = sql`case when s.at >= (select now() - interval '1 day') then 1 when s.at >= (select now() - interval '3 days') then 3
      when s.at >= (select now() - interval '7 days') then 7 when s.at >= (select now() - interval '30 days') then 30 end`;
  const posted = sql<boolean>`(${days}::int is null or coalesce(age <= ${days}::int, false))`;
  // The same test on a job's publication time (days is one of the bands, so age <= days exactly
  // when at is within days of now): a range the newest-first index reads, not a test on every row.
  const postedAt = sql<boolean>`(${days}::int is null or at >= now() - ${days}::int * interval '1 day')`;
  const order = byRank ? sql`rank desc, at desc, id` : sql`at desc, id`;
  const pageOrder = byRank ? sql`p.rank desc, p.at desc, p.id` : sql`p.at desc, p.id`;
  const offset = (search.page - 1) * searchPageSize;

  // The facets: each filter's options counted with every OTHER filter applied. The candidates
  // are grouped on their facet_key (the codes of place, category, remote and facts in one
  // integer, see migration 20261124115327_add_search_facet_keys.sql) in two groupings: (1) the
  // jobs passing the fact filters by place bits and age band, for the place, category, remote and
  // posted counts; (2) the jobs passing the place and posted filters by fact bits and whether they
  // pass the minimum salary, for the fact counts. The per-job tests are one AND and one compare on
  // the key (jobFilterKeyTests); the groups are then decoded to slugs and the filters of
  // jobFilterConditions applied to them, as to jobs.
  const k = jobFilterKeyTests(f);
  const salaryOk = c.minSalary;
  // Each test only when one of its filters is set: unset, every row passes, and without the test
  // PostgreSQL counts the rows as many as they are (a hash of a broad word's 33,000 matches, not a
  // sort of what it guessed were 100; 73 -> 69 ms at 100,000 jobs) and tests nothing per row.
  const factFilterSet = [
    search.type,
    search.visa,
    search.nationality,
    search.package,
    search.licence,
    search.level,
    search.verified,
    search.min_salary,
  ].some((v) => v != null);
  const restFilterSet = [search.category, search.country, search.city, search.remote, search.posted].some((v) => v != null);
  const factsOk = factFilterSet
    ? sql<boolean>`(${keyPasses(sql`facet_key`, [k.type, k.visa, k.nationality, k.package, k.licence, k.level, k.verified])} and ${salaryOk})`
    : sql<boolean>`true`;
  const restOk = restFilterSet
    ? sql<boolean>`(${keyPasses(sql`facet_key`, [k.category, k.country, k.city, k.remote])} and ${postedAt})`
    : sql<boolean>`true`;
  // Bits 0-32 of the key: country, city, category, remote; 33-57: type, visa, nationality, package,
  // salary band, (49: free, the salary test's), licence, level, verified employer.
  const placeBits = sql`8589934591::bigint`;
  const factBits = sql`(33554431::bigint << 33)`;
  const flag = (cond: RawBuilder<boolean>, bit: number) => sql`(${cond}::int::bigint << ${sql.lit(bit)})`;
  const bits = (key: string, shift: number, width: number) => sql.raw(`((${key} >> ${shift}) & ${2 ** width - 1})::int`);
  // A kind's slugs indexed by code (codes are dense from 1), from the one-row CTE codes.
  const slugs = (kind: string) => sql.ref(`codes.${kind}`);
  // Every fact filter but one passes: a group's fails (gf, one bit per fact filter it does not
  // pass, made once per group: gf is materialized) has none of the other bits. One test of an
  // integer per count, not seven of booleans each made again: the fact counts of a filter over
  // 100,000 jobs (14,000 groups, 31 counts) 62-69 -> 48-60 ms.
  const factTests: [string, RawBuilder<unknown>][] = [
    ['f_salary', sql.ref('g.f_salary')],
    ['f_type', c.type],
    ['f_visa', c.visa],
    ['f_nationality', c.nationality],
    ['f_package', c.package],
    ['f_licence', c.licence],
    ['f_level', c.level],
    ['f_verified', c.verified],
  ];
  const factFilters = factTests.map(([name]) => name);
  const others = (but: string) => sql.raw(`fails & ${255 & ~(1 << factFilters.indexOf(but))} = 0`);
  const chosenPackage = packageMaskOf(search.package ?? []);
  // How many of the salary choices a job's pay reaches (the band, from the key): pay >= choice i
  // exactly when band > i.
  const factCounts: [string, string | null, RawBuilder<boolean>][] = [
    ...salaryChoices.map((amount, i): [string, string, RawBuilder<boolean>] => [
      'salary',
      String(amount),
      sql`${others('f_salary')} and band > ${i}`,
    ]),
    ...employmentTypes.map((type): [string, string, RawBuilder<boolean>] => [
      'type',
      type,
      sql`${others('f_type')} and employment_type = ${type}::text`,
    ]),
    ['visa', null, sql`${others('f_visa')} and visa = 'provided'`],
    ['nationality', null, sql`${others('f_nationality')} and nationality = 'all'`],
    ['verified', null, sql`${others('f_verified')} and verified`],
    ...packageItems.map((item): [string, string, RawBuilder<boolean>] => {
      const wanted = sql.lit(chosenPackage | packageMaskOf([item]));
      return ['package', item, sql`${others('f_package')} and package_mask & ${wanted} = ${wanted}`];
    }),
    ...licenceSlugs.map((slug, i): [string, string, RawBuilder<boolean>] => [
      'licence',
      slug,
      sql`${others('f_licence')} and licence_code = ${sql.lit(i + 1)}`,
    ]),
    ...experienceLevels.map((level, i): [string, string, RawBuilder<boolean>] => [
      'level',
      level,
      sql`${others('f_level')} and level_code = ${sql.lit(i + 1)}`,
    ]),
  ];

  // The candidates (ranked or not), with their age band; materialized when two readers share them.
  const sCte = (ranked: boolean, materialized: boolean, rankBySegment = false) => sql`s as ${
    materialized ? sql`materialized` : sql`not materialized`
  } (
        select s.*, ${age} as age from ${candidates(ranked, rankBySegment)}
      )`;
  const codesCte = sql`codes as materialized (
        select ${sql.join(
          ['country', 'city', 'category', 'type', 'visa', 'nationality'].map(
            (kind) => sql`array_agg(slug order by code) filter (where kind = ${sql.lit(kind)}) as ${sql.ref(kind)}`,
          ),
        )}
        from public.search_codes
      )`;
  // (1) The jobs passing the fact filters, grouped by place bits and age band (bits 51-55);
  // decoded, with the place filters over the groups.
  // Without a keyword, topic, minimum salary or fact filter, the counts come from the summary
  // public.job_facet_counts (migration 20261129134000_count_facets_from_a_summary.sql): u holds its
  // rows of 6-hour buckets wholly inside one age band and unexpired, and the search rows of the
  // few buckets that hold an age boundary or now, one by one (facet_key set), as exact as before.
  const fromSummary =
    summary &&
    !words &&
    !search.topic &&
    search.min_salary == null &&
    [search.type, search.visa, search.nationality, search.package, search.licence, search.level, search.verified].every((v) => v == null);
  const bucketStart = (bucket: RawBuilder<unknown>) => sql`to_timestamp((${bucket})::double precision * 21600)`;
  const ageAt = (
    t: RawBuilder<unknown>,
  ) => sql`case when ${t} >= (select now() - interval '1 day') then 1 when ${t} >= (select now() - interval '3 days') then 3
      when ${t} >= (select now() - interval '7 days') then 7 when ${t} >= (select now() - interval '30 days') then 30 end`;
  // The buckets of the age boundaries (now - 1, 3, 7, 30 days) and of now, computed once (init plans).
  const edgeDays = [1, 3, 7, 30];
  const edge = (days: number) => sql`(select public.facet_bucket(now() - ${sql.lit(`${days} days`)}::interval))`;
  const nowBucket = sql`(select public.facet_bucket(now()))`;
  // A bucket holding no boundary lies wholly on one side of each: after a boundary's bucket, all
  // its jobs are within that many days; before it, none is.
  const bucketAge = sql`case ${sql.join(
    edgeDays.map((days) => sql`when c.at_bucket > ${edge(days)} then ${sql.lit(days)}`),
    sql` `,
  )} end`;
  const uCte = sql`u as materialized (
        select c.place_key, ${bucketAge} as age, c.n, c.facts, null::bigint as facet_key
        from public.job_facet_counts c
        where c.expires_bucket > ${nowBucket} and ${sql.join(
          edgeDays.map((days) => sql`c.at_bucket <> ${edge(days)}`),
          sql` and `,
        )}
        union all
        ${sql.join(
          [
            // The jobs of each boundary's bucket (the four are different buckets), then those
            // expiring in now's bucket but in none of them: each a range of an index holding
            // what is read (job_search_rows_at_facets_idx, job_search_rows_facets_idx).
            ...edgeDays.map(
              (days) => sql`select r.facet_key & ${placeBits}, ${ageAt(sql`r.at`)}, 1, null, r.facet_key
        from public.job_search_rows r
        where r.at >= (select ${bucketStart(edge(days))} - interval '1 second') and r.at < (select ${bucketStart(sql`${edge(days)} + 1`)} + interval '1 second')
          and public.facet_bucket(r.at) = ${edge(days)}`,
            ),
            sql`select r.facet_key & ${placeBits}, ${ageAt(sql`r.at`)}, 1, null, r.facet_key
        from public.job_search_rows r
        where r.expires_at < (select ${bucketStart(sql`${nowBucket} + 1`)} + interval '1 second')
          and public.facet_bucket(r.expires_at) = ${nowBucket} and public.facet_bucket(r.at) not in (${sql.join(edgeDays.map(edge))})`,
          ],
          sql`
        union all
        `,
        )}
      )`;
  const placeCtes = sql`kp as materialized (
        ${
          fromSummary
            ? sql`select place_key | (coalesce(age, 0)::bigint << 51) as key, sum(n)::int as n from u group by 1`
            : sql`select key, count(*)::int as n
        from (select (facet_key & ${placeBits}) | (coalesce(age, 0)::bigint << 51) as key from s where ${factsOk}) r
        group by key`
        }
      ),
      gp as (
        select n, g.country, g.city, g.category, g.is_remote, g.age,
               ${c.category} as f_category, ${c.country} as f_country, ${c.city} as f_city,
               ${c.remote} as f_remote, ${posted} as f_posted
        from (
          select n, (${slugs('country')})[${bits('key', 0, 4)}] as country, (${slugs('city')})[${bits('key', 4, 16)}] as city,
                 (${slugs('category')})[${bits('key', 20, 12)}] as category, ${bits('key', 32, 1)} = 1 as is_remote,
                 nullif(${bits('key', 51, 5)}, 0) as age
          from kp cross join codes
        ) g
      )`;
  // (2) The jobs passing the other filters, grouped by fact bits and whether they pass the
  // minimum salary (bit 49); decoded, with the fact filters over the groups.
  const factCtes = sql`kf as materialized (
        select key, count(*)::int as n
        from (select (facet_key & ${factBits}) | ${flag(salaryOk, 49)} as key from s where ${restOk}) r
        group by key
      ),
      gf as materialized (
        select n, g.employment_type, g.visa, g.nationality, g.package_mask, g.band, g.licence_code, g.level_code, g.verified,
               ${sql.join(
                 factTests.map(([, passes], i) => sql`(case when ${passes} then 0 else ${sql.lit(1 << i)} end)`),
                 sql` | `,
               )} as fails
        from (
          select n, (${slugs('type')})[${bits('key', 33, 3)}] as employment_type, (${slugs('visa')})[${bits('key', 36, 2)}] as visa,
                 (${slugs('nationality')})[${bits('key', 38, 3)}] as nationality, ${bits('key', 41, 5)} as package_mask,
                 ${bits('key', 46, 3)} as band, ${bits('key', 49, 1)} = 1 as f_salary,
                 ${bits('key', 50, 4)} as licence_code, ${bits('key', 54, 3)} as level_code, ${bits('key', 57, 1)} = 1 as verified,
                 key as facet_key
          from kf cross join codes
        ) g
      )`;
  // Each filter's options counted with every OTHER filter applied (the keyword and the topic
  // always); city is a part of its country, so the country counts ignore the city too. A
  // package item counts the jobs with the chosen items AND it (all are required).
  const totalOfGroups = sql`coalesce(sum(n) filter (where f_category and f_country and f_city and f_remote and f_posted), 0)`;
  const placeFacets = sql`
        select 'country' as facet, country as value, sum(n)::int as n from gp
          where f_category and f_remote and f_posted and country is not null group by country
        union all
        select 'city', city, sum(n)::int from gp
          where f_category and f_country and f_remote and f_posted and city is not null group by city
        union all
        select 'category', category, sum(n)::int from gp
          where f_country and f_city and f_remote and f_posted and category is not null group by category
        union all
        select unnest(array['total', 'remote', 'posted', 'posted', 'posted', 'posted']),
               unnest(array[null, null, '1', '3', '7', '30']),
               unnest(array[
                 ${totalOfGroups},
                 coalesce(sum(n) filter (where f_category and f_country and f_city and f_posted and is_remote), 0),
                 coalesce(sum(n) filter (where f_category and f_country and f_city and f_remote and age <= 1), 0),
                 coalesce(sum(n) filter (where f_category and f_country and f_city and f_remote and age <= 3), 0),
                 coalesce(sum(n) filter (where f_category and f_country and f_city and f_remote and age <= 7), 0),
                 coalesce(sum(n) filter (where f_category and f_country and f_city and f_remote and age <= 30), 0)
               ])::int
          from gp`;
  const factFacets = sql`
        select unnest(${sql.val(factCounts.map(([facet]) => facet))}::text[]) as facet,
               unnest(${sql.val(factCounts.map(([, value]) => value))}::text[]) as value,
               unnest(array[${sql.join(
                 factCounts.map(([, , condition]) => sql`coalesce(sum(n) filter (where ${condition}), 0)::int`),
                 sql`, `,
               )}]) as n
          from gf
          -- a group failing two filters or more is in no count
          where fails & (fails - 1) = 0`;
  // The fact counts from u: a summary row's slot counts (public.facet_fact_slots), a search row's
  // key tested alike; over the rows passing the place and posted filters. No fact filter is set
  // on this path, so each option counts the jobs that have it.
  const code = (kind: string, slug: string) => sql`(select c.code from public.search_codes c where c.kind = ${kind} and c.slug = ${slug})`;
  const field = (shift: number, width: number) => sql.raw(`((facet_key >> ${shift}) & ${2 ** width - 1})`);
  // Each count: the sum of its slots over the summary rows, the jobs passing its test among the
  // search rows read one by one (two aggregates, so neither tests which kind a row is).
  const slotCount = (slots: RawBuilder<unknown>, test: RawBuilder<boolean>) => ({ slots, test });
  // Salary band above i: the bands above it, or all less those up to it, whichever sums fewer slots.
  const bandAbove = (i: number) =>
    sql.raw(
      6 - i <= i + 1
        ? Array.from({ length: 7 - i }, (_, j) => `facts[${i + 2 + j}]`).join(' + ')
        : `n - ${Array.from({ length: i + 1 }, (_, j) => `facts[${1 + j}]`).join(' - ')}`,
    );
  const summaryFactCounts: [string, string | null, { slots: RawBuilder<unknown>; test: RawBuilder<boolean> }][] = [
    ...salaryChoices.map((amount, i): [string, string, ReturnType<typeof slotCount>] => [
      'salary',
      String(amount),
      slotCount(bandAbove(i), sql`${field(46, 3)} > ${sql.lit(i)}`),
    ]),
    ...employmentTypes.map((type): [string, string, ReturnType<typeof slotCount>] => [
      'type',
      type,
      slotCount(sql`facts[9 + ${code('type', type)}]`, sql`${field(33, 3)} = ${code('type', type)}`),
    ]),
    ['visa', null, slotCount(sql`facts[17 + ${code('visa', 'provided')}]`, sql`${field(36, 2)} = ${code('visa', 'provided')}`)],
    ['nationality', null, slotCount(sql`facts[21 + ${code('nationality', 'all')}]`, sql`${field(38, 3)} = ${code('nationality', 'all')}`)],
    ['verified', null, slotCount(sql`facts[58]`, sql`${field(57, 1)} = 1`)],
    ...packageItems.map((item, j): [string, string, ReturnType<typeof slotCount>] => [
      'package',
      item,
      slotCount(sql.raw(`facts[${29 + j}]`), sql`${field(41 + j, 1)} = 1`),
    ]),
    ...licenceSlugs.map((slug, i): [string, string, ReturnType<typeof slotCount>] => [
      'licence',
      slug,
      slotCount(sql.raw(`facts[${35 + i}]`), sql`${field(50, 4)} = ${sql.lit(i + 1)}`),
    ]),
    ...experienceLevels.map((level, i): [string, string, ReturnType<typeof slotCount>] => [
      'level',
      level,
      slotCount(sql.raw(`facts[${51 + i}]`), sql`${field(54, 3)} = ${sql.lit(i + 1)}`),
    ]),
  ];
  const summaryRestOk = sql<boolean>`(${keyPasses(sql`place_key`, [k.category, k.country, k.city, k.remote])} and ${posted})`;
  const summaryFactFacets = sql`
        select unnest(${sql.val(summaryFactCounts.map(([facet]) => facet))}::text[]) as facet,
               unnest(${sql.val(summaryFactCounts.map(([, value]) => value))}::text[]) as value,
               unnest(array[${sql.join(
                 summaryFactCounts.map((_, i) => sql.raw(`coalesce(fs.c${i}, 0) + fd.c${i}`)),
                 sql`, `,
               )}])::int as n
          from (select ${sql.join(
            summaryFactCounts.map(([, , { slots }], i) => sql`sum(${slots}) as ${sql.raw(`c${i}`)}`),
            sql`, `,
          )} from u where facet_key is null and ${summaryRestOk}) fs,
               (select ${sql.join(
                 summaryFactCounts.map(([, , { test }], i) => sql`count(*) filter (where ${test}) as ${sql.raw(`c${i}`)}`),
                 sql`, `,
               )} from u where facet_key is not null and ${summaryRestOk}) fd`;
  // The page's filters: a keyword's matches carry only the key; without a keyword the columns,
  // on which the planner has statistics (a city with few jobs is found by reading the table, not
  // by walking the newest-first index to its end).
  const pageFilters = words
    ? keyPasses(sql`facet_key`, Object.values(k))
    : sql<boolean>`${c.category} and ${c.country} and ${c.city} and ${c.remote} and ${c.type} and ${c.visa} and ${c.nationality} and ${c.package}
        and ${c.licence} and ${c.level} and ${c.verified}`;
  // Without a keyword, two statements on two pooled connections, run at the same time (PostgreSQL
  // runs them on two cores): (1) the page: one row per job of it, the first carrying the place
  // facets (one row with no job when the page is empty); (2) the other facets. With a keyword,
  // keywordStmt below (pageStmt and factStmt still answer for one, as they did before it: the
  // matches made in each). Without a keyword each reader of s reads the rows it needs
  // as the visitor (the page job_search_rows_newest_idx in order up to its last row, the groupings
  // job_search_rows_facets_idx alone).
  // Where the place counts go: without a keyword with the page (which reads only its 20 rows), so
  // each statement reads the facets index once; with one beside the fact counts, which share the
  // unranked matches.
  const placeWithPage = !words;
  const pageStmt = sql<JobRowLike & { facets: FacetRow[] | null }>`
      with ${sCte(Boolean(byRank), false)},
      p as (
        select id, rank, at from s
        where ${pageFilters} and ${postedAt} and ${salaryOk}
        order by ${order} limit ${searchPageSize} offset ${offset}
      ),
      ${
        fromSummary
          ? sql`${uCte}, ${codesCte}, ${placeCtes}, facets as (${placeFacets} union all ${summaryFactFacets}),`
          : placeWithPage
            ? sql`${codesCte}, ${placeCtes}, facets as (${placeFacets}),`
            : sql``
      }
      x as (${placeWithPage ? sql`select jsonb_agg(jsonb_build_array(facet, value, n)) as facets from facets` : sql`select null::jsonb as facets`})
      select ${jobColumns}, case when row_number() over (order by ${pageOrder}) = 1 then x.facets end as facets
      from x
      left join (p join public.public_jobs j on j.id = p.id) on true
      order by ${pageOrder}`;
  const factStmt = sql<{ facets: FacetRow[] | null }>`
      with ${sCte(false, Boolean(words))}, ${codesCte}, ${placeWithPage ? sql`` : sql`${placeCtes},`} ${factCtes},
      facets as (${placeWithPage ? sql`` : sql`${placeFacets} union all`} ${factFacets})
      select jsonb_agg(jsonb_build_array(facet, value, n)) as facets from facets`;
  // With a keyword, one statement makes the matches (segments cut, the word index read, ranked
  // when the page is): materialized, read by the page and both groupings. Two statements made them
  // twice, and on a busy database two cores are not there to share the work. fromTiers: a ranked
  // page from the tiers, the matches unranked unless read segment by segment.
  const keywordAnswer = (fromTiers: boolean, page: RawBuilder<unknown>) => sql<JobRowLike & { facets: FacetRow[] | null }>`
      with ${sCte(Boolean(byRank) && !fromTiers, true, fromTiers)},
      ${page}
      ${codesCte}, ${placeCtes}, ${factCtes},
      facets as (${placeFacets} union all ${factFacets}),
      x as (select jsonb_agg(jsonb_build_array(facet, value, n)) as facets from facets)
      select ${jobColumns}, case when row_number() over (order by ${pageOrder}) = 1 then x.facets end as facets
      from x
      left join (p join public.public_jobs j on j.id = p.id) on true
      order by ${pageOrder}`;
  const fromMatches = (when = sql<boolean>`true`) => sql`(select id, rank, at from s
         where ${when} and ${pageFilters} and ${postedAt} and ${salaryOk}
         order by ${order} limit ${searchPageSize} offset ${offset})`;
  // Ranked, the page comes from public.public_job_search_top when it can tell (one segment, enough
  // jobs in its title, company and location tiers): the jobs the page needs, not every match
  // ranked. Else (fewer rows than asked) every match is ranked for the page.
  const fromTop = Boolean(top && byRank) && offset + searchPageSize <= topRankedMax;
  const needed = sql.lit(offset + searchPageSize);
  const tierRows = sql`public.public_job_search_top(${words}::text, ${rowFilterArgs(search)}, ${needed})`;
  const fromFullRanking = (when: RawBuilder<boolean>) => sql`(select id, rank, at from public.public_job_search(${words}, ${f.topic}) r
         where ${when} and ${pageFilters} and ${postedAt} and ${salaryOk}
         order by ${order} limit ${searchPageSize} offset ${offset})`;
  // A query read segment by segment comes ranked in s (sr): its page is read from s, neither the
  // tiers (one segment only) nor a second read of the matches.
  const matchesRanked = sql<boolean>`coalesce((select ranked from s limit 1), false)`;
  // With filters, in the one statement, after the counts: the tiers read their jobs through the
  // title, company and location indexes and test the filters on each, so a filter that few jobs
  // pass makes them read every job of every tier for nothing ("nurse" with a licence and a level
  // that no nurse job has: 80 ms). Only the matches tell how many jobs pass (pc): neither the tiers
  // nor the full ranking run for a page past the last match, the tiers only when the matches
  // reach the page, the full ranking only when the tiers fall short.
  const keywordStmt = keywordAnswer(
    fromTop,
    fromTop
      ? sql`pc as (select count(*) as n from s where ${pageFilters} and ${postedAt} and ${salaryOk}),
      sr as (select ${matchesRanked} as ranked),
      top as materialized (select * from ${tierRows} where (select n from pc) >= ${needed} and not (select ranked from sr)),
      p as (
        (select id, rank, at from top where (select count(*) from top) >= ${needed}
         order by ${order} limit ${searchPageSize} offset ${offset})
        union all
        ${fromMatches(sql`(select ranked from sr)`)}
        union all
        ${fromFullRanking(sql`not (select ranked from sr) and (select count(*) from top) < ${needed} and (select n from pc) > ${offset}`)}
      ),`
      : sql`p as ${fromMatches()},`,
  );
  // Without filters, three statements (searchPublicJobs' tieredAnswer), the first two at once on
  // two pooled connections (two cores): (1) the unranked matches and their counts, with the page
  // when the matches come ranked; (2) the page from the tiers; (3) only when neither gave the page
  // and the matches reach it, the page from ranking every match. Every job the tiers read is then
  // one the page can take, so what they read is bounded by the page's depth: ~10 ms for page 1
  // of "engineer" at 100,000 jobs, 45 ms for page 400 (its 8,000 newest of 24,000 titles), as long
  // as the counts: beside them, not after.
  const pageOnly = (page: RawBuilder<unknown>) => sql<JobRowLike>`
      with p as ${page}
      select ${jobColumns} from p join public.public_jobs j on j.id = p.id
      order by ${pageOrder}`;
  const tiered =
    fromTop && !filtered(search)
      ? {
          counts: keywordAnswer(true, sql`p as ${fromMatches(matchesRanked)},`),
          tiers: sql<JobRowLike & { tiered: number }>`
            with top as materialized (select * from ${tierRows}),
            p as (select id, rank, at from top order by ${order} limit ${searchPageSize} offset ${offset})
            select ${jobColumns}, (select count(*) from top)::int as tiered
            from (select 1) one left join (p join public.public_jobs j on j.id = p.id) on true
            order by ${pageOrder}`,
          ranked: pageOnly(fromFullRanking(sql`true`)),
        }
      : undefined;
  // The total facet alone, from the place grouping (one reader of the candidates, unranked).
  const totalStmt = sql<{ n: number }>`
      with ${fromSummary ? uCte : sCte(false, false)}, ${codesCte}, ${placeCtes}
      select ${totalOfGroups}::int as n from gp`;
  return { words, fromSummary, pageStmt, factStmt, keywordStmt, tiered, totalStmt };
}

// SSD-class costs (Supabase's own default) so selective searches use the indexes; room to sort
// and group a broad keyword's matches in memory. Set with the visitor's claims, in one statement.
const searchSettings = { random_page_cost: '1.1', work_mem: '32MB' };

const asVisitor = <T>(db: Db, stmt: RawBuilder<T>) =>
  withActor(db, visitor, async (trx) => (await stmt.execute(jobTables(trx))).rows, searchSettings);

/**
 * Live search over the public jobs (the visitor's policies apply). A keyword matches whole words
 * or word prefixes in title, company, location and description, or what the occupation thesaurus
 * and the place names say it means (public.search_segments, see README.md), all words required, case
 * and accents ignored (public.public_job_search, over the search_words index); results are ranked
 * title > company > location > description, exact > synonym > related, newer first among equals, unless sort=newest; without
 * a keyword newest first. Filters: category, country, city, remote, topic (job-filters.ts, shared
 * with the alert digests) and posted within N days (by publication time). One page of
 * searchPageSize, the total, and facets: the count for each option of each filter with every other
 * filter of the search applied.
 *
 * Over public.job_search_rows, a narrow copy of the public jobs (about 300 bytes a job: exactly
 * what search matches, filters, orders, counts and ranks on, kept in step by a trigger on jobs):
 * the candidates (the keyword's matches, or every public job) with the columns the order, the
 * filters and the counts need (s); the page is sorted from them (without a keyword: read in order
 * from job_search_rows_newest_idx) and only its rows are read in full from public_jobs. The facets
 * are counted from two groupings of the candidates on their facet_key (place side and fact side,
 * a few hundred groups each whatever the board), decoded to slugs. Without a keyword two
 * statements on two pooled connections run at the same time (two cores): the page with the place
 * side of the facets, and the fact side. With a keyword one statement: its matches (segments cut,
 * word index read, ranked unless sort=newest) made once and read by the page and both groupings.
 * A keyword's matches carry five columns (id, rank, time, pay, key): at 100,000 jobs a broad word
 * has 35,000 of them, each copied once into the materialized matches.
 */
export async function searchPublicJobs(
  db: Db,
  search: JobSearch,
  options?: { summary?: boolean; top?: boolean },
): Promise<JobSearchAnswer> {
  const { words, fromSummary, pageStmt, factStmt, keywordStmt, tiered } = searchStatements(search, {
    summary: await useSummary(db, options),
    top: options?.top,
  });
  if (words && tiered) return tieredAnswer(db, search, tiered);
  const [rows, factRows] = words
    ? [await asVisitor(db, keywordStmt), []]
    : fromSummary
      ? [await asVisitor(db, pageStmt), []]
      : await Promise.all([asVisitor(db, pageStmt), asVisitor(db, factStmt)]);
  return answerOf(search, rows, factRows);
}

/**
 * From how many public jobs a search without a keyword counts its facets from the summary. Both ways
 * count exactly the same; which is faster depends on the board (npm run bench:search, same 10,000-job
 * board, p50 / p95: category 21 / 32 ms by the rows on two connections at once, 41 / 50 ms from the
 * summary; at 100,000 jobs the summary wins, "none" 80 / 111 against 207 / 274 ms).
 */
const summaryFromJobs = 30_000;
let boardSize: { jobs: number; readAt: number } | undefined;

/**
 * Whether a search uses the summary: as asked (the tests compare both ways), else when the board is
 * large enough, by PostgreSQL's own estimate of the search rows (kept by autovacuum; -1 before the
 * table's first analyze: small), read at most every five minutes per process. Only the speed
 * depends on it, never an answer.
 */
async function useSummary(db: Db, options?: { summary?: boolean }): Promise<boolean> {
  if (options?.summary !== undefined) return options.summary;
  if (!boardSize || Date.now() - boardSize.readAt > 5 * 60_000) {
    const { rows } = await sql<{ jobs: number }>`select greatest(reltuples, 0)::float8 as jobs from pg_catalog.pg_class
      where oid = 'public.job_search_rows'::regclass`.execute(db);
    boardSize = { jobs: Number(rows[0]?.jobs ?? 0), readAt: Date.now() };
  }
  return boardSize.jobs >= summaryFromJobs;
}

/**
 * searchPublicJobs of the search as `rewrite` words it (the typo-corrected keyword), asked in the
 * same visitor transaction as the search itself: one transaction instead of two. `rewrite` answers
 * the new keyword or null (the search as it is).
 */
export async function searchPublicJobsRewritten(
  db: Db,
  search: JobSearch,
  rewrite: (trx: Transaction<Database>) => Promise<string | null>,
): Promise<{ to: string | null; answer: JobSearchAnswer }> {
  const done = await withActor(
    db,
    visitor,
    async (trx) => {
      const to = await rewrite(trx);
      const shown = to ? { ...search, q: to } : search;
      const { words, keywordStmt, tiered } = searchStatements(shown, { summary: false });
      // Without words, or ranked without filters, the search is statements on two connections at
      // once (searchPublicJobs), none waiting for a connection while this transaction holds one.
      if (!words || tiered) return { to, shown, answer: null };
      return { to, shown, answer: answerOf(shown, (await keywordStmt.execute(jobTables(trx))).rows, []) };
    },
    searchSettings,
  );
  const answer = done.answer ?? (await searchPublicJobs(db, done.shown));
  return { to: done.to, answer };
}

type TieredStatements = NonNullable<ReturnType<typeof searchStatements>['tiered']>;

/**
 * A ranked keyword page from searchStatements' tiered statements: the counts and the tiers' page on
 * two pooled connections at once; the full ranking's page only when the tiers hold too few jobs for
 * it and the matches reach it.
 */
async function tieredAnswer(db: Db, search: JobSearch, tiered: TieredStatements): Promise<JobSearchAnswer> {
  const [counts, tiers] = await Promise.all([asVisitor(db, tiered.counts), asVisitor(db, tiered.tiers)]);
  const counted = answerOf(search, counts, []);
  // The matches came ranked (the page is with the counts), or the page is past the last match.
  if (counted.jobs.length > 0 || counted.total <= (search.page - 1) * searchPageSize) return counted;
  // The tiers hold the page's jobs and all above them, or every match (they read each tier whole
  // when they hold fewer jobs than asked): the page is theirs.
  const tieredCount = tiers[0]?.tiered ?? 0;
  if (tieredCount >= Math.min(search.page * searchPageSize, counted.total))
    return answerOf(
      search,
      tiers.map(({ tiered: _count, ...row }) => row),
      counts,
    );
  return answerOf(search, await asVisitor(db, tiered.ranked), counts);
}

/** The answer of a search from its statements' rows: the page's jobs, the total and the facets. */
function answerOf(
  search: JobSearch,
  rows: (JobRowLike & { facets?: FacetRow[] | null })[],
  factRows: { facets?: FacetRow[] | null }[],
): JobSearchAnswer {
  const facets: JobSearchFacets = {
    country: {},
    city: {},
    category: {},
    posted: {},
    remote: 0,
    salary: {},
    type: {},
    visa: 0,
    nationality: 0,
    package: {},
    licence: {},
    level: {},
    verified: 0,
  };
  let total = 0;
  for (const [facet, value, n] of [...(rows[0]?.facets ?? []), ...(factRows[0]?.facets ?? [])]) {
    if (facet === 'total') total = n;
    else if (facet === 'remote' || facet === 'visa' || facet === 'nationality' || facet === 'verified') facets[facet] = n;
    else if (value !== null)
      (facets[facet as 'country' | 'city' | 'category' | 'posted' | 'salary' | 'type' | 'package' | 'licence' | 'level'] ?? {})[value] = n;
  }
  return {
    jobs: rows.filter((r) => r.id !== null).map(({ facets: _facets, ...row }) => toPublicJob(row)),
    total,
    page: search.page,
    pageSize: searchPageSize,
    pageCount: pageCountOf(total),
    sort: effectiveSort(search),
    facets,
  };
}

/** A search's total as searchPublicJobs counts it, without its page and facets: one statement. */
export async function publicJobTotal(db: Db, search: JobSearch, options?: { summary?: boolean }): Promise<number> {
  const { totalStmt } = searchStatements(search, { summary: await useSummary(db, options) });
  const rows = await asVisitor(db, totalStmt);
  return rows[0]?.n ?? 0;
}

/**
 * The totals of the search without each one of its words, for the words whose variant one read
 * can count (public.public_job_totals_without_each_word: a query of 3-10 words, the variant cut
 * into segments like the query less that word, few jobs in the two rarest segments): the
 * variant's words → its total, as publicJobTotal counts it. The others are not in the map.
 */
export async function totalsWithoutEachWord(db: Db, search: JobSearch): Promise<Map<string, number>> {
  const words = search.q ? keywordWords(search.q) : null;
  if (!words || words.split(' ').length < 3) return new Map();
  const rows = await asVisitor(
    db,
    sql<{
      variant: string;
      total: number;
    }>`select variant, total from public.public_job_totals_without_each_word(${words}::text, ${rowFilterArgs(search)})`,
  );
  return new Map(rows.map((r) => [r.variant, r.total]));
}
