-- A keyword search's time went on two things the data need not cost: reading the word index
-- for up to 64 alternatives of which most repeat a shorter one ("nurse" and "assistant nurse",
-- "nurs" and "nursing"), and testing every alternative against every job's title, company and
-- location to find the best score. The same matches and scores, cheaper:
--   * public.search_simplify drops an alternative that implies another (every word of the
--     shorter one is in it, or begins one of its words for a prefix): a | (a & b) is a, and
--     'nurs':* is met by whatever meets 'nursing':*. The segment's match reads the index with it.
--   * public.search_segment_score tests the pairs from the highest score down and stops at the
--     first met: a job with the word in its title costs one test, not twelve.

-- An OR of alternatives without those implied by another, or the query itself when its text is
-- not read as expected (no words are lost either way).
create or replace function public.search_simplify(q tsquery)
returns tsquery
language sql immutable parallel safe strict
as $$
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
           substring(x.a from '^''([^'']*)''(?::\*)?$') as lexeme,
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
$$;
comment on function public.search_simplify(tsquery) is
  'The same tsquery (the same matches) without the alternatives that imply another: a | (a & b) as a, a prefix''s longer words dropped.';

-- As before, a segment without expansions is its own words; with them, simplified.
create or replace function public.search_segment_match(exact tsquery, synonyms tsquery, related tsquery, loose tsquery)
returns text
language sql immutable parallel safe
as $$
  select case when exact::text = '' then null
    when synonyms is null and related is null and loose is null then '(' || exact::text || ')'
    else '(' || public.search_simplify(
                  concat_ws(' | ', exact::text, '(' || synonyms::text || ')', '(' || related::text || ')', '(' || loose::text || ')')::tsquery
                )::text || ')'
  end
$$;
comment on function public.search_segment_match(tsquery, tsquery, tsquery, tsquery) is
  'One segment of public.search_segments as a tsquery''s text (its own words or any expansion, alternatives implied by another dropped), null without words of its own: joined with & into the match.';

-- The score of the migration that made it (exact 8/4/2, synonym 0.8, related title 0.5, related
-- other name 0.4 of that; description only 1/0.8/0.5/0.4), as the highest (field, kind) pair met:
-- the pairs in the order of their scores, equal scores on one line.
create or replace function public.search_segment_score(
  title tsvector, company tsvector, place tsvector, body tsvector,
  exact tsquery, synonyms tsquery, related tsquery, loose tsquery
) returns real
language sql immutable parallel safe
as $$
  select coalesce(
    case when title @@ exact then 8
         when title @@ synonyms then 6.4
         when company @@ exact or title @@ related then 4
         when title @@ loose or company @@ synonyms then 3.2
         when place @@ exact or company @@ related then 2
         when company @@ loose or place @@ synonyms then 1.6
         when place @@ related then 1
         when place @@ loose then 0.8 end,
    case when synonyms is null and related is null and loose is null then 1
         when body @@ exact then 1 when body @@ synonyms then 0.8 when body @@ related then 0.5 else 0.4 end)::real
$$;

revoke all on function public.search_simplify(tsquery) from public, anon, authenticated;
grant execute on function public.search_simplify(tsquery) to service_role;
