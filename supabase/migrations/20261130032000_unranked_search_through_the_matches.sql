-- public_job_search_unranked read a one-segment search's matches with the same statement as
-- public_job_search_matches (20261130020000_match_thesaurus_phrases_in_titles.sql wrote it twice).
-- The search now asks public_job_search_matches(words, topic, false) for a keyword sorted newest
-- first too (src/server/jobs/queries.ts), and this function is those rows' five columns: one
-- statement to keep, the same rows (tests/integration/job-search-facets.test.ts and
-- search-simplify.test.ts compare it with public_job_search and the whole query's tsquery).
create or replace function public.public_job_search_unranked(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  select m.id, m.rank, m.at, m.salary_aed, m.facet_key from public.public_job_search_matches(words, topic, false) m
$$;
comment on function public.public_job_search_unranked(words text, topic text) is 'The rows of public.public_job_search(words, topic) with rank 0 (public.public_job_search_matches unranked): a keyword search sorted newest first.';
