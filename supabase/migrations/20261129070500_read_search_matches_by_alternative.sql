-- A broad word's match read through the word index one alternative at a time: the same rows, less
-- work. "accountant" matches through 34 alternatives, some of them phrases with a very common word
-- ('fp' & 'a', 'head':* & 'of' & 'accounts':*). Read as one tsquery, GIN walks every entry's
-- posting list, 'a' (7,577 jobs) and 'of' (9,698) included, because an OR of everything leaves no
-- entry required: 30-45 ms of index at 10,000 jobs. Read as `search_words @@ any(alternatives)`,
-- the bitmap scan ORs one index scan per alternative, and inside 'fp' & 'a' the rare 'fp' is
-- required, so 'a' is only probed: 8 ms. Measured side by side on the 10,000-job bench board
-- (backend CPU per call, busy machine): accountant 26 -> 8 ms, doctor 15 -> 4, physician 17 -> 4,
-- محاسب 31 -> 7, programmer 17 -> 5; a narrow word (nurse, dubai, RN) within a millisecond either way.
--
-- A match whose top level is an AND (a query of two segments or more) is one alternative: it is
-- read as before. The alternatives are made once per query text and kept with its plan
-- (public.search_plans.match_any), since cutting the tsquery's text costs 0.5-1 ms.

create or replace function public.search_alternatives(q tsquery)
returns tsquery[]
language sql immutable parallel safe strict
set search_path = ''
as $$
  with toks as materialized (
    select t.m[1] as tok, t.n
    from regexp_matches(q::text, '''(?:[^'']|'''')*''(?::[*A-D]+)?|[()&|!]|<[0-9-]+>', 'g') with ordinality as t(m, n)
  ),
  placed as (
    select x.tok, x.n, x.d, sum(case when x.d = 0 and x.tok = '|' then 1 else 0 end) over (order by x.n) as alt
    from (select toks.tok, toks.n, coalesce(sum(case toks.tok when '(' then 1 when ')' then -1 else 0 end)
                   over (order by toks.n rows between unbounded preceding and 1 preceding), 0) as d
          from toks) x
  )
  select array(
    select string_agg(p.tok, ' ' order by p.n)::tsquery
    from placed p
    where not (p.d = 0 and p.tok = '|')
    group by p.alt
    order by p.alt)
$$;
comment on function public.search_alternatives(tsquery) is
  'A tsquery''s top-level alternatives (a | b & c as {a, b & c}; one element when its top is not an OR): q matches exactly when one of them does.';
revoke all on function public.search_alternatives(tsquery) from public, anon, authenticated;
grant execute on function public.search_alternatives(tsquery) to service_role;

alter table public.search_plans add column match_any tsquery[];
comment on column public.search_plans.match_any is 'public.search_alternatives(match): what the searches read the word index with.';
-- Plans kept before have no alternatives: made again on their next search.
delete from public.search_plans;

-- Latest definition: 20261128151903_cache_search_plans.sql. The same, keeping match_any too.
create or replace function public.search_plan(words text)
returns public.search_plans
language plpgsql volatile
set search_path = ''
as $$
declare
  plan public.search_plans;
begin
  select p.* into plan from public.search_plans p where p.words = search_plan.words;
  if found then
    return plan;
  end if;
  plan.words := coalesce(words, '');
  plan.segments := array(
    select row(s.n, s.len, s.optional, s.exact, s.synonyms, s.related, s.loose)::public.search_segment
    from public.search_segments(words) s
    order by s.n);
  -- public.search_match, from the segments just made
  plan.match := (
    select string_agg(public.search_segment_match(s.exact, s.synonyms, s.related, s.loose), ' & ' order by s.n)::tsquery
    from unnest(plan.segments) s
    where not s.optional);
  plan.match_any := public.search_alternatives(plan.match);
  if char_length(plan.words) <= 1000 and current_setting('transaction_read_only') = 'off' then
    plan.slot := nextval('public.search_plans_slot_seq');
    delete from public.search_plans p where p.slot = plan.slot;
    -- Another search may have kept the same words meanwhile: its plan is the same.
    insert into public.search_plans (words, slot, segments, match, match_any)
    values (plan.words, plan.slot, plan.segments, plan.match, plan.match_any)
    on conflict do nothing;
  end if;
  return plan;
end
$$;

-- Latest definition: 20261129033900_score_descriptions_through_the_word_index.sql. The same, the
-- matches read by alternative.
create or replace function public.public_job_search(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (select p.segments, p.match_any from public.search_plan(words) p),
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
  cross join (select plan.match_any as q from plan) as m
  where j.expires_at > now()
    and j.search_words @@ any(m.q)
    and (topic is null or topic = any(j.topics))
$$;

-- Latest definition: 20261128151903_cache_search_plans.sql.
create or replace function public.public_job_search_unranked(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  select j.id, 0::real, j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  cross join (select (public.search_plan(words)).match_any as q offset 0) as m
  where j.expires_at > now()
    and j.search_words @@ any(m.q)
    and (topic is null or topic = any(j.topics))
$$;

-- Latest definition: 20261128151903_cache_search_plans.sql.
create or replace function public.public_job_ids_matching_words(words text)
returns setof uuid
language sql volatile security definer
set search_path = ''
as $$
  select j.id
  from public.job_search_rows j
  cross join (select (public.search_plan(words)).match_any as q offset 0) as m
  where j.expires_at > now()
    and j.search_words @@ any(m.q)
$$;
