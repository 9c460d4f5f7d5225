import { sql, type Kysely } from 'kysely';
import type { Database } from '~/server/db/schema';
import { digestJobLimit } from '~/lib/emails/digests';
import { gulfTimeZone } from '~/lib/gulf-time';
import type { AlertFilters } from '~/lib/alerts/filters';
import type { SalaryCurrency, SalaryPeriod } from '~/lib/jobs/job-facts';
import { jobFiltersCondition, keywordWords, searchRowFilterColumns } from '~/server/jobs/job-filters';

/** A job as a digest lists it. */
export interface DigestJobRow {
  title: string;
  company: string;
  location: string;
  salary: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: SalaryCurrency | null;
  salaryPeriod: SalaryPeriod | null;
  postedOn: string;
  slug: string;
}

/** The newest jobs (at most digestJobLimit) and how many there are in all, per subscription. */
export type DigestMatches = Map<string, { jobs: DigestJobRow[]; total: number }>;

interface MatchRow {
  sub: string;
  total: string;
  job_title: string;
  company_name: string;
  location: string;
  salary_range: string | null;
  salary_min: string | null;
  salary_max: string | null;
  salary_currency: SalaryCurrency | null;
  salary_period: SalaryPeriod | null;
  posted_on: string;
  slug: string;
}

const collect = (rows: MatchRow[]): DigestMatches => {
  const matches: DigestMatches = new Map();
  for (const r of rows) {
    const entry = matches.get(r.sub) ?? { jobs: [], total: Number(r.total) };
    entry.jobs.push({
      title: r.job_title,
      company: r.company_name,
      location: r.location,
      salary: r.salary_range,
      // numeric columns arrive as strings
      salaryMin: r.salary_min === null ? null : Number(r.salary_min),
      salaryMax: r.salary_max === null ? null : Number(r.salary_max),
      salaryCurrency: r.salary_currency,
      salaryPeriod: r.salary_period,
      postedOn: r.posted_on,
      slug: r.slug,
    });
    matches.set(r.sub, entry);
  }
  return matches;
};

// The window every digest reads: approved, unexpired jobs published after the subscription's
// watermark and up to the run's cut-off (what searchPublicJobs reads from public_jobs, by
// publication time).
const publicInWindow = (cutoff: string) => sql`j.status = 'approved' and j.expires_at > now() and j.published_at <= ${cutoff}::timestamptz`;

/**
 * A job's date in a digest: the Gulf calendar day it was published (postedDay of
 * src/lib/jobs/format.ts: coalesce(published_at, created_at) in Dubai), as cards and job pages show it.
 */
const postedDay = sql`to_char(coalesce(j.published_at, j.created_at) at time zone ${gulfTimeZone}::text, 'YYYY-MM-DD')`;

/**
 * Every job alert of a batch matched in ONE statement: the batch's distinct filter sets become a
 * table (g), each is matched against the window's jobs with the same conditions as the site's
 * search (jobFiltersCondition over the stored columns of public.job_search_rows, as the search
 * reads them; keywords through public.public_job_ids_matching_words, the search's match without
 * its rank, once per distinct keyword), and each subscription takes the matches of its filter set
 * published after its own watermark: the newest digestJobLimit and the total.
 */
