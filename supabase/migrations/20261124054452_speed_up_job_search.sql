-- Issue 15: /api/jobs within 50 ms (p95) at 10,000 jobs and 100 ms at 100,000.
-- Measured on a bench-sized board (scripts/bench-search.ts), the time went to:
-- * ranking: public_job_matches tested each keyword against search_words (title, company, location
--   and description: about 1.5 kB, stored out of line) up to three times per match, reading it back
--   from TOAST each time (0.13 ms per match: 36,000 matches of "engineer" at 100,000 jobs);
-- * reading every match twice from the wide jobs rows (page and facets), then again by id;
-- * the facets without a keyword: every public job read from the table (no index covers them).
-- Remedies: the ranking reads a small stored vector of title, company and location only; one
-- function returns each match once with what the page order and the facets need (no second pass,
-- no join by id per match); a covering index lets the board without a keyword be counted and
-- paged from the index alone. Results are unchanged (tests/integration/search-relevance.test.ts).

-- Title (A), company (B) and location (C) words: the fields the rank tells apart (a word found in
-- none of them is in the description). About 130 bytes, so it stays in the row.
alter table public.jobs add column search_head tsvector generated always as (
  setweight(to_tsvector('simple'::regconfig, public.search_fold(job_title)), 'A')
  || setweight(to_tsvector('simple'::regconfig, public.search_fold(company_name)), 'B')
  || setweight(to_tsvector('simple'::regconfig, public.search_fold(location)), 'C')
) stored;
comment on column public.jobs.search_head is
  'Folded words of title (weight A), company (B) and location (C): search_words without the description, for ranking.';

-- Approved jobs newest first with every column the search filters and counts by: the board without
-- a keyword is paged and counted by an index-only scan (published_at and created_at are included
-- because the order is coalesce(published_at, created_at)).
create index jobs_public_browse_idx on public.jobs ((coalesce(published_at, created_at)) desc, id)
  include (published_at, created_at, expires_at, country, city, category, is_remote)
  where status = 'approved';

-- A keyword's word's score in a job: 8 in the title, 4 in the company, 2 in the location, else 1
-- (it matched, so it is in the description); 0 when there is no such word (a, b, c null).
create or replace function public.search_word_score(head tsvector, a tsquery, b tsquery, c tsquery) returns integer
language sql immutable parallel safe
as $$
  select case when a is null then 0 when head @@ a then 8 when head @@ b then 4 when head @@ c then 2 else 1 end
$$;
comment on function public.search_word_score(tsvector, tsquery, tsquery, tsquery) is
  'One keyword word''s score in a job''s search_head (8 title, 4 company, 2 location, else 1; 0 without a word); inlined by public_job_search.';
revoke all on function public.search_word_score(tsvector, tsquery, tsquery, tsquery) from public, anon, authenticated;
grant execute on function public.search_word_score(tsvector, tsquery, tsquery, tsquery) to service_role;

-- Every public job matching the words (all required, whole words or prefixes, as
-- public_job_matches), once, with its rank (the same as public_job_matches: each word scores by
-- the best field it is in, summed) and the columns the search orders, filters and counts by. The
-- search applies its filters (src/server/jobs/job-filters.ts) to these columns. At most 10 words
-- (src/lib/jobs/search.ts searchWords sends no more). Runs with the owner's rights for the index
-- (see public_job_matches) and returns only approved, unexpired jobs.
create or replace function public.public_job_search(words text)
returns table (id uuid, rank real, at timestamptz, country text, city text, category text, is_remote boolean)
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
         coalesce(j.published_at, j.created_at), j.country, j.city, j.category, j.is_remote
  from public.jobs j cross join q
  where j.status = 'approved' and j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_search(text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix, at most 10 words): id, rank (as public_job_matches), publication time and the filter columns.';
revoke all on function public.public_job_search(text) from public, anon, authenticated;
grant execute on function public.public_job_search(text) to anon, authenticated, service_role;
