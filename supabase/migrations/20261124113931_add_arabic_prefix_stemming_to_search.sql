-- Issue 17: an Arabic search finds a word behind its article or a particle. Arabic writes the
-- article and particles onto the word, so "ممرضة في المستشفى" was not found by "مستشفى", "التمريض"
-- not by "تمريض", "بالرياض" not by "الرياض". Light stemming of prefixes (light10, Larkey et al.),
-- the same in the index and the query: public.arabic_stem, as src/lib/arabic.ts arabicStem (a test
-- runs one table of words through both).
--
-- The word vectors keep every word as written (folded) AND add the stem of each Arabic word that
-- has a prefix; a searched word matches as a prefix as before OR through its stem. So everything
-- found before is still found (a partly typed "والم" still finds "والمستشفى"), and a stem of two
-- letters ("الطب" -> "طب") matches only that whole word, not every word it begins ("الات" ->
-- "ات" must not find "اتصالات"). Only the search words change: display, slugs and places
-- (public.place_text folds with search_fold, unchanged) are as they were. No suffix is stripped:
-- word prefixes already match "ممرض" to "ممرضة".

-- A folded word without its article or leading و: وال بال كال فال لل ال when at least 2 letters
-- remain, و when at least 3 remain and the word does not start with وال. Words that are not
-- Arabic letters alone (English, digits, mixed) are unchanged.
create or replace function public.arabic_stem(word text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case
    when word !~ '^[\u0621-\u064A\u0671-\u06D3]+$' then word
    when word ~ '^(?:وال|بال|كال|فال|لل|ال)[\u0621-\u064A\u0671-\u06D3]{2}'
      then regexp_replace(word, '^(?:وال|بال|كال|فال|لل|ال)', '')
    when word ~ '^و[\u0621-\u064A\u0671-\u06D3]{3}' and word !~ '^وال' then substr(word, 2)
    else word
  end
$$;
comment on function public.arabic_stem(text) is
  'A folded Arabic word without its article or a leading و (light10 prefixes: وال بال كال فال لل ال leaving 2+ letters, و leaving 3+), other words unchanged: as src/lib/arabic.ts arabicStem.';

-- What the word vectors index: the folded text, then the stems of its Arabic words that lose a
-- prefix ("ممرضة في المستشفى" -> "ممرضه في المستشفي مستشفي"). Text without Arabic letters is only
-- folded, so English jobs cost one regular expression test more.
create or replace function public.search_text(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case when f.t !~ '[\u0621-\u064A\u0671-\u06D3]' then f.t
    else f.t || coalesce(' ' || (
      select string_agg(s.stem, ' ')
      from regexp_matches(f.t, '[\u0621-\u064A\u0671-\u06D3]+', 'g') as m(w)
      cross join lateral (select public.arabic_stem(m.w[1]) as stem) as s
      where s.stem <> m.w[1]), '')
  end
  -- offset 0: the text is folded once, not once for every mention of f.t (folding 1.5 kB takes
  -- about 1 ms: three times that was the cost of an English job before this kept it once).
  from (select public.search_fold(value) as t offset 0) as f
$$;
comment on function public.search_text(text) is
  'Text as the search word vectors index it: folded (public.search_fold), followed by the stems (public.arabic_stem) of its Arabic words that have a prefix.';

-- Latest definition: 20261124032812_create_word_search_and_cities.sql. Each word as a prefix, as
-- before, or, for an Arabic word with a prefix, its stem: as a prefix when it has 3 letters or more,
-- else as a whole word. ("المستشفى" -> 'المستشفي':* | 'مستشفي':*; "الطب" -> 'الطب':* | 'طب'.)
create or replace function public.search_query(words text, weight text default '') returns tsquery
language sql immutable parallel safe
set search_path = ''
as $$
  select to_tsquery('simple'::regconfig, string_agg(
    case when q.stem = q.word then q.quoted_word || ':*' || weight
         else '(' || q.quoted_word || ':*' || weight || ' | ' || q.quoted_stem
              || case when length(q.stem) >= 3 then ':*' || weight when weight <> '' then ':' || weight else '' end || ')'
    end, ' & '))
  -- offset 0 (twice): each word folded and stemmed once, not once for every mention of it.
  from (select s.word, s.stem,
               '''' || replace(replace(s.word, '\', '\\'), '''', '''''') || '''' as quoted_word,
               '''' || replace(replace(s.stem, '\', '\\'), '''', '''''') || '''' as quoted_stem
        from (select f.word, public.arabic_stem(f.word) as stem
              from (select public.search_fold(w) as word
                    from regexp_split_to_table(coalesce(words, ''), '\s+') as w
                    where w <> '' offset 0) as f
              offset 0) as s) as q
$$;
comment on function public.search_query(text, text) is
  'Space-separated words as a tsquery, all required: each folded word as a prefix or, for an Arabic word with a prefix, its stem (public.arabic_stem; a prefix from 3 letters, else the whole word); weight (A-D) limits each to one field.';

revoke all on function public.arabic_stem(text), public.search_text(text) from public, anon, authenticated;
-- They compute the stored word vectors of jobs, so whoever may insert or update a job runs them.
grant execute on function public.arabic_stem(text), public.search_text(text) to anon, authenticated, service_role;

-- The word vectors of jobs from public.search_text (the same fields and weights as
-- 20261124032812 and 20261124054452): one table rewrite, which rebuilds their indexes.
alter table public.jobs
  alter column search_words set expression as (
    setweight(to_tsvector('simple'::regconfig, public.search_text(job_title)), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.search_text(company_name)), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.search_text(location)), 'C')
    || setweight(to_tsvector('simple'::regconfig, public.search_text(job_description)), 'D')
  ),
  alter column search_head set expression as (
    setweight(to_tsvector('simple'::regconfig, public.search_text(job_title)), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.search_text(company_name)), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.search_text(location)), 'C')
  );
comment on column public.jobs.search_words is
  'Words of title (weight A), company (B), location (C) and description (D) as public.search_text gives them (folded, Arabic stems added), for search.';
comment on column public.jobs.search_head is
  'Words of title (weight A), company (B) and location (C) as public.search_text gives them: search_words without the description, for ranking.';

-- The search rows copy both vectors from jobs (public.job_search_row_of): copied again.
select public.sync_job_search_rows();