export async function jobAlertMatches(
  trx: Kysely<Database>,
  alerts: { id: string; filters: AlertFilters }[],
  cutoff: string,
): Promise<DigestMatches> {
  if (alerts.length === 0) return new Map();
  const groups = new Map<string, { idx: number; filters: AlertFilters }>();
  const subGroup = alerts.map((a) => {
    const f = a.filters;
    const key = JSON.stringify([
      f.q ?? null,
      f.category ?? null,
      f.country ?? null,
      f.city ?? null,
      f.remote ?? null,
      f.topic ?? null,
      f.min_salary ?? null,
      f.type ?? null,
      f.visa ?? null,
      f.nationality ?? null,
      f.package?.join(',') ?? null,
      f.licence ?? null,
      f.level ?? null,
      f.verified ?? null,
    ]);
    const group = groups.get(key) ?? { idx: groups.size, filters: f };
    groups.set(key, group);
    return group.idx;
  });
  const g = [...groups.values()];
  const keyword = g.map((x) => (x.filters.q ? keywordWords(x.filters.q) : null));
  const condition = jobFiltersCondition(
    {
      category: sql<string | null>`g.f_category`,
      country: sql<string | null>`g.f_country`,
      city: sql<string | null>`g.f_city`,
      remote: sql<boolean | null>`g.f_remote`,
      topic: sql<string | null>`g.f_topic`,
      minSalary: sql<number | null>`g.f_min_salary`,
      type: sql<string | null>`g.f_type`,
      visa: sql<string | null>`g.f_visa`,
      nationality: sql<string | null>`g.f_nationality`,
      package: sql<string[] | null>`string_to_array(g.f_package, ',')`,
      licence: sql<string | null>`g.f_licence`,
      level: sql<string | null>`g.f_level`,
      verified: sql<boolean | null>`g.f_verified`,
    },
    searchRowFilterColumns,
  );
  // Room to sort and group a batch's matches (about 150,000 rows at 10,000 jobs) in memory.
  await sql`select set_config('work_mem', '64MB', true)`.execute(trx);
  const { rows } = await sql<MatchRow>`
    with g as (
      select * from unnest(
        ${g.map((x) => x.idx)}::int[], ${keyword}::text[],
        ${g.map((x) => x.filters.category ?? null)}::text[], ${g.map((x) => x.filters.country ?? null)}::text[],
        ${g.map((x) => x.filters.city ?? null)}::text[],
        ${g.map((x) => x.filters.remote ?? null)}::boolean[], ${g.map((x) => x.filters.topic ?? null)}::text[],
        ${g.map((x) => x.filters.min_salary ?? null)}::int[], ${g.map((x) => x.filters.type ?? null)}::text[],
        ${g.map((x) => x.filters.visa ?? null)}::text[], ${g.map((x) => x.filters.nationality ?? null)}::text[],
        -- A list per filter set: as a comma list (an array of arrays must be rectangular).
        ${g.map((x) => x.filters.package?.join(',') ?? null)}::text[],
        ${g.map((x) => x.filters.licence ?? null)}::text[], ${g.map((x) => x.filters.level ?? null)}::text[],
        ${g.map((x) => x.filters.verified ?? null)}::boolean[]
      ) as g(idx, words, f_category, f_country, f_city, f_remote, f_topic, f_min_salary, f_type, f_visa, f_nationality, f_package,
             f_licence, f_level, f_verified)
    ),
    s as (
      select v.id, v.idx, coalesce(sub.digested_through, sub.confirmed_at) as since
      from unnest(${alerts.map((a) => a.id)}::uuid[], ${subGroup}::int[]) as v(id, idx)
      join public.subscriptions sub on sub.id = v.id
    ),
    -- The narrow search rows (one per approved job, about 300 bytes) with the filter columns the
    -- search reads, stored: monthly pay in AED, package bits, topics. Their "at" is the
    -- publication time (coalesce(published_at, created_at); an approved job always has the first).
    win as materialized (
      select r.id, r.at as published_at, r.category, r.country, r.city, r.is_remote, r.employment_type,
             r.salary_aed, r.visa, r.nationality, r.package_mask, r.topics, r.facet_key
      from public.job_search_rows r
      where r.expires_at > now() and r.at <= ${cutoff}::timestamptz and r.at > (select min(since) from s)
    ),
    -- Each distinct keyword once (filter sets often share one), through the search's own match.
    kw as materialized (
      select d.words, k.id
      from (select distinct words from g where words is not null) d
      cross join lateral public.public_job_ids_matching_words(d.words) as k(id)
    ),
    -- Each filter set joins only the jobs that can match it, so most pairs are never compared:
    -- by keyword (the ids found above), else by category, else by country, else all of the window.
    -- The full condition still decides every pair.
    m as (
      select g.idx, w.id, w.published_at from g join kw on kw.words = g.words join win w on w.id = kw.id and ${condition}
      union all
      select g.idx, w.id, w.published_at from g join win w on w.category = g.f_category and ${condition}
      where g.words is null
      union all
      select g.idx, w.id, w.published_at from g join win w on w.country = g.f_country and ${condition}
      where g.words is null and g.f_category is null and g.f_country <> 'remote'
      union all
      select g.idx, w.id, w.published_at from g join win w on ${condition}
      where g.words is null and g.f_category is null and (g.f_country is null or g.f_country = 'remote')
    ),
    -- Once per filter set: its matches' publication times, oldest first, and its newest
    -- digestJobLimit matches. A subscription's matches are the set's matches newer than its
    -- watermark, the newest ones: its total is how many times pass the watermark (width_bucket, a
    -- binary search, counts those that do not), its jobs the first min(total, digestJobLimit) of
    -- the newest. No row per subscription and match is ever formed.
    sets as (
      select m.idx, array_agg(m.published_at order by m.published_at) as times,
             (array_agg(m.id order by m.published_at desc, m.id))[1:${digestJobLimit}::int] as newest
      from m group by m.idx
    ),
    totals as (
      select s.id, x.newest, cardinality(x.times) - width_bucket(s.since, x.times) as total
      from s join sets x on x.idx = s.idx
    )
    select t.id as sub, t.total, j.job_title, j.company_name, j.location, j.salary_range, j.salary_min, j.salary_max, j.salary_currency, j.salary_period, ${postedDay} as posted_on, j.slug
    from totals t
    cross join lateral unnest(t.newest) with ordinality as n(id, rank)
    join public.jobs j on j.id = n.id
    where t.total > 0 and n.rank <= t.total
    order by t.id, n.rank`.execute(trx);
  return collect(rows);
}

