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
  q as (select array_agg(a order by n) as a, array_agg(b order by n) as b, array_agg(c order by n) as c from w)
  select j.id,
         (public.search_word_score(j.search_head, q.a[1], q.b[1], q.c[1])
          + public.search_word_score(j.search_head, q.a[2], q.b[2], q.c[2])
          + public.search_word_score(j.search_head, q.a[3], q.b[3], q.c[3])
          + public.search_word_score(j.search_head, q.a[4], q.b[4], q.c[4])
          + public.search_word_score(j.search_head, q.a[5], q.b[5], q.c[5])
          + public.search_word_score(j.search_head, q.a[6], q.b[6], q.c[6])
          + public.search_word_score(j.search_head, q.a[7], q.b[7], q.c[7])
          + public.search_word_score(j.search_head, q.a[8], q.b[8], q.c[8])
          + public.search_word_score(j.search_head, q.a[9], q.b[9], q.c[9])
          + public.search_word_score(j.search_head, q.a[10], q.b[10], q.c[10]))::real,
         coalesce(j.published_at, j.created_at), j.country, j.city, j.category, j.is_remote
  from public.jobs j cross join q
  where j.status = 'approved' and j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_search(text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix, at most 10 words): id, rank (as public_job_matches), publication time and the filter columns.';
revoke all on function public.public_job_search(text) from public, anon, authenticated;
grant execute on function public.public_job_search(text) to anon, authenticated, service_role;
