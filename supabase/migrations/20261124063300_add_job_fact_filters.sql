-- Issue 16: search by minimum monthly salary, employment type, visa, nationality and package.
-- The salary filter compares every job's pay as an amount per month in UAE dirhams, through the
-- fixed rates and period factors of src/lib/jobs/salary-money.ts (tests/integration/job-fact-filters.test.ts
-- checks the two agree). The keyword search's candidates and the covering index of the board
-- without a keyword carry the new columns, so the search still reads each candidate once.

-- A job's pay per month in AED: its maximum, else its single or minimum figure, converted with
-- unitsPerUsd and periodsPerMonth (salary-money.ts). Null without a figure or without a period (a
-- salary with no stated period never matches a salary filter: it is never guessed).
create or replace function public.salary_monthly_aed(salary_min numeric, salary_max numeric, salary_currency text, salary_period text)
returns numeric
-- No SET search_path: PostgreSQL inlines the body into the search (a function with SET is called
-- once per job instead, several times slower); it names no table and only built-in operators.
language sql immutable parallel safe
as $$
  select coalesce(salary_max, salary_min)
    * case salary_period
        when 'hour' then 40 * 52 / 12.0
        when 'day' then 5 * 52 / 12.0
        when 'week' then 52 / 12.0
        when 'month' then 1
        when 'year' then 1 / 12.0
      end
    * 3.6725
    / case salary_currency
        when 'USD' then 1
        when 'AED' then 3.6725
        when 'SAR' then 3.75
        when 'QAR' then 3.64
        when 'BHD' then 0.376
        when 'OMR' then 0.3845
        when 'KWD' then 0.307
      end
$$;
comment on function public.salary_monthly_aed(numeric, numeric, text, text) is
  'A salary''s highest figure per month in AED (fixed rates and period factors of src/lib/jobs/salary-money.ts); null without a figure or a period.';
revoke execute on function public.salary_monthly_aed(numeric, numeric, text, text) from public, anon, authenticated;
-- Visitors search: the search computes it over public.public_jobs as the visitor.
grant execute on function public.salary_monthly_aed(numeric, numeric, text, text) to anon, authenticated, service_role;

-- The board without a keyword: also counted and paged from the index alone with the new filters.
-- Latest definition: 20261124054452_speed_up_job_search.sql (same key and predicate, more columns).
drop index public.jobs_public_browse_idx;
create index jobs_public_browse_idx on public.jobs ((coalesce(published_at, created_at)) desc, id)
  include (published_at, created_at, expires_at, country, city, category, is_remote,
           employment_type, salary_min, salary_max, salary_currency, salary_period, visa, nationality, package_items)
  where status = 'approved';

-- The keyword search's candidates gain the fact columns (the return type changes, so drop and
-- create). Latest definition: 20261124054452_speed_up_job_search.sql; only the returned columns
-- are new.
drop function public.public_job_search(text);
create function public.public_job_search(words text)
returns table (id uuid, rank real, at timestamptz, country text, city text, category text, is_remote boolean,
               employment_type text, salary_aed numeric, visa text, nationality text, package_items text[])
language sql stable
security definer
set search_path = ''
as $$
  with w as (
    select n, public.search_query(x, 'A') as a, public.search_query(x, 'B') as b, public.search_query(x, 'C') as c
    from regexp_split_to_table(coalesce(words, ''), '\s+') with ordinality as t(x, n)
    where x <> ''
  ),
  -- Materialized: each word's three queries are read as plain values per job, not taken from the
  -- arrays again for every job (three times slower at 36,000 matches).
  q as materialized (
    select x.a[1] as a1, x.b[1] as b1, x.c[1] as c1,
           x.a[2] as a2, x.b[2] as b2, x.c[2] as c2,
           x.a[3] as a3, x.b[3] as b3, x.c[3] as c3,
           x.a[4] as a4, x.b[4] as b4, x.c[4] as c4,
           x.a[5] as a5, x.b[5] as b5, x.c[5] as c5,
           x.a[6] as a6, x.b[6] as b6, x.c[6] as c6,
           x.a[7] as a7, x.b[7] as b7, x.c[7] as c7,
           x.a[8] as a8, x.b[8] as b8, x.c[8] as c8,
           x.a[9] as a9, x.b[9] as b9, x.c[9] as c9,
           x.a[10] as a10, x.b[10] as b10, x.c[10] as c10
    from (select array_agg(a order by n) as a, array_agg(b order by n) as b, array_agg(c order by n) as c from w) x
  )
  select j.id,
         (public.search_word_score(j.search_head, q.a1, q.b1, q.c1)
          + public.search_word_score(j.search_head, q.a2, q.b2, q.c2)
          + public.search_word_score(j.search_head, q.a3, q.b3, q.c3)
          + public.search_word_score(j.search_head, q.a4, q.b4, q.c4)
          + public.search_word_score(j.search_head, q.a5, q.b5, q.c5)
          + public.search_word_score(j.search_head, q.a6, q.b6, q.c6)
          + public.search_word_score(j.search_head, q.a7, q.b7, q.c7)
          + public.search_word_score(j.search_head, q.a8, q.b8, q.c8)
          + public.search_word_score(j.search_head, q.a9, q.b9, q.c9)
          + public.search_word_score(j.search_head, q.a10, q.b10, q.c10))::real,
         coalesce(j.published_at, j.created_at), j.country, j.city, j.category, j.is_remote,
         j.employment_type, public.salary_monthly_aed(j.salary_min, j.salary_max, j.salary_currency, j.salary_period),
         j.visa, j.nationality, j.package_items
  from public.jobs j cross join q
  where j.status = 'approved' and j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_search(text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix, at most 10 words): id, rank (as public_job_matches), publication time and the filter columns (salary_aed: salary_monthly_aed).';
revoke all on function public.public_job_search(text) from public, anon, authenticated;
grant execute on function public.public_job_search(text) to anon, authenticated, service_role;
