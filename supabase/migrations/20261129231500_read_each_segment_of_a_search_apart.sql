-- A search of two segments or more read segment by segment. The word index was read with the
-- whole query, (the first segment's alternatives) & (the second's) & …, in one scan: at 100,000
-- bench jobs "accountant dubai" (34 alternatives: CPA, ACCA, auditor, accounts officer, محاسب…, and
-- "dubai" or "دبي") took 147 ms in that scan for 2,727 matches, where "accountant" alone, read
-- alternative by alternative (public.search_alternatives), takes 55 ms. Now each segment is its own
-- condition, `search_words @@ any(its alternatives)`, and the segments' bitmaps are intersected
-- (BitmapAnd): 61 ms there; "sales manager riyadh" 65 -> 31 ms, "ممرضة دبي" 52 -> 36 (EXPLAIN
-- ANALYZE, busy machine). A query of one segment is read as before (its alternatives are already
-- the query's). The same jobs match: a job has every segment exactly when it has one alternative
-- of each.

-- Whether a plan is read segment by segment: two segments or more, none negated (the query
-- language has no negation today, "-intern" is the word intern; a negated segment alone would be
-- no index condition, so such a query would be read whole as before).
create or replace function public.search_plan_by_segment(plan public.search_plans)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select cardinality(plan.segment_matches) > 1 and position('!' in coalesce(plan.match::text, '')) = 0
$$;
comment on function public.search_plan_by_segment(plan public.search_plans) is 'Whether a search plan''s matches are read segment by segment (public.public_job_matches_by_segment): two segments or more, no negation.';
revoke execute on function public.search_plan_by_segment(public.search_plans) from public;

create or replace function public.public_job_matches_by_segment(words text, topic text)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint, search_head tsvector)
language plpgsql volatile security definer rows 20000
set search_path = ''
-- Each segment through the word index, never a sequential read of the rows; the segments joined
-- in the order written, so every segment's alternatives are there when the rows are read.
set enable_seqscan = off
set join_collapse_limit = 1
as $$
declare
  qs tsquery[];
  rows_estimated float8[] := '{}';
  estimate json;
  k integer;
  segments text;
  tests text;
begin
  qs := (public.search_plan(words)).segment_matches;
  -- PostgreSQL intersects the first few segments' bitmaps and tests the others on the rows found:
  -- of more than three, the rarest first (by its estimate). Ten words: 94 -> 11 ms at 100,000.
  for k in 1..coalesce(cardinality(qs), 0) loop
    if cardinality(qs) > 3 then
      execute format('explain (format json) select 1 from public.job_search_rows j where j.search_words @@ any(%L::tsquery[])',
                     public.search_alternatives(qs[k])) into estimate;
    end if;
    rows_estimated := rows_estimated || coalesce((estimate -> 0 -> 'Plan' ->> 'Plan Rows')::float8, 0);
  end loop;
  -- Each segment's alternatives from an aggregate, whose value the planner cannot see: given the
  -- values it may read two segments in one index scan, which for arrays scans the index once for
  -- each pair of alternatives (34 x 2 = 68 scans for "accountant dubai"), or test a segment on
  -- every row the others found, each row's words read (seconds); not seeing them, it intersects
  -- one bitmap per segment.
  select string_agg(format('cross join (select array_agg(x) as q from unnest(%L::tsquery[]) x) s%s',
                           public.search_alternatives(qs[m.k]), m.k), ' ' order by m.k),
         string_agg(format('j.search_words @@ any(s%s.q)', m.k), ' and ' order by m.r, m.k)
    into segments, tests
  from unnest(rows_estimated) with ordinality as m(r, k);
  if tests is null then
    return;
  end if;
  return query execute
    'select j.id, 0::real, j.at, j.salary_aed, j.facet_key, j.search_head from (select 1 offset 0) o ' || segments || '
     cross join public.job_search_rows j
     where j.expires_at > now() and ' || tests || ' and ($1::text is null or $1 = any(j.topics))'
    using topic;
end
$$;
comment on function public.public_job_matches_by_segment(words text, topic text) is 'The rows of public.public_job_search_unranked(words, topic) and their title, company and location words, for a query of two segments or more, each segment read as its own condition on the word index (the union of its alternatives), the segments intersected.';
revoke execute on function public.public_job_matches_by_segment(text, text) from public;

