-- The occupation thesaurus: what a seeker may mean by a word ("doctor", "RN", "طبيب", "مهندس").
-- The data lives in content/occupations/*.yaml (editors extend it by pull request); the migrator
-- copies it into these tables after every migration run (src/server/occupations/sync.ts), so the
-- local database, the tests and Supabase hold the same thesaurus. Supabase cannot load custom
-- dictionary files, so the expansion is tables and a SQL function rather than a text search
-- dictionary. Nothing reads it for ranking yet: search is unchanged by this migration.

-- How a term and a query word are compared: folded exactly as search folds text (public.search_fold:
-- case, accents, Arabic letter variants), every run of other characters one space, so "OB/GYN",
-- "ob gyn" and "OB-GYN" are the same key.
create or replace function public.occupation_term_key(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select btrim(regexp_replace(public.search_fold(value), '[^a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3]+', ' ', 'g'))
$$;
comment on function public.occupation_term_key(text) is
  'A thesaurus term or query phrase as compared: public.search_fold, then every run of characters that are not Latin or Arabic letters or digits as one space.';

create table public.occupations (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category text not null references public.job_categories (slug),
  isco text check (isco ~ '^[0-9]{4}$'),
  en_title text not null check (en_title <> ''),
  ar_title text not null check (ar_title <> '')
);
comment on table public.occupations is
  'Occupations of the search thesaurus, one per content/occupations/*.yaml entry (kept in step by the migrator): board category, ISCO-08 unit group, preferred English and Arabic titles.';

create table public.occupation_terms (
  occupation_id text not null references public.occupations (id) on delete cascade,
  term text not null check (term <> ''),
  key text generated always as (public.occupation_term_key(term)) stored check (key <> ''),
  language text not null check (language in ('en', 'ar')),
  kind text not null check (kind in ('title', 'synonym', 'abbreviation', 'variant')),
  weight real not null check (weight > 0 and weight <= 1),
  primary key (occupation_id, term)
);
comment on table public.occupation_terms is
  'Every name of an occupation: its titles, English synonyms and abbreviations, Arabic variants, with the folded key queries match and how strongly the term names the occupation.';
create index occupation_terms_key_idx on public.occupation_terms (key);

-- One hop of the hierarchy: doctor -> general practitioner. Loops in the data (A -> B -> A) are
-- harmless: the expansion follows one hop and never recurses.
create table public.occupation_links (
  broader_id text not null references public.occupations (id) on delete cascade,
  narrower_id text not null references public.occupations (id) on delete cascade,
  primary key (broader_id, narrower_id),
  check (broader_id <> narrower_id)
);
comment on table public.occupation_links is
  'Broader and narrower occupations of the thesaurus (from narrower: and broader: in the YAML), one hop each.';
create index occupation_links_narrower_idx on public.occupation_links (narrower_id);

alter table public.occupations enable row level security;
alter table public.occupation_terms enable row level security;
alter table public.occupation_links enable row level security;
revoke all on table public.occupations, public.occupation_terms, public.occupation_links from anon, authenticated;
grant select on table public.occupations, public.occupation_terms, public.occupation_links to anon, authenticated;
grant all on table public.occupations, public.occupation_terms, public.occupation_links to service_role;
create policy "Anyone can read occupations" on public.occupations for select to anon, authenticated using (true);
create policy "Anyone can read occupation terms" on public.occupation_terms for select to anon, authenticated using (true);
create policy "Anyone can read occupation links" on public.occupation_links for select to anon, authenticated using (true);

-- Words that name no occupation on their own and would expand to nothing useful.
create table public.occupation_stop_words (
  key text primary key check (key <> '')
);
comment on table public.occupation_stop_words is
  'Folded query words (public.occupation_term_key) the thesaurus expansion ignores on their own: articles, prepositions, "job".';
alter table public.occupation_stop_words enable row level security;
revoke all on table public.occupation_stop_words from anon, authenticated;
grant select on table public.occupation_stop_words to anon, authenticated;
grant all on table public.occupation_stop_words to service_role;
create policy "Anyone can read occupation stop words" on public.occupation_stop_words for select to anon, authenticated using (true);
insert into public.occupation_stop_words (key)
select public.occupation_term_key(w) from unnest(array[
  'a', 'an', 'and', 'or', 'the', 'of', 'in', 'at', 'on', 'for', 'to', 'with', 'by', 'from', 'as',
  'job', 'jobs', 'vacancy', 'vacancies', 'career', 'careers', 'position', 'hiring', 'urgent', 'urgently',
  'في', 'من', 'على', 'إلى', 'الى', 'عن', 'مع', 'و', 'أو', 'او', 'ال', 'وظيفة', 'وظائف', 'عمل', 'مطلوب', 'فرصة'
]) as w
on conflict do nothing;

-- For each word of the query and each phrase of up to four consecutive words that names an
-- occupation ("general practitioner", "maths teacher"), the terms it may mean, with a weight:
--   1.0  the word or phrase itself;
--   0.8  another name of the same occupation (synonym, abbreviation, the other language's title, variant);
--   0.5  a name of a narrower occupation, or the title of a broader one (one hop, never recursive).
-- Bounded whatever the input: the first 32 words count, and each word or phrase expands to at most
-- 64 terms (narrower titles before their other names). Stop words alone expand to nothing; an
-- Arabic word also matches without its article (public.arabic_stem), as search does.
create or replace function public.occupation_expansions(words text[])
returns table (phrase text, term text, weight real)
language sql stable parallel safe
set search_path = ''
as $$
  with tokens as (
    select t.token, t.n
    from unnest(regexp_split_to_array(public.occupation_term_key(array_to_string(coalesce(words, '{}'), ' ')), ' '))
      with ordinality as t(token, n)
    where t.token <> ''
    order by t.n
    limit 32
  ),
  ordered as (
    select token, row_number() over (order by n) as i from tokens
  ),
  phrases as (
    select distinct string_agg(o2.token, ' ' order by o2.i) as phrase, len
    from ordered o1
    cross join generate_series(1, 4) as len
    join ordered o2 on o2.i between o1.i and o1.i + len - 1
    where o1.i + len - 1 <= (select max(i) from ordered)
    group by o1.i, len
  ),
  keys as (
    select p.phrase, p.len, public.occupation_term_key(public.arabic_stem(p.phrase)) as stem
    from phrases p
    where not exists (select 1 from public.occupation_stop_words s where s.key = p.phrase)
  ),
  matched as (
    select distinct k.phrase, ot.occupation_id
    from keys k
    join public.occupation_terms ot on ot.key = k.phrase or (k.stem <> k.phrase and ot.key = k.stem)
  ),
  candidates as (
    -- the word itself: every single word, and a phrase only when it names an occupation
    select k.phrase, k.phrase as term, 1.0::real as weight, 0 as pick
    from keys k
    where k.len = 1 or exists (select 1 from matched m where m.phrase = k.phrase)
    union all
    select m.phrase, ot.key, 0.8::real, 0
    from matched m
    join public.occupation_terms ot on ot.occupation_id = m.occupation_id
    union all
    -- among the narrower names, titles come first when the bound cuts
    select m.phrase, ot.key, 0.5::real, case ot.kind when 'title' then 0 else 1 end
    from matched m
    join public.occupation_links l on l.broader_id = m.occupation_id
    join public.occupation_terms ot on ot.occupation_id = l.narrower_id
    union all
    select m.phrase, ot.key, 0.5::real, 0
    from matched m
    join public.occupation_links l on l.narrower_id = m.occupation_id
    join public.occupation_terms ot on ot.occupation_id = l.broader_id and ot.kind = 'title'
  ),
  best as (
    select distinct on (c.phrase, c.term) c.phrase, c.term, c.weight, c.pick
    from candidates c
    order by c.phrase, c.term, c.weight desc, c.pick
  ),
  ranked as (
    select b.phrase, b.term, b.weight, row_number() over (partition by b.phrase order by b.weight desc, b.pick, b.term) as r
    from best b
  )
  select r.phrase, r.term, r.weight
  from ranked r
  where r.r <= 64
  order by r.phrase, r.weight desc, r.term
$$;
comment on function public.occupation_expansions(text[]) is
  'Each query word and each phrase of up to four words that names an occupation, with the folded terms it may mean: itself 1.0, the same occupation''s other names 0.8, narrower names and broader titles 0.5 (one hop); at most 32 words and 64 terms per phrase, stop words ignored.';
revoke all on function public.occupation_term_key(text), public.occupation_expansions(text[]) from public, anon, authenticated;
grant execute on function public.occupation_term_key(text), public.occupation_expansions(text[]) to anon, authenticated, service_role;
