-- A broad keyword's ranking, cheaper for the same scores. Most of a broad word's matches ("doctor":
-- 1,515 of 1,818 at 10,000 jobs) have none of its alternatives in their title, company or place
-- and are scored by their description alone (20261128202000_score_only_head_matches_in_full.sql),
-- which read each one's word vector (stored out of line) to test the segment's own words, then its
-- synonyms, then its related titles. Which jobs have the segment's own words, and which one of its
-- synonyms, is what the word index answers: both sets are now read through it once per search
-- ("doctor": 0 and 1,636 jobs) and a description-only match in one of them is scored without
-- reading its vector. Only a match in neither (182 for "doctor") reads it, for the related titles:
-- through the index the related expansion (up to ~200 prefixes) costs more than those few vectors.
-- A segment without expansions ("sales") scores 1 without reading anything.
--
-- Tried and not kept: testing the head with the segment's simplified alternatives (fewer nodes,
-- the same heads met), which needs them kept per plan; it was no faster per match than this.
--
-- The same scores: tests/integration/search-simplify.test.ts compares every judged and benchmark
-- query's ranks with public.public_job_matches, the reference.

-- Latest definition: 20261128202000_score_only_head_matches_in_full.sql.
create or replace function public.public_job_search(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (select p.segments, p.match from public.search_plan(words) p),
  segs as materialized (
    select s.*, case when a.t <> '' and position('!' in a.t) = 0 then a.t::tsquery end as head_any,
           s.synonyms is null and s.related is null and s.loose is null as plain
    from plan
    cross join unnest(plan.segments) s
    cross join lateral (
      select concat_ws(' | ', '(' || nullif(s.exact::text, '') || ')', '(' || nullif(s.synonyms::text, '') || ')',
                       '(' || nullif(s.related::text, '') || ')', '(' || nullif(s.loose::text, '') || ')') as t
    ) a
    where not s.optional),
  -- Per segment with expansions, the jobs with its own words and those with one of its synonyms,
  -- read through the word index once (any job: only the matches' membership is asked).
  exact_ids as materialized (
    select s.n, j.id from segs s join public.job_search_rows j on j.search_words @@ s.exact
    where s.head_any is not null and not s.plain),
  synonym_ids as materialized (
    select s.n, j.id from segs s join public.job_search_rows j on j.search_words @@ s.synonyms
    where s.head_any is not null and not s.plain)
  select j.id,
         (select coalesce(sum(s.len * case
                   when s.head_any is null or j.search_head @@ s.head_any then
                     public.search_segment_score(ts_filter(j.search_head, '{a}'), ts_filter(j.search_head, '{b}'),
                                                 ts_filter(j.search_head, '{c}'), j.search_words, s.exact, s.synonyms, s.related, s.loose)
                   -- The description alone, as public.search_segment_score scores it with no head field.
                   when s.plain then 1
                   when (s.n, j.id) in (select x.n, x.id from exact_ids x) then 1
                   when (s.n, j.id) in (select x.n, x.id from synonym_ids x) then 0.8
                   -- Its word vector fetched once, for the related titles.
                   else (select case when b.body @@ s.related then 0.5 else 0.4 end
                         from (select j.search_words || ''::tsvector as body offset 0) b)
                 end), 0)
          from segs s)::real,
         j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  cross join (select plan.match as q from plan) as m
  where j.expires_at > now()
    and j.search_words @@ m.q
    and (topic is null or topic = any(j.topics))
$$;
