-- The nearer searches of a search that found nothing (src/lib/jobs/search-suggestions.ts) are
-- mostly the query without one of its words, each counted as a search of its own: for a query of
-- ten words eight counts, each reading every word's entries of the word index again (a 10-word
-- query's page 1 took 100-190 ms on the 10,000-job bench board, its page 2 25-55 ms).
--
-- A job found by the query without one word has all of its other words' segments, so it has at
-- least one of any two segments: every such job is among the jobs of the two rarest segments
-- (by the planner's estimate). public.public_job_totals_without_each_word reads those once, notes
-- which segments each has, and counts from that every variant whose cut into segments is the
-- query's own less that word's (a word that is a segment of its own, the others cut alike; the
-- rest are counted as searches, as before). Too many jobs in the two rarest segments: nothing is
-- answered and every variant is counted as before. A job read costs 25-40 µs (its word vector read
-- once, each segment tested); each count it saves costs more on a larger board (5-10 ms at 10,000
-- jobs, about 40 at 100,000), so the bound is a twentieth of the board, 1,000 to 5,000: at 100,000
-- jobs a ten-word query's 2,294 jobs of "python" and "apps" are read once in 63 ms instead of eight
-- counts (about 330 ms); at 10,000 ten occupations' 2,275 jobs (91 ms) go to the counts (about 60).
--
-- Each required segment's simplified match (public.search_segment_match) is kept with the query's
-- plan (search_plans.segment_matches): a segment's plain alternatives are several times as many
-- ("nurse": 64 against 15), so testing them cost several times as much. The plans kept so far are
-- forgotten, to be made again. The jobs are read by a bitmap of the two segments (walking the
-- expiry index and testing every job took 192 ms at 10,000 jobs).
-- tests/integration/search-top.test.ts compares each total with the variant's own count.

delete from public.search_plans;
alter table public.search_plans add column segment_matches tsquery[];
comment on column public.search_plans.segment_matches is 'public.search_segment_match of each segment that is required and has words of its own, in order: what match ANDs.';

create or replace function public.search_plan(words text)
returns public.search_plans
language plpgsql
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
  plan.segment_matches := array(
    select m.t::tsquery
    from unnest(plan.segments) s
    cross join lateral (select public.search_segment_match(s.exact, s.synonyms, s.related, s.loose) as t) m
    where not s.optional and m.t is not null
    order by s.n);
  -- public.search_match, from the segments just made
  plan.match := (select string_agg('(' || x.m::text || ')', ' & ' order by x.k)::tsquery
                 from unnest(plan.segment_matches) with ordinality as x(m, k));
  plan.match_any := public.search_alternatives(plan.match);
  if char_length(plan.words) <= 1000 and current_setting('transaction_read_only') = 'off' then
    plan.slot := nextval('public.search_plans_slot_seq');
    delete from public.search_plans p where p.slot = plan.slot;
    -- Another search may have kept the same words meanwhile: its plan is the same.
    insert into public.search_plans (words, slot, segments, match, match_any, segment_matches)
    values (plan.words, plan.slot, plan.segments, plan.match, plan.match_any, plan.segment_matches)
    on conflict do nothing;
  end if;
  return plan;
end
$$;

create or replace function public.public_job_totals_without_each_word(
  words text, topic text, key_mask bigint, key_value bigint, since timestamptz, min_salary bigint)
returns table (word integer, variant text, total integer)
language plpgsql volatile security definer
set search_path = ''
set enable_seqscan = off
-- The two segments' jobs through the word index (a bitmap), not by walking another index.
set enable_indexscan = off
set random_page_cost = 1.1
as $$
declare
  -- At most this many jobs are read (each word vector read once and tested, 25-40 µs a job): a
  -- twentieth of the board, as the counts it saves cost more on a larger board; 1,000 to 5,000.
  most integer;
  -- The search's filters on a search row j: $4 topic, $5 and $6 key mask and value, $7 published
  -- since, $8 monthly pay at least.
  filters constant text := $f$j.expires_at > now() and ($4::text is null or $4::text = any(j.topics))
    and (j.facet_key & $5::bigint) = $6::bigint and ($7::timestamptz is null or j.at >= $7::timestamptz)
    and ($8::bigint is null or coalesce(j.salary_aed >= $8::bigint, false))$f$;
  w text[];
  whole public.search_plans;
  nearer public.search_plans;
  required integer[];
  qs tsquery[];
  rows_estimated float8[];
  estimate json;
  rarest integer[];
  masks bigint[];
  seg public.search_segment;
  bit bigint;
  everything bigint;
  k integer;
  i integer;
  whole_rest public.search_segment[];
  nearer_all public.search_segment[];
begin
  w := array(select x from unnest(regexp_split_to_array(coalesce(words, ''), '\s+')) as x where x <> '');
  if cardinality(w) < 3 or cardinality(w) > 10 then
    return;
  end if;
  whole := public.search_plan(array_to_string(w, ' '));
  -- Each required segment with words of its own, and its match (kept with the plan).
  required := array(select s.n from unnest(whole.segments) s where not s.optional and coalesce(s.exact::text, '') <> '' order by s.n);
  qs := whole.segment_matches;
  if coalesce(cardinality(qs), 0) < 2 or cardinality(qs) > 62 then
    return;
  end if;
  rows_estimated := '{}';
  for k in 1..cardinality(qs) loop
    execute format('explain (format json) select 1 from public.job_search_rows j where j.search_words @@ %L::tsquery', qs[k]::text)
      into estimate;
    rows_estimated := rows_estimated || (estimate -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  end loop;
  rarest := array(select x.k from unnest(rows_estimated) with ordinality as x(r, k) order by x.r, x.k limit 2);
  most := least(5000, greatest(1000, (greatest((select c.reltuples from pg_catalog.pg_class c
                                                 where c.oid = 'public.job_search_rows'::regclass), 0) / 20)::integer));
  -- Which of the segments each job of the two rarest has (its word vector read once).
  execute format($q$select array_agg(m.mask) from (
      select (select coalesce(sum(1::bigint << (q.k - 1)::integer), 0)::bigint
              from unnest($1::tsquery[]) with ordinality as q(q, k) where b.body @@ q.q) as mask
      from public.job_search_rows j
      cross join lateral (select j.search_words || ''::tsvector as body offset 0) b
      where (j.search_words @@ $2 or j.search_words @@ $3) and %s
      limit %s) m$q$, filters, most + 1)
    into masks using qs, qs[rarest[1]], qs[rarest[2]], topic, key_mask, key_value, since, min_salary;
  if coalesce(cardinality(masks), 0) > most then
    return;
  end if;
  everything := (1::bigint << cardinality(qs)) - 1;
  for i in 1..cardinality(w) loop
    select s.* into seg from unnest(whole.segments) s where s.n <= i and i < s.n + s.len;
    continue when seg.len is distinct from 1;
    variant := array_to_string(w[1:i - 1] || w[i + 1:], ' ');
    nearer := public.search_plan(variant);
    -- The variant is cut as the query less this word: the same segments, the same expansions.
    whole_rest := array(select s from unnest(whole.segments) s where s.n <> i order by s.n);
    nearer_all := array(select s from unnest(nearer.segments) s order by s.n);
    continue when cardinality(whole_rest) <> cardinality(nearer_all) or exists (
      select 1 from generate_subscripts(whole_rest, 1) as x(j)
      where (whole_rest[x.j].len, whole_rest[x.j].optional, whole_rest[x.j].exact, whole_rest[x.j].synonyms,
             whole_rest[x.j].related, whole_rest[x.j].loose)
            is distinct from (nearer_all[x.j].len, nearer_all[x.j].optional, nearer_all[x.j].exact, nearer_all[x.j].synonyms,
                              nearer_all[x.j].related, nearer_all[x.j].loose));
    k := array_position(required, i);
    bit := case when k is null then 0 else 1::bigint << (k - 1) end;
    word := i;
    total := (select count(*) from unnest(masks) as m(mask) where m.mask | bit = everything);
    return next;
  end loop;
end
$$;
comment on function public.public_job_totals_without_each_word(words text, topic text, key_mask bigint, key_value bigint, since timestamptz, min_salary bigint) is
  'For a query of 3-10 words, the public jobs passing the filters (topic, facet key under mask, published since, monthly pay at least) found by the query without each one of its words, for the words whose variant is cut like the query less that word; read once from the jobs of the two rarest segments. Nothing when those are more than a twentieth of the board (1,000 to 5,000).';


revoke execute on function public.public_job_totals_without_each_word(text, text, bigint, bigint, timestamptz, bigint) from public;
grant execute on function public.public_job_totals_without_each_word(text, text, bigint, bigint, timestamptz, bigint) to anon, authenticated, service_role;
