-- Search understands what a seeker means: each query word, or phrase that names an occupation or a
-- place ("general practitioner", "abu dhabi", "أبو ظبي"), also matches the other names the occupation
-- thesaurus (public.occupation_expansions) and the place tables give it, in either language. The
-- live search, its facets, the reference match and the alert digests all read
-- public.search_segments, so /api/jobs, /jobs, /ar/jobs, saved searches and digests agree.
--
-- A query is cut into segments, left to right, each the longest run of up to four words that
-- names an occupation or a place, else one word. Every segment is required; it matches when the job
-- has its own words (as prefixes, as before) or any of its expansions. Rank: per segment the best of
--   exact words 8 title, 4 company, 2 location;
--   a synonym (same occupation, other language, same place) 0.8 of that;
--   a narrower or broader occupation's title 0.5 of that, its other names 0.4 of that;
--   else (the description only) 1, 0.8, 0.5 or 0.4 by the kind that matched there;
-- times the segment's number of words, summed over segments. A query without any expansion ranks as
-- before. Words that are only stop words ("in", "jobs", "في", "وظائف") are not required when the
-- query has other words: they would keep Arabic queries from English jobs.

-- The other names of a place: a city's terms (English and Arabic), or a country's names that are
-- not cities. The key is compared as stored (public.place_text folding), or an Arabic word by its
-- stem with or without the article ("بالرياض", "رياض" and "الرياض" alike), on the terms' keys.
create or replace function public.search_place_terms(key text)
returns setof text
language sql stable parallel safe strict
set search_path = ''
as $$
  with k as (
    select case when key ~ '^[\u0621-\u064A\u0671-\u06D3]+$'
                then array[key, public.arabic_stem(key), 'ال' || public.arabic_stem(key)] else array[key] end as keys
  )
  select distinct x.term from (
    select o.term
    from k
    join public.city_terms c on c.term = any(k.keys)
    join public.city_terms o on o.city = c.city
    union all
    select o.term
    from k
    join public.country_terms c on c.term = any(k.keys)
    join public.country_terms o on o.country = c.country
    where not exists (select 1 from public.city_terms x where x.term = c.term)
      and not exists (select 1 from public.city_terms x where x.term = o.term)
  ) x
  where x.term <> key
$$;
comment on function public.search_place_terms(text) is
  'Other names of the place a folded query word or phrase names: every term of a city (both languages), or the non-city names of a country.';

create or replace function public.search_lexeme(word text)
returns text
language sql immutable parallel safe strict
as $$
  select '''' || replace(replace(word, '\', '\\'), '''', '''''') || '''' || case when length(word) >= 4 then ':*' else '' end
$$;
comment on function public.search_lexeme(text) is 'A folded word as a tsquery lexeme: a prefix from 4 letters, else the whole word.';

-- Folded terms (public.occupation_term_key, or place terms as stored) as one tsquery of
-- alternatives, each term's words all required. A word of four letters or more matches as a prefix
-- ("nurse" finds "nursing"), a shorter one whole: abbreviations ("EN", "CA", "GP") would otherwise
-- find "engineer", "care", "gps". An Arabic word with an article or a leading و also matches by its
-- stem, as public.search_query does.
create or replace function public.search_any(terms text[])
returns tsquery
language sql immutable parallel safe
set search_path = ''
as $$
  select string_agg('(' || q.query || ')', ' | ')::tsquery
  from (
    select t.n, string_agg(
             case when w.stem = x.word then public.search_lexeme(x.word)
                  else '(' || public.search_lexeme(x.word) || ' | ' || public.search_lexeme(w.stem) || ')' end,
             ' & ' order by x.i) as query
    from unnest(terms) with ordinality as t(term, n)
    cross join lateral unnest(string_to_array(t.term, ' ')) with ordinality as x(word, i)
    cross join lateral (select case when x.word ~ '^[\u0621-\u064A\u0671-\u06D3]' then public.arabic_stem(x.word) else x.word end as stem) as w
    where x.word <> ''
    group by t.n
  ) q
