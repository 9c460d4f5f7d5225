-- Typo correction ("nurce" -> "nurse", "مهندز" -> "مهندس") against the board's own vocabulary: the
-- words of approved jobs' titles, companies and locations, place names in both languages and the
-- occupation thesaurus. Supabase and the embedded PostgreSQL both ship fuzzystrmatch, whose
-- levenshtein_less_equal gives up as soon as the bound is passed.
create extension if not exists fuzzystrmatch with schema extensions;

-- Words only, never deleted: a word whose jobs are gone stays, and correct_query proposes a word
-- only while it still finds a current job or names an occupation or a place, so a stale word is
-- never shown. Fed by triggers, so it stays in step with every write without a refresh.
create table public.search_vocabulary (
  word text collate "C" primary key check (char_length(word) between 4 and 40)
);
comment on table public.search_vocabulary is
  'Folded words (4-40 letters) that typo correction may propose: from approved jobs'' search_head (title, company, location), occupation terms and place names. Read only by public.correct_query.';
-- The candidates of a word: the same first letter and a close length.
create index search_vocabulary_first_letter_length_idx on public.search_vocabulary (left(word, 1), char_length(word));
-- Only correct_query (security definer) reads it: visitors have no policy and no grant.
alter table public.search_vocabulary enable row level security;
revoke all on table public.search_vocabulary from anon, authenticated;
grant all on table public.search_vocabulary to service_role;

-- The words of a text that the vocabulary keeps: runs of Latin or Arabic letters, 4 to 40 long.
create or replace function public.vocabulary_words(value text) returns setof text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select distinct m[1] from regexp_matches(value, '([a-z\u0621-\u064A\u0671-\u06D3]{4,40})', 'g') as m
$$;
comment on function public.vocabulary_words(text) is
  'Runs of 4-40 Latin or Arabic letters of an already folded text: the words public.search_vocabulary keeps.';

create or replace function public.add_search_row_vocabulary() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.search_vocabulary (word)
  select w from public.vocabulary_words(array_to_string(tsvector_to_array(new.search_head), ' ')) as w
  on conflict do nothing;
  return null;
end
$$;
comment on function public.add_search_row_vocabulary() is 'Adds the words of an approved job''s search_head to public.search_vocabulary.';
create trigger job_search_rows_add_vocabulary
after insert or update of search_head on public.job_search_rows
for each row execute function public.add_search_row_vocabulary();

create or replace function public.add_occupation_term_vocabulary() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.search_vocabulary (word)
  select w from public.vocabulary_words(new.key) as w
  on conflict do nothing;
  return null;
end
$$;
comment on function public.add_occupation_term_vocabulary() is 'Adds the words of an occupation term to public.search_vocabulary.';
create trigger occupation_terms_add_vocabulary
after insert or update of term on public.occupation_terms
for each row execute function public.add_occupation_term_vocabulary();

-- Everything at once: after a bulk load with triggers off, and now for what is already there.
create or replace function public.sync_search_vocabulary() returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.search_vocabulary (word)
  select distinct w from (
    select public.vocabulary_words(array_to_string(tsvector_to_array(r.search_head), ' ')) as w from public.job_search_rows r
    union all
    select public.vocabulary_words(t.key) from public.occupation_terms t
    union all
    select public.vocabulary_words(public.search_fold(t.term)) from public.city_terms t
    union all
    select public.vocabulary_words(public.search_fold(t.term)) from public.country_terms t
  ) words
  on conflict do nothing;
$$;
comment on function public.sync_search_vocabulary() is
  'Adds every word of the approved jobs, occupation terms and place names to public.search_vocabulary (after a bulk load with triggers off).';
revoke all on function public.sync_search_vocabulary() from public, anon, authenticated;
grant execute on function public.sync_search_vocabulary() to service_role;
select public.sync_search_vocabulary();

-- The thesaurus lists common misspellings among an occupation's English synonyms ("nurce",
-- "enginer") so that its expansion finds them; to correction they are typos all the same, never a
-- known word and never a proposal: an English synonym at most two edits from its occupation's
-- English title.
create or replace function public.is_listed_misspelling(word text) returns boolean
language sql stable parallel safe strict
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.occupation_terms s
    join public.occupation_terms t on t.occupation_id = s.occupation_id and t.kind = 'title' and t.language = 'en'
    where s.key = word and s.kind = 'synonym' and s.language = 'en' and t.key <> s.key
      and extensions.levenshtein_less_equal(s.key, t.key, 2) <= 2
  )
$$;
comment on function public.is_listed_misspelling(text) is
  'Whether a folded word is an English synonym of the thesaurus at most two edits from its occupation''s English title (a listed misspelling such as "nurce").';
revoke all on function public.is_listed_misspelling(text) from public, anon, authenticated;
grant execute on function public.is_listed_misspelling(text) to service_role;

-- The search text with each word that finds nothing replaced by the closest word of the
-- vocabulary, or null when no word changes. A word is left alone when it finds a current job (as
-- a word or a word prefix, as search matches it), begins a vocabulary word (a thesaurus title such
-- as "doctor" finds no job by its words but is no typo), has a digit or a letter outside Latin and
-- Arabic, or is shorter than 4 letters (abbreviations: RN, GP, QS); a misspelling the thesaurus
-- lists is corrected all the same (public.is_listed_misspelling). A replacement is at most one
-- edit or swap away (two edits from 8 letters), begins with the same letter, and finds a current job or names an
-- occupation or a place; the nearest wins, then the one finding more jobs. Bounded: the first 10
-- words (as searchWords in src/lib/jobs/search.ts), the first 1,000 characters, words up to 40 letters.
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
         select 1 from public.job_search_rows r where r.search_words @@ public.search_query(w) and r.expires_at > now()
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
revoke all on function public.correct_query(text) from public, anon, authenticated;
grant execute on function public.correct_query(text) to anon, authenticated, service_role;
-- The trigger functions are security definer: whoever writes a job needs no grant on them.
revoke all on function public.vocabulary_words(text), public.add_search_row_vocabulary(), public.add_occupation_term_vocabulary()
  from public, anon, authenticated;
grant execute on function public.vocabulary_words(text) to service_role;
