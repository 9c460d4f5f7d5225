-- Issue 15/16, search at 100,000 jobs: a broad keyword's matches (about 35,000 for "engineer")
-- pass through two tuple stores per search (the function's result, then the search's
-- materialized candidates). Each carried 14 columns, the topics array among them, though the page
-- and the facet counts need only the id, the rank, the publication time, the pay and the facet key
-- (the filters test the key: src/server/jobs/job-filters.ts jobFilterKeyTests). The two keyword
-- functions now return those five columns and take the topic filter as an argument, so the topics
-- never leave the table. Same matches, same rank (public_job_matches), same grants.
--
-- The planner's estimate of a function's rows (ROWS) decides how the facet counts group the
-- matches: at the default 1,000 it sorts them (a sort per grouping); 20,000 is the order of a
-- broad word at 100,000 jobs, and it then hashes them.

drop function public.public_job_search(text);
create function public.public_job_search(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql stable
security definer
set search_path = ''
rows 20000
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
         j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j cross join q
  where j.expires_at > now()
    and j.search_words @@ public.search_query(words)
    and (topic is null or topic = any(j.topics))
$$;
comment on function public.public_job_search(text, text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix, at most 10 words), of the topic when one is given: id, rank (as public_job_matches), publication time, monthly pay in AED and the facet key of public.job_search_rows.';
revoke all on function public.public_job_search(text, text) from public, anon, authenticated;
grant execute on function public.public_job_search(text, text) to anon, authenticated, service_role;

-- A keyword search sorted newest first needs no rank: the same rows with rank 0.
drop function public.public_job_search_unranked(text);
create function public.public_job_search_unranked(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql stable
security definer
set search_path = ''
rows 20000
as $$
  select j.id, 0::real, j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  where j.expires_at > now()
    and j.search_words @@ public.search_query(words)
    and (topic is null or topic = any(j.topics))
$$;
comment on function public.public_job_search_unranked(text, text) is
  'The rows of public.public_job_search(words, topic) with rank 0: for a keyword search sorted newest first.';
revoke all on function public.public_job_search_unranked(text, text) from public, anon, authenticated;
grant execute on function public.public_job_search_unranked(text, text) to anon, authenticated, service_role;