$$;
comment on function public.search_any(text[]) is
  'Folded terms as a tsquery of alternatives, every word of a term required: a prefix from 4 letters, else whole; Arabic also by its stem.';

-- The segments of a query (at most 32 words): position, number of words, whether only a stop word
-- that the query does not require, and four tsqueries: the segment's own words, its synonyms, its
-- related titles and related other names (null when there are none).
create or replace function public.search_segments(words text)
returns table (n int, len int, optional boolean, exact tsquery, synonyms tsquery, related tsquery, loose tsquery)
language sql stable parallel safe
set search_path = ''
as $$
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
         public.search_any(array(
           select e.term from expansions e where e.phrase = s.key and e.weight >= 0.75 and e.weight < 1 and e.term <> s.key
           union select p from unnest(s.places) as p)),
         public.search_any(array(
           select e.term from expansions e
           where e.phrase = s.key and e.weight < 0.75 and e.term <> s.key
             and exists (select 1 from public.occupation_terms ot where ot.key = e.term and ot.kind = 'title'))),
         public.search_any(array(
           select e.term from expansions e
           where e.phrase = s.key and e.weight < 0.75 and e.term <> s.key
             and not exists (select 1 from public.occupation_terms ot where ot.key = e.term and ot.kind = 'title')))
  from segments s
  order by s.i
$$;
comment on function public.search_segments(text) is
  'A query cut into segments (the longest run of up to 4 words naming an occupation or place, else a word; at most 32 words): each with its own words, synonyms, related titles and related other names as tsqueries; stop words optional when other words exist.';

-- One segment as a match, by its own words or any expansion: a tsquery's text for string_agg over
-- the segments, null for a segment without words of its own (string_agg leaves it out).
create or replace function public.search_segment_match(exact tsquery, synonyms tsquery, related tsquery, loose tsquery)
returns text
language sql immutable parallel safe
as $$
  select case when exact::text <> '' then
    '(' || concat_ws(' | ', exact::text, '(' || synonyms::text || ')', '(' || related::text || ')', '(' || loose::text || ')') || ')'
  end
$$;
comment on function public.search_segment_match(tsquery, tsquery, tsquery, tsquery) is
  'One segment of public.search_segments as a tsquery''s text (its own words or any expansion), null without words of its own: joined with & into the match.';

-- The whole query as one tsquery for the word index: every required segment, by any of its forms.
create or replace function public.search_match(words text)
returns tsquery
language sql stable parallel safe
set search_path = ''
as $$
  select string_agg(public.search_segment_match(s.exact, s.synonyms, s.related, s.loose), ' & ' order by s.n)::tsquery
  from public.search_segments(words) s
  where not s.optional
$$;
comment on function public.search_match(text) is
  'The tsquery a search matches with: every required segment of public.search_segments, by its own words or any expansion.';

-- One segment's score in a job (see the top of this file). The description (body) is read only
-- when the title, company and location miss and the segment has expansions: it is stored out of
-- line and costly to read.
create or replace function public.search_segment_score(
  title tsvector, company tsvector, place tsvector, body tsvector,
  exact tsquery, synonyms tsquery, related tsquery, loose tsquery
) returns real
language sql immutable parallel safe
as $$
  select coalesce(
    greatest(
      case when title @@ exact then 8 when company @@ exact then 4 when place @@ exact then 2 end,
      case when title @@ synonyms then 6.4 when company @@ synonyms then 3.2 when place @@ synonyms then 1.6 end,
      case when title @@ related then 4 when company @@ related then 2 when place @@ related then 1 end,
      case when title @@ loose then 3.2 when company @@ loose then 1.6 when place @@ loose then 0.8 end),
    case when synonyms is null and related is null and loose is null then 1
         when body @@ exact then 1 when body @@ synonyms then 0.8 when body @@ related then 0.5 else 0.4 end)::real
$$;
comment on function public.search_segment_score(tsvector, tsvector, tsvector, tsvector, tsquery, tsquery, tsquery, tsquery) is
  'One query segment''s score in a job: exact 8/4/2 (title/company/location), synonym 0.8, related title 0.5, related other name 0.4 of that; description only 1/0.8/0.5/0.4.';

