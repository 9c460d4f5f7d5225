-- Typo correction read every job's word vector for each word that finds nothing: the check
-- "does this word find a current job" was a bare exists, which the planner ran as a sequential
-- scan (it expects a prefix to match ~50 rows and hopes to meet one early). A word that finds
-- nothing meets none, so all 10,000 rows (31,000 buffers) were read, ~65-160 ms a word. PL/pgSQL
-- plans a statement's first five runs in a session for their values (that sequential scan) and
-- then switches to a generic plan: the first call of a session paid it for up to five words
-- (628 ms against ~130 ms for ten typos at 10,000 jobs, busy machine), later calls less. Same
-- function otherwise: the same words are corrected to the same proposals.
create or replace function public.correct_query(q text) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  words text[];
  w text;
  best text;
  out_words text[] := '{}';
  changed boolean := false;
  bound int;
begin
  select array_agg(t.m[1] order by t.n) into words
  from (
    select m, n
    from regexp_matches(public.search_fold(left(coalesce(q, ''), 1000)), '([^\s!-/:-@\[-`{-~،؛؟«»]+)', 'g') with ordinality as x(m, n)
    order by n
    limit 10
  ) t;
  if words is null then
    return null;
  end if;
  foreach w in array words loop
    best := null;
    if w ~ '^[a-z\u0621-\u064A\u0671-\u06D3]{4,40}$'
       and (public.is_listed_misspelling(w)
            or not exists (select 1 from public.search_vocabulary v where v.word >= w and v.word < w || chr(1114111)))
       and not exists (
         -- Materialized, so it is planned for all its rows and reads the word index (see above).
         with found as materialized (
           select r.expires_at from public.job_search_rows r where r.search_words @@ public.search_query(w)
         )
         select 1 from found where found.expires_at > now()
       )
    then
      bound := case when char_length(w) >= 8 then 2 else 1 end;
      select c.word into best
      from (
        select v.word, extensions.levenshtein_less_equal(w, v.word, bound) as d
        from public.search_vocabulary v
        where left(v.word, 1) = left(w, 1)
          and char_length(v.word) between char_length(w) - bound and char_length(w) + bound
        union all
        -- Two neighbouring letters swapped ("dubia") count as one edit.
        select v.word, 1
        from generate_series(1, char_length(w) - 1) as i
        join public.search_vocabulary v
          on v.word = substr(w, 1, i - 1) || substr(w, i + 1, 1) || substr(w, i, 1) || substr(w, i + 2)
        offset 0
      ) c
      cross join lateral (
        -- As a whole word: "engine" begins "engineer" but is no closer to "enginer" for that.
        select count(*) as n from (
          select 1 from public.job_search_rows r
          where r.search_words @@ to_tsquery('simple'::regconfig, '''' || c.word || '''') and r.expires_at > now()
          limit 1000
        ) found
      ) live
      where c.d <= bound
        and not public.is_listed_misspelling(c.word)
        and (live.n > 0
             or exists (select 1 from public.occupation_terms t where t.key = c.word)
             or exists (select 1 from public.city_terms t where public.search_fold(t.term) = c.word)
             or exists (select 1 from public.country_terms t where public.search_fold(t.term) = c.word))
      order by c.d, live.n desc, c.word
      -- c.word: the same answer every time between equals
      limit 1;
    end if;
    if best is not null then
      changed := true;
      out_words := out_words || best;
    else
      out_words := out_words || w;
    end if;
  end loop;
  return case when changed then array_to_string(out_words, ' ') end;
end
$$;
comment on function public.correct_query(text) is
  'The search text (first 10 words, folded) with each word that finds no current job and begins no known word replaced by the nearest vocabulary word that finds one or names an occupation or a place (1 edit, 2 from 8 letters, same first letter); null when nothing changes.';
