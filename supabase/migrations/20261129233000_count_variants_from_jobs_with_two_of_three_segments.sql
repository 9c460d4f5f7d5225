-- The totals of a search without each of its words, read from far fewer jobs. A job the query
-- less one word finds has every segment but at most one, so it has two of any three segments:
-- the candidates are now the jobs with two of the three rarest (each segment the union of its
-- alternatives, the bitmaps intersected), where they were every job of the two rarest. For ten
-- occupations that find nothing together ("nurse engineer accountant pharmacist teacher doctor
-- …"), the two rarest held thousands of jobs at 100,000, more than the read's bound, so each of
-- the eight variants was counted apart (1.35 s for the page); two of the three rarest hold few.

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
  sources text;
  pairs text[];
  candidates uuid[];
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
  rarest := array(select x.k from unnest(rows_estimated) with ordinality as x(r, k) order by x.r, x.k limit 3);
  most := least(5000, greatest(1000, (greatest((select c.reltuples from pg_catalog.pg_class c
                                                 where c.oid = 'public.job_search_rows'::regclass), 0) / 20)::integer));
  -- The candidates: a job found without one word has every segment but at most one, so it has two
  -- of any three segments (one of any two). The jobs with two of the three rarest segments (by the
  -- planner's estimate), each pair read as in public.public_job_matches_by_segment: each segment
  -- the union of its alternatives, the two bitmaps intersected, rows read only for the jobs with
  -- both. For unrelated occupations hardly a job, where the jobs of the two rarest were thousands.
  select string_agg(format('cross join (select array_agg(x) as q from unnest(%L::tsquery[]) x) a%s',
                           public.search_alternatives(qs[r.k]), r.i), ' ' order by r.i)
    into sources
  from unnest(rarest) with ordinality as r(k, i);
  pairs := case when cardinality(rarest) = 3 then array['a1.q', 'a2.q', 'a1.q', 'a3.q', 'a2.q', 'a3.q'] else array['a1.q', 'a2.q'] end;
  execute 'select array(' || (
      select string_agg(format('select j.id from (select 1 offset 0) o %s cross join public.job_search_rows j
         where (j.search_words @@ any(%s) %s j.search_words @@ any(%s)) and %s',
         sources, pairs[2 * x.i - 1], case when cardinality(rarest) = 3 then 'and' else 'or' end, pairs[2 * x.i], filters), ' union ')
      from generate_series(1, cardinality(pairs) / 2) as x(i)) || format(' limit %s)', most + 1)
    into candidates using null::integer, null::integer, null::integer, topic, key_mask, key_value, since, min_salary;
  if coalesce(cardinality(candidates), 0) > most then
    return;
  end if;
  -- Which of the segments each candidate has (its word vector read once).
  execute format($q$select array_agg(m.mask) from (
      select (select coalesce(sum(1::bigint << (q.k - 1)::integer), 0)::bigint
              from unnest($1::tsquery[]) with ordinality as q(q, k) where b.body @@ q.q) as mask
      from public.job_search_rows j
      cross join lateral (select j.search_words || ''::tsvector as body offset 0) b
      where j.id = any($2)) m$q$)
    into masks using qs, candidates;
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
  'For a query of 3-10 words, the public jobs passing the filters (topic, facet key under mask, published since, monthly pay at least) found by the query without each one of its words, for the words whose variant is cut like the query less that word; read once from the jobs with two of the three rarest segments (one of two). Nothing when those are more than a twentieth of the board (1,000 to 5,000).';