-- The search, its unranked twin (facets, newest first), the digests' match and the reference rank
-- over jobs: same names, arguments, columns and grants as before, the match and rank above.
create or replace function public.public_job_search(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql stable security definer rows 20000
set search_path = ''
as $$
  with segs as materialized (select * from public.search_segments(words) where not optional)
  select j.id,
         (select coalesce(sum(s.len * public.search_segment_score(h.title, h.company, h.place, j.search_words, s.exact, s.synonyms, s.related, s.loose)), 0)
          from segs s)::real,
         j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  -- The match of public.search_match, from the segments already made.
  cross join (select string_agg(public.search_segment_match(s.exact, s.synonyms, s.related, s.loose), ' & ' order by s.n)::tsquery as q
              from segs s) as m
  cross join lateral (select ts_filter(j.search_head, '{a}') as title, ts_filter(j.search_head, '{b}') as company,
                            ts_filter(j.search_head, '{c}') as place) as h
  where j.expires_at > now()
    and j.search_words @@ m.q
    and (topic is null or topic = any(j.topics))
$$;
comment on function public.public_job_search(text, text) is
  'Approved, unexpired jobs matching every segment of the query (public.search_segments: own words as prefixes, or occupation and place expansions), of the topic when one is given: id, rank, publication time, monthly pay in AED and the facet key.';

create or replace function public.public_job_search_unranked(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql stable security definer rows 20000
set search_path = ''
as $$
  select j.id, 0::real, j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  cross join (select public.search_match(words) as q offset 0) as m
  where j.expires_at > now()
    and j.search_words @@ m.q
    and (topic is null or topic = any(j.topics))
$$;
comment on function public.public_job_search_unranked(text, text) is
  'The rows of public.public_job_search(words, topic) with rank 0: for a keyword search sorted newest first.';

create or replace function public.public_job_ids_matching_words(words text)
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select j.id
  from public.job_search_rows j
  cross join (select public.search_match(words) as q offset 0) as m
  where j.expires_at > now()
    and j.search_words @@ m.q
$$;
comment on function public.public_job_ids_matching_words(text) is
  'Ids of approved, unexpired jobs matching the query as public_job_search does (expansions included): the digests'' keyword match.';

create or replace function public.public_job_matches(words text)
returns table (id uuid, rank real)
language sql stable security definer
set search_path = ''
as $$
  with segs as materialized (select * from public.search_segments(words) where not optional)
  select j.id,
         (select coalesce(sum(s.len * public.search_segment_score(h.title, h.company, h.place, j.search_words, s.exact, s.synonyms, s.related, s.loose)), 0)
          from segs s)::real
  from public.jobs j
  -- The match of public.search_match, from the segments already made.
  cross join (select string_agg(public.search_segment_match(s.exact, s.synonyms, s.related, s.loose), ' & ' order by s.n)::tsquery as q
              from segs s) as m
  cross join lateral (select ts_filter(j.search_head, '{a}') as title, ts_filter(j.search_head, '{b}') as company,
                            ts_filter(j.search_head, '{c}') as place) as h
  where j.status = 'approved' and j.expires_at > now()
    and j.search_words @@ m.q
$$;
comment on function public.public_job_matches(text) is
  'Approved, unexpired jobs over the jobs table, matched and ranked as public_job_search: the reference the narrow search keeps.';

-- Helpers of the security-definer functions above: visitors call those, not these.
revoke all on function public.search_place_terms(text), public.search_any(text[]), public.search_segments(text),
  public.search_segment_match(tsquery, tsquery, tsquery, tsquery), public.search_match(text), public.search_lexeme(text), public.search_segment_score(tsvector, tsvector, tsvector, tsvector, tsquery, tsquery, tsquery, tsquery)
  from public, anon, authenticated;
grant execute on function public.search_place_terms(text), public.search_any(text[]), public.search_segments(text),
  public.search_segment_match(tsquery, tsquery, tsquery, tsquery), public.search_match(text), public.search_lexeme(text), public.search_segment_score(tsvector, tsvector, tsvector, tsvector, tsquery, tsquery, tsquery, tsquery)
  to service_role;
