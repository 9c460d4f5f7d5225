-- Ranking a broad keyword cost most of its search: every matching job's title, company and
-- location were cut out of search_head (three ts_filter) and tested against each kind of the
-- segment's expansion (up to nine tests of tsqueries of up to 200 nodes) before the description
-- was, though most of a broad word's matches ("doctor": 1,818 of 10,000 jobs, 69 thesaurus
-- alternatives) have none of its words in their head at all. One test of search_head against the
-- segment's alternatives joined by OR now tells those jobs apart: a job whose head meets none of
-- them can meet no (field, kind) pair of the head (each field is a part of the head with the same
-- positions, and the expansions have no negation), so its score is the description's alone,
-- exactly what public.search_segment_score answers for empty fields. The other jobs are scored as
-- before. A segment whose alternatives hold a negation (none do: words are quoted prefixes) is
-- always scored in full. The same scores: tests/integration/search-simplify.test.ts compares the
-- ranks with public.public_job_matches, the reference, for the judged and the benchmark's queries.

-- Latest definition: 20261128151903_cache_search_plans.sql.
create or replace function public.public_job_search(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (select p.segments, p.match from public.search_plan(words) p),
  segs as materialized (
    select s.*, case when a.t <> '' and position('!' in a.t) = 0 then a.t::tsquery end as head_any
    from plan
    cross join unnest(plan.segments) s
    cross join lateral (
      select concat_ws(' | ', '(' || nullif(s.exact::text, '') || ')', '(' || nullif(s.synonyms::text, '') || ')',
                       '(' || nullif(s.related::text, '') || ')', '(' || nullif(s.loose::text, '') || ')') as t
    ) a
    where not s.optional)
  select j.id,
         (select coalesce(sum(s.len * case
                   when s.head_any is null or j.search_head @@ s.head_any then
                     public.search_segment_score(ts_filter(j.search_head, '{a}'), ts_filter(j.search_head, '{b}'),
                                                 ts_filter(j.search_head, '{c}'), j.search_words, s.exact, s.synonyms, s.related, s.loose)
                   -- The description alone (no head field to meet): its word vector fetched once, not per test.
                   else (select public.search_segment_score(null, null, null, b.body, s.exact, s.synonyms, s.related, s.loose)
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
