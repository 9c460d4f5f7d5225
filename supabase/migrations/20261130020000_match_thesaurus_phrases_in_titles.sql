-- A thesaurus title of several words matches in a job's title only. An occupation's other names,
-- related and narrower titles ("accounts manager", "audit manager", "general practitioner") were
-- matched like the words typed: every word anywhere in the job, so a description naming an "audit"
-- in one sentence and a "manager" in another was an accountant job (at 100,000 bench jobs, 3,333
-- of "accountant"'s 17,574 matches were such). A title is what names the job: now each word of a
-- thesaurus term of two or more words carries weight A (the title's weight in search_words and
-- search_head), so the term matches where all its words are in the title. The words typed (a query
-- "maths teacher" finds "teacher" in a title and "maths" in a description, as before), one-word
-- names (CPA, ACCA, auditor, RN) and place names (Abu Dhabi) still match anywhere.
--
-- Every reader works from the same tsqueries (search_words has the weights), so the reference
-- (public.public_job_matches), the digests and the search agree. What is cheaper: an alternative
-- whose every word is weighted A is read through the title index (ts_filter(search_head, '{a}'),
-- short entries) rather than the word index, where "manager" or "audit" list most descriptions;
-- and never through the word index with its weights, which makes PostgreSQL read every row found
-- again to check them (the word vector is out of the row). "accountant" at 100,000 bench jobs:
-- the word index read 60,903 entries in 42-58 ms for its 34 alternatives; now 31,512 there and 18
-- titles through the title index, 26-31 ms (EXPLAIN ANALYZE of the count); the whole /api/jobs
-- request 119-131 -> 89-91 ms, "accountant dubai" 113-122 -> 72 ms, "محاسب" 104 -> 79 ms (median
-- of 8, load 2.5-3).
--
-- Also: a search of one segment read its matches through two functions, each copying them
-- (public_job_search_matches over public_job_search_unranked): one copy now.

-- An alternative every word of which carries weight A: matched in titles only.
create or replace function public.search_title_only(q tsquery)
returns boolean
language sql immutable parallel safe strict
set search_path = ''
as $$
  select coalesce(bool_and(t.m[1] ~ ':\*?A$'), false)
  from regexp_matches(q::text, '''(?:[^'']|'''')*''(?::[*A-D]+)?', 'g') as t(m)
$$;
comment on function public.search_title_only(q tsquery) is 'Whether every word of a tsquery carries weight A (and no other): a thesaurus title of several words, matched in job titles only.';
revoke execute on function public.search_title_only(tsquery) from public;

-- The same tsquery without weights: for the title index, whose words are all the title's.
create or replace function public.search_unweighted(q tsquery)
returns tsquery
language sql immutable parallel safe strict
set search_path = ''
as $$
  select regexp_replace(regexp_replace(q::text, ''':\*[A-D]+', ''':*', 'g'), ''':[A-D]+', '''', 'g')::tsquery
$$;
comment on function public.search_unweighted(q tsquery) is 'A tsquery with its weight labels removed (''a'':*A as ''a'':*).';
revoke execute on function public.search_unweighted(tsquery) from public;

-- Alternatives (public.search_alternatives) read through the word index: all but the titles.
create or replace function public.search_word_part(alternatives tsquery[])
returns tsquery[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array(select x.a from unnest(alternatives) with ordinality as x(a, n) where not public.search_title_only(x.a) order by x.n)
$$;
comment on function public.search_word_part(alternatives tsquery[]) is 'The alternatives read through the word index (search_words): those not public.search_title_only.';
revoke execute on function public.search_word_part(tsquery[]) from public;

-- ... and through the title index, unweighted.
create or replace function public.search_title_part(alternatives tsquery[])
returns tsquery[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array(select public.search_unweighted(x.a) from unnest(alternatives) with ordinality as x(a, n)
               where public.search_title_only(x.a) order by x.n)
$$;
comment on function public.search_title_part(alternatives tsquery[]) is 'The alternatives matched in titles only (public.search_title_only), unweighted: read through the title index, ts_filter(search_head, ''{a}'').';
revoke execute on function public.search_title_part(tsquery[]) from public;

-- A folded word as a lexeme with a weight label ('' none).
create or replace function public.search_lexeme_in(word text, weight text)
returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select public.search_lexeme(word) || case when weight = '' then '' when length(word) >= 4 then weight else ':' || weight end
$$;
comment on function public.search_lexeme_in(word text, weight text) is 'public.search_lexeme(word) limited to the fields of weight (A-D; '''' any).';
revoke execute on function public.search_lexeme_in(text, text) from public;

drop function if exists public.search_any(text[]);
create or replace function public.search_any(terms text[], phrase_weight text default '')
returns tsquery
language sql immutable parallel safe
set search_path = ''
as $$
  select string_agg('(' || q.query || ')', ' | ')::tsquery
  from (
    select t.n, string_agg(
             case when w.stem = x.word then public.search_lexeme_in(x.word, p.weight)
                  else '(' || public.search_lexeme_in(x.word, p.weight) || ' | ' || public.search_lexeme_in(w.stem, p.weight) || ')' end,
             ' & ' order by x.i) as query
    from unnest(terms) with ordinality as t(term, n)
    cross join lateral (
      select case when (select count(*) from unnest(string_to_array(t.term, ' ')) y where y <> '') > 1
                  then coalesce(phrase_weight, '') else '' end as weight) as p
    cross join lateral unnest(string_to_array(t.term, ' ')) with ordinality as x(word, i)
    cross join lateral (select case when x.word ~ '^[\u0621-\u064A\u0671-\u06D3]' then public.arabic_stem(x.word) else x.word end as stem) as w
    where x.word <> ''
    group by t.n
  ) q
$$;
comment on function public.search_any(terms text[], phrase_weight text) is 'Folded terms as a tsquery of alternatives, every word of a term required: a prefix from 4 letters, else whole; Arabic also by its stem; the words of a term of several words limited to the fields of phrase_weight (A-D, '''' any).';
revoke execute on function public.search_any(text[], text) from public;

CREATE OR REPLACE FUNCTION public.search_segments(words text)
 RETURNS TABLE(n integer, len integer, optional boolean, exact tsquery, synonyms tsquery, related tsquery, loose tsquery)
 LANGUAGE sql
 STABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  with recursive toks as materialized (
    select x.word, public.occupation_term_key(x.word) as key, row_number() over (order by x.i)::int as i
    from (select t.word, t.i from regexp_split_to_table(coalesce(words, ''), '\s+') with ordinality as t(word, i)
          where t.word <> '' order by t.i limit 32) x
  ),
  expansions as materialized (
    select e.phrase, e.term, e.weight
    from public.occupation_expansions(array(select key from toks where key <> '' order by i)) e
  ),
  candidates as materialized (
    select a.i, l.len, string_agg(b.key, ' ' order by b.i) as key, string_agg(b.word, ' ' order by b.i) as text
    from toks a
    cross join generate_series(1, 4) as l(len)
    join toks b on b.i between a.i and a.i + l.len - 1
    group by a.i, l.len
    having count(*) = l.len
  ),
  named as materialized (
    select c.i, c.len, c.key, c.text,
           exists (select 1 from expansions e where e.phrase = c.key and e.weight < 1) as occupation,
           array(select public.search_place_terms(c.key)) as places
    from candidates c
    where c.key <> ''
  ),
  cut (i, len) as (
    select 1, coalesce((select max(n.len) from named n where n.i = 1 and (n.occupation or cardinality(n.places) > 0)), 1)
    where exists (select 1 from toks)
    union all
    select c.i + c.len,
           coalesce((select max(n.len) from named n where n.i = c.i + c.len and (n.occupation or cardinality(n.places) > 0)), 1)
    from cut c
    where c.i + c.len <= (select max(i) from toks)
  ),
  segments as materialized (
    select c.i, c.len, coalesce(m.key, '') as key, coalesce(m.text, t.word) as text, coalesce(m.places, '{}') as places,
           c.len = 1 and exists (select 1 from public.occupation_stop_words s where s.key = t.key) as stop
    from cut c
    join toks t on t.i = c.i
    left join named m on m.i = c.i and m.len = c.len
  )
  select s.i, s.len,
         s.stop and exists (select 1 from segments o where not o.stop),
         public.search_query(s.text),
         -- An occupation's names of several words in titles only; place names anywhere.
         (select coalesce(o.q || p.q, o.q, p.q)
          from (select public.search_any(array(
                  select e.term from expansions e where e.phrase = s.key and e.weight >= 0.75 and e.weight < 1 and e.term <> s.key
                  order by e.term), 'A') as q) o
          cross join (select public.search_any(array(
                  select p from unnest(s.places) as p where p not in (
                    select e.term from expansions e where e.phrase = s.key and e.weight >= 0.75 and e.weight < 1 and e.term <> s.key)
                  order by p)) as q) p),
         public.search_any(array(
           select e.term from expansions e
           where e.phrase = s.key and e.weight < 0.75 and e.term <> s.key
             and exists (select 1 from public.occupation_terms ot where ot.key = e.term and ot.kind = 'title')), 'A'),
         public.search_any(array(
           select e.term from expansions e
           where e.phrase = s.key and e.weight < 0.75 and e.term <> s.key
             and not exists (select 1 from public.occupation_terms ot where ot.key = e.term and ot.kind = 'title')), 'A')
  from segments s
  order by s.i
$function$;
comment on function public.search_segments(words text) is 'A query cut into segments (the longest run of up to 4 words naming an occupation or place, else a word; at most 32 words): each with its own words, synonyms, related titles and related other names as tsqueries; stop words optional when other words exist. An expansion of several words matches in titles only (weight A).';

CREATE OR REPLACE FUNCTION public.search_simplify(q tsquery)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  with toks as materialized (
    select t.m[1] as tok, t.n
    from regexp_matches(q::text, '''(?:[^'']|'''')*''(?::[*A-D]+)?|[()&|!]|<[0-9-]+>', 'g') with ordinality as t(m, n)
  ),
  depth as (
    select tok, n, coalesce(sum(case tok when '(' then 1 when ')' then -1 else 0 end)
                     over (order by n rows between unbounded preceding and 1 preceding), 0) as d
    from toks
  ),
  placed as (
    select tok, n, d, sum(case when d = 0 and tok = '|' then 1 else 0 end) over (order by n) as alt
    from depth
  ),
  atomed as (
    select tok, n, d, alt, sum(case when d = 0 and tok = '&' then 1 else 0 end) over (partition by alt order by n) as atom
    from placed
    where not (d = 0 and tok = '|')
  ),
  parts as materialized (
    select x.alt, x.atom, x.a,
           substring(x.a from '^''([^'']*)'':\*$') as prefix,
           -- a word with weights implies it without (the same word in fewer fields)
           substring(x.a from '^''([^'']*)''(?::\*?[A-D]*)?$') as lexeme,
           count(*) over (partition by x.alt) as size
    from (select alt, atom, string_agg(tok, ' ' order by n) as a
          from atomed where not (d = 0 and tok = '&') group by alt, atom) x
  ),
  -- covers(a, b): how many of a's atoms one of b's atoms implies (the same atom, or a longer
  -- word for a prefix); all of them: b implies a, so a | b is a.
  covers as materialized (
    select pa.alt as a, pb.alt as b, max(pa.size) as size, count(distinct pa.atom) as n
    from parts pa
    join parts pb on pb.alt <> pa.alt
     and (pb.a = pa.a or (pa.prefix is not null and pb.lexeme is not null and starts_with(pb.lexeme, pa.prefix)))
    group by pa.alt, pb.alt
  ),
  dropped as (
    select c.b as alt
    from covers c
    where c.n = c.size
      -- of two alternatives that imply each other, the first stays
      and (c.a < c.b or not exists (select 1 from covers r where r.a = c.b and r.b = c.a and r.n = r.size))
  )
  select case when (select coalesce(string_agg(tok, '' order by n), '') from toks) <> replace(q::text, ' ', '') then q
  else coalesce(
    (select string_agg(x.t, ' | ' order by x.alt)::tsquery
     from (select p.alt, '(' || string_agg(p.a, ' & ' order by p.atom) || ')' as t
           from parts p where p.alt not in (select alt from dropped) group by p.alt) x),
    q) end
$function$;
comment on function public.search_simplify(q tsquery) is 'The same tsquery (the same matches) without the alternatives that imply another: a | (a & b) as a, a prefix''s longer words dropped.';

CREATE OR REPLACE FUNCTION public.public_job_search_unranked(words text, topic text DEFAULT NULL::text)
 RETURNS TABLE(id uuid, rank real, at timestamp with time zone, salary_aed bigint, facet_key bigint)
 LANGUAGE sql
 SECURITY DEFINER ROWS 20000
 SET search_path TO ''
AS $function$
  with plan as materialized (
    select public.search_word_part(p.match_any) as w, public.search_title_part(p.match_any) as t,
           public.search_plan_by_segment(p) as by_segment
    from public.search_plan(words) p)
  select j.id, 0::real, j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  cross join (select plan.w, plan.t from plan) as m
  where (select not plan.by_segment from plan)
    and j.expires_at > now()
    and (j.search_words @@ any(m.w) or ts_filter(j.search_head, '{a}') @@ any(m.t))
    and (topic is null or topic = any(j.topics))
  union all
  select s.id, s.rank, s.at, s.salary_aed, s.facet_key from public.public_job_matches_by_segment(words, topic) s
  where (select plan.by_segment from plan)
$function$;
comment on function public.public_job_search_unranked(words text, topic text) is 'The rows of public.public_job_search(words, topic) with rank 0: for a keyword search sorted newest first.';

CREATE OR REPLACE FUNCTION public.public_job_ids_matching_words(words text)
 RETURNS SETOF uuid
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select j.id
  from public.job_search_rows j
  cross join (select public.search_word_part(p.match_any) as w, public.search_title_part(p.match_any) as t
              from public.search_plan(words) p offset 0) as m
  where j.expires_at > now()
    and (j.search_words @@ any(m.w) or ts_filter(j.search_head, '{a}') @@ any(m.t))
$function$;
comment on function public.public_job_ids_matching_words(words text) is 'Ids of approved, unexpired jobs matching the query as public_job_search does (expansions included): the digests'' keyword match.';

CREATE OR REPLACE FUNCTION public.public_job_search(words text, topic text DEFAULT NULL::text)
 RETURNS TABLE(id uuid, rank real, at timestamp with time zone, salary_aed bigint, facet_key bigint)
 LANGUAGE sql
 SECURITY DEFINER ROWS 20000
 SET search_path TO ''
AS $function$
  with plan as materialized (
    select p.segments, public.search_word_part(p.match_any) as w, public.search_title_part(p.match_any) as t,
           public.search_plan_by_segment(p) as by_segment
    from public.search_plan(words) p),
  segs as materialized (
    select s.*, case when a.t <> '' and position('!' in a.t) = 0 then a.t::tsquery end as head_any,
           s.synonyms is null and s.related is null and s.loose is null as plain,
           public.search_word_part(public.search_alternatives(s.synonyms)) as synonyms_w,
           public.search_title_part(public.search_alternatives(s.synonyms)) as synonyms_t
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
    select s.n, j.id from segs s
    join public.job_search_rows j on (j.search_words @@ any(s.synonyms_w) or ts_filter(j.search_head, '{a}') @@ any(s.synonyms_t))
    where s.head_any is not null and not s.plain and not (select plan.by_segment from plan)),
  -- The matches: one segment through the word index with its alternatives; more, segment by
  -- segment (public.public_job_matches_by_segment).
  matched as (
    select j.id, j.at, j.salary_aed, j.facet_key, j.search_head, j.search_words from public.job_search_rows j
    cross join (select plan.w, plan.t from plan) as m
    where (select not plan.by_segment from plan)
      and j.expires_at > now()
      and (j.search_words @@ any(m.w) or ts_filter(j.search_head, '{a}') @@ any(m.t))
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
$function$;
comment on function public.public_job_search(words text, topic text) is 'Approved, unexpired jobs matching every segment of the query (public.search_segments: own words as prefixes, or occupation and place expansions), of the topic when one is given: id, rank, publication time, monthly pay in AED and the facet key.';

CREATE OR REPLACE FUNCTION public.public_job_totals_without_each_word(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint)
 RETURNS TABLE(word integer, variant text, total integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 SET enable_seqscan TO 'off'
 SET enable_indexscan TO 'off'
 SET random_page_cost TO '1.1'
AS $function$
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
  -- (A segment's thesaurus titles read without their weight: more jobs, none missed, no row read
  -- twice to check a weight; the masks below test the segments as they are.)
  select string_agg(format('cross join (select array_agg(x) as q from unnest(%L::tsquery[]) x) a%s',
                           public.search_alternatives(public.search_unweighted(qs[r.k])), r.i), ' ' order by r.i)
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
$function$;
comment on function public.public_job_totals_without_each_word(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint) is 'For a query of 3-10 words, the public jobs passing the filters (topic, facet key under mask, published since, monthly pay at least) found by the query without each one of its words, for the words whose variant is cut like the query less that word; read once from the jobs with two of the three rarest segments (one of two). Nothing when those are more than a twentieth of the board (1,000 to 5,000).';

-- A segment with thesaurus titles of several words has two parts: the alternatives read through
-- the word index (w) and the titles, unweighted, through the title index (t). Written as one
-- condition, (w or t), PostgreSQL gave up the intersection of bitmaps and tested the segment on
-- every row of the others (650 ms for "accountant dubai"); read through the word index with their
-- weights, every row found must be read again to check them (its word vector out of the row: 140
-- ms). So the statement is a union of branches, one per choice of part for each such segment (at
-- most two segments split, four branches), each branch an intersection of index reads; a row
-- found through a segment's titles is left out when its words meet that segment's w, so each
-- row comes once.
create or replace function public.public_job_matches_by_segment(words text, topic text)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint, search_head tsvector)
language plpgsql volatile security definer rows 20000
set search_path = ''
set enable_seqscan = off
set join_collapse_limit = 1
as $$
declare
  qs tsquery[];
  rows_estimated float8[] := '{}';
  estimate json;
  k integer;
  split integer[];
  segments text;
  branches text;
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
  if cardinality(rows_estimated) = 0 then
    return;
  end if;
  -- The segments with titles, split: of a query of two or three segments, the first two (a
  -- third's titles are read with its words, weighted, each row found checked again). Of more
  -- segments none: their intersection is few rows, each checked at little cost, where every branch
  -- would read the rarest segments again (ten words of which eight with titles: 11 -> 93 ms split).
  split := case when cardinality(qs) <= 3 then
             array(select x.k from generate_subscripts(qs, 1) as x(k)
                   where exists (select 1 from unnest(public.search_alternatives(qs[x.k])) a where public.search_title_only(a))
                   order by x.k limit 2)
           else '{}' end;
  -- Each segment's parts from an aggregate, whose value the planner cannot see: given the values
  -- it may read two segments in one index scan, which for arrays scans the index once for each
  -- pair of alternatives (34 x 2 = 68 scans for "accountant dubai"), or test a segment on every
  -- row the others found, each row's words read (seconds); not seeing them, it intersects one
  -- bitmap per segment.
  select string_agg(case when m.k = any(split)
           then format('cross join (select array_agg(x) filter (where not public.search_title_only(x)) as w,
                                           array_agg(public.search_unweighted(x)) filter (where public.search_title_only(x)) as t
                                    from unnest(%L::tsquery[]) x) s%s', public.search_alternatives(qs[m.k]), m.k)
           else format('cross join (select array_agg(x) as w from unnest(%L::tsquery[]) x) s%s', public.search_alternatives(qs[m.k]), m.k)
         end, ' ' order by m.k)
    into segments
  from unnest(rows_estimated) with ordinality as m(r, k);
  -- Branch b takes the titles of the split segments whose bit is set in b, the words of the others.
  select string_agg(format('select j.id, 0::real, j.at, j.salary_aed, j.facet_key, j.search_head from (select 1 offset 0) o %s
       cross join public.job_search_rows j
       where j.expires_at > now() and %s and ($1::text is null or $1 = any(j.topics))', segments, t.tests), ' union all ' order by b.b)
    into branches
  from generate_series(0, (1 << cardinality(split)) - 1) as b(b)
  cross join lateral (
    select string_agg(case when (b.b >> (array_position(split, m.k::integer) - 1)) & 1 = 1
             then format('ts_filter(j.search_head, ''{a}''::"char"[]) @@ any(s%1$s.t) and not (j.search_words @@ any(s%1$s.w))', m.k)
             else format('j.search_words @@ any(s%s.w)', m.k) end, ' and ' order by m.r, m.k) as tests
    from unnest(rows_estimated) with ordinality as m(r, k)) t;
  return query execute branches using topic;
end
$$;
comment on function public.public_job_matches_by_segment(words text, topic text) is 'The rows of public.public_job_search_unranked(words, topic) and their title, company and location words, for a query of two segments or more, each segment read as its own condition on the word index (the union of its alternatives; its thesaurus titles of several words on the title index), the segments intersected.';

-- One segment's matches read here, not through public_job_search_unranked (one copy of them, not two).
create or replace function public.public_job_search_matches(words text, topic text, ranked boolean)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint, ranked boolean)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (
    select public.search_word_part(p.match_any) as w, public.search_title_part(p.match_any) as t,
           public.search_plan_by_segment(p) as by_segment,
           public.search_plan_by_segment(p) and coalesce(public_job_search_matches.ranked, false) as rank_all
    from public.search_plan(words) p)
  select j.id, 0::real, j.at, j.salary_aed, j.facet_key, false
  from public.job_search_rows j
  cross join (select plan.w, plan.t from plan) as m
  where (select not plan.by_segment from plan)
    and j.expires_at > now()
    and (j.search_words @@ any(m.w) or ts_filter(j.search_head, '{a}') @@ any(m.t))
    and (topic is null or topic = any(j.topics))
  union all
  select s.id, s.rank, s.at, s.salary_aed, s.facet_key, false
  from public.public_job_matches_by_segment(words, topic) s
  where (select plan.by_segment and not plan.rank_all from plan)
  union all
  select r.id, r.rank, r.at, r.salary_aed, r.facet_key, true
  from public.public_job_search(words, topic) r
  where (select plan.rank_all from plan)
$$;
comment on function public.public_job_search_matches(words text, topic text, ranked boolean) is 'The matches of public.public_job_search_unranked(words, topic), ranked (public.public_job_search, ranked true) when asked and the query is read segment by segment.';

-- Plans kept with the old expansions are made again.
delete from public.search_plans;