create or replace function public.public_job_search_unranked(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (
    select p.match_any, public.search_plan_by_segment(p) as by_segment from public.search_plan(words) p)
  select j.id, 0::real, j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  cross join (select plan.match_any as q from plan) as m
  where (select not plan.by_segment from plan)
    and j.expires_at > now()
    and j.search_words @@ any(m.q)
    and (topic is null or topic = any(j.topics))
  union all
  select s.id, s.rank, s.at, s.salary_aed, s.facet_key from public.public_job_matches_by_segment(words, topic) s
  where (select plan.by_segment from plan)
$$;

create or replace function public.public_job_search(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (
    select p.segments, p.match_any, public.search_plan_by_segment(p) as by_segment from public.search_plan(words) p),
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
  -- read through the word index once (any job: only the matches' membership is asked). Not for a
  -- query read segment by segment: its matches are few against each segment's jobs, and each
  -- tests its own words.
  exact_ids as materialized (
    select s.n, j.id from segs s join public.job_search_rows j on j.search_words @@ s.exact
    where s.head_any is not null and not s.plain and not (select plan.by_segment from plan)),
  synonym_ids as materialized (
    select s.n, j.id from segs s join public.job_search_rows j on j.search_words @@ s.synonyms
    where s.head_any is not null and not s.plain and not (select plan.by_segment from plan)),
  -- The matches: one segment through the word index with its alternatives; more, segment by
  -- segment (public.public_job_matches_by_segment).
  matched as (
    select j.id, j.at, j.salary_aed, j.facet_key, j.search_head, j.search_words from public.job_search_rows j
    cross join (select plan.match_any as q from plan) as m
    where (select not plan.by_segment from plan)
      and j.expires_at > now()
      and j.search_words @@ any(m.q)
      and (topic is null or topic = any(j.topics))
    union all
    -- (a description's words are read below only for a segment the head does not have)
    select s.id, s.at, s.salary_aed, s.facet_key, s.search_head, null::tsvector
    from public.public_job_matches_by_segment(words, topic) s
    where (select plan.by_segment from plan))
  select j.id,
         (select coalesce(sum(s.len * case
                   when s.head_any is null or j.search_head @@ s.head_any then
                     public.search_segment_score(ts_filter(j.search_head, '{a}'), ts_filter(j.search_head, '{b}'),
                                                 ts_filter(j.search_head, '{c}'), j.search_words, s.exact, s.synonyms, s.related, s.loose)
                   -- The description alone, as public.search_segment_score scores it with no head field.
                   when s.plain then 1
                   when (select plan.by_segment from plan) then
                     (select case when b.body @@ s.exact then 1 when b.body @@ s.synonyms then 0.8 when b.body @@ s.related then 0.5 else 0.4 end
                      from (select r.search_words || ''::tsvector as body from public.job_search_rows r where r.id = j.id offset 0) b)
                   when (s.n, j.id) in (select x.n, x.id from exact_ids x) then 1
                   when (s.n, j.id) in (select x.n, x.id from synonym_ids x) then 0.8
                   -- Its word vector fetched once, for the related titles.
                   else (select case when b.body @@ s.related then 0.5 else 0.4 end
                         from (select j.search_words || ''::tsvector as body offset 0) b)
                 end), 0)
          from segs s)::real,
         j.at, j.salary_aed, j.facet_key
  from matched j
$$;

-- A keyword search's matches for its counts, and for its page when the query is read segment by
-- segment: the tiers of public.public_job_search_top rank one segment only, so such a page ranked
-- every match in a second read of them (public.public_job_search). Asked ranked, a query read
-- segment by segment is ranked here, once, and says so (ranked); any other is unranked, as
-- public.public_job_search_unranked answers it.
create or replace function public.public_job_search_matches(words text, topic text, ranked boolean)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint, ranked boolean)
language sql security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (
    select public.search_plan_by_segment(p) and coalesce(public_job_search_matches.ranked, false) as rank_all
    from public.search_plan(words) p)
  select u.id, u.rank, u.at, u.salary_aed, u.facet_key, false
  from public.public_job_search_unranked(words, topic) u
  where (select not plan.rank_all from plan)
  union all
  select r.id, r.rank, r.at, r.salary_aed, r.facet_key, true
  from public.public_job_search(words, topic) r
  where (select plan.rank_all from plan)
$$;
comment on function public.public_job_search_matches(words text, topic text, ranked boolean) is 'The matches of public.public_job_search_unranked(words, topic), ranked (public.public_job_search, ranked true) when asked and the query is read segment by segment.';
revoke execute on function public.public_job_search_matches(text, text, boolean) from public;
grant execute on function public.public_job_search_matches(text, text, boolean) to anon, authenticated, service_role;