/** The newsletter's jobs: the newest approved, unexpired jobs across the board in each subscriber's window. */
export async function newestJobMatches(trx: Kysely<Database>, ids: string[], cutoff: string): Promise<DigestMatches> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<MatchRow>`
    with s as (
      select sub.id, coalesce(sub.digested_through, sub.confirmed_at) as since
      from public.subscriptions sub where sub.id = any(${ids}::uuid[])
    )
    select s.id as sub, t.total, n.job_title, n.company_name, n.location, n.salary_range, n.salary_min, n.salary_max, n.salary_currency, n.salary_period, n.posted_on, n.slug
    from s
    cross join lateral (
      select count(*) as total from public.jobs j where ${publicInWindow(cutoff)} and j.published_at > s.since
    ) t
    cross join lateral (
      select j.job_title, j.company_name, j.location, j.salary_range, j.salary_min, j.salary_max, j.salary_currency, j.salary_period, ${postedDay} as posted_on, j.slug, j.published_at, j.id
      from public.jobs j where ${publicInWindow(cutoff)} and j.published_at > s.since
      order by j.published_at desc, j.id limit ${digestJobLimit}
    ) n
    order by s.id, n.published_at desc, n.id`.execute(trx);
  return collect(rows);
}

/** The content (events, articles) each subscriber has not been sent: first seen after its watermark, up to the cut-off. */
export async function newContent(
  trx: Kysely<Database>,
  ids: string[],
  cutoff: string,
): Promise<Map<string, { kind: string; slug: string }[]>> {
  const found = new Map<string, { kind: string; slug: string }[]>();
  if (ids.length === 0) return found;
  const { rows } = await sql<{ sub: string; kind: string; slug: string }>`
    select sub.id as sub, c.kind, c.slug
    from public.subscriptions sub
    join public.content_publications c
      on c.published_at > coalesce(sub.digested_through, sub.confirmed_at) and c.published_at <= ${cutoff}::timestamptz
    where sub.id = any(${ids}::uuid[])
    order by c.published_at desc, c.slug`.execute(trx);
  for (const r of rows) found.set(r.sub, [...(found.get(r.sub) ?? []), { kind: r.kind, slug: r.slug }]);
  return found;
}
