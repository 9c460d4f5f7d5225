-- Issue 17, Arabic text in the data: "دبي، الإمارات" is Dubai, UAE; an Arabic search finds Arabic
-- jobs whatever the spelling of alef, taa marbuta and alef maqsura, with or without harakat and
-- tatweel; an Arabic title keeps its words in the job's address (transliterated to Latin letters).
-- The same rules live in src/lib (arabic.ts, places.ts, countries.ts, cities.ts, jobs/slug.ts);
-- tests compare the two over tables of examples.

-- Folding ------------------------------------------------------------------------------------------

-- Harakat (U+064B-U+065F, U+0670) and tatweel (U+0640) removed, the alef forms أ إ آ ٱ as ا,
-- taa marbuta ة as ه, alef maqsura ى as ي, the Persian yeh and keheh as ي and ك, and Arabic
-- punctuation (، ؛ ؟) as its Latin twin, so that it separates words under any locale.
create or replace function public.arabic_fold(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select translate(regexp_replace(normalize(value, nfc), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
                   'أإآٱةىیک،؛؟', 'ااااهييك,;?')
$$;
comment on function public.arabic_fold(text) is
  'Arabic spelling variants folded (harakat and tatweel removed, أ إ آ ٱ as ا, ة as ه, ى as ي): as src/lib/arabic.ts foldArabic.';

-- Search compares Arabic folded too. The stored search columns are recomputed below.
create or replace function public.search_fold(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, public.arabic_fold(value)))
$$;
comment on function public.search_fold(text) is
  'Lower case without accents, Arabic folded (public.arabic_fold): how search compares text (unaccent is only stable, this is declared immutable for the stored search columns).';

-- Places -------------------------------------------------------------------------------------------

-- A place name is a whole word: no Latin or Arabic letter or digit just before or after it
-- (spelt out rather than \m and \M, whose letters depend on the database's locale).
create or replace function public.place_term_pattern(term text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:'
         || regexp_replace(term, '([.*+?^${}()|\[\]\\])', '\\\1', 'g')
         || ')(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'
$$;
comment on function public.place_term_pattern(text) is
  'The regular expression of a place term (matched literally) as a whole word among Latin and Arabic letters.';

-- A location as place names are matched in it: folded as search folds it, and Amman (Jordan) spelt
-- out so that it never reads as Oman: عمّان with the shadda always, عمان when the location also
-- names Jordan (without either, عمان is Oman).
create or replace function public.place_text(location text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case when s.t ~ '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:(?:ال)?اردن|jordan)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'
              then regexp_replace(s.t, public.place_term_pattern('عمان'), 'amman', 'g')
              else s.t end
  from (select public.search_fold(regexp_replace(location,
          'ع[\u064B-\u065F\u0670\u0640]*م[\u064B-\u065F\u0670\u0640]*\u0651[\u064B-\u065F\u0670\u0640]*ا[\u064B-\u065F\u0670\u0640]*ن',
          'amman', 'g')) as t) as s
$$;
comment on function public.place_text(text) is
  'A free-text location as place terms are matched in it (folded; Amman never read as Oman): as src/lib/places.ts placeText.';

insert into public.country_terms (term, country) values
  ('الامارات', 'uae'), ('امارات', 'uae'), ('الامارات العربيه المتحده', 'uae'), ('دبي', 'uae'),
  ('ابوظبي', 'uae'), ('ابو ظبي', 'uae'), ('الشارقه', 'uae'), ('شارقه', 'uae'), ('عجمان', 'uae'),
  ('الفجيره', 'uae'), ('فجيره', 'uae'), ('راس الخيمه', 'uae'), ('ام القيوين', 'uae'), ('العين', 'uae'),
  ('السعوديه', 'saudi-arabia'), ('سعوديه', 'saudi-arabia'), ('المملكه العربيه السعوديه', 'saudi-arabia'),
  ('الرياض', 'saudi-arabia'), ('جده', 'saudi-arabia'), ('الدمام', 'saudi-arabia'), ('دمام', 'saudi-arabia'),
  ('الخبر', 'saudi-arabia'), ('الظهران', 'saudi-arabia'), ('ظهران', 'saudi-arabia'), ('مكه', 'saudi-arabia'),
  ('مكه المكرمه', 'saudi-arabia'), ('المدينه', 'saudi-arabia'), ('المدينه المنوره', 'saudi-arabia'),
  ('نيوم', 'saudi-arabia'),
  ('قطر', 'qatar'), ('الدوحه', 'qatar'), ('الريان', 'qatar'), ('الوكره', 'qatar'), ('وكره', 'qatar'), ('لوسيل', 'qatar'),
  ('الكويت', 'kuwait'), ('كويت', 'kuwait'), ('مدينه الكويت', 'kuwait'), ('حولي', 'kuwait'), ('الاحمدي', 'kuwait'),
  ('السالميه', 'kuwait'), ('سالميه', 'kuwait'),
  ('البحرين', 'bahrain'), ('بحرين', 'bahrain'), ('المنامه', 'bahrain'), ('منامه', 'bahrain'), ('المحرق', 'bahrain'),
  ('محرق', 'bahrain'),
  ('عمان', 'oman'), ('سلطنه عمان', 'oman'), ('مسقط', 'oman'), ('صلاله', 'oman'), ('نزوي', 'oman'), ('صحار', 'oman');
comment on table public.country_terms is
  'Words in a free-text location that name a Gulf country: names, abbreviations and cities, English and Arabic (Arabic as public.place_text folds it). Mirrors src/lib/countries.ts; a test keeps them equal.';

insert into public.city_terms (term, city, country) values
  ('دبي', 'dubai', 'uae'), ('ابوظبي', 'abu-dhabi', 'uae'), ('ابو ظبي', 'abu-dhabi', 'uae'),
  ('الشارقه', 'sharjah', 'uae'), ('شارقه', 'sharjah', 'uae'), ('عجمان', 'ajman', 'uae'),
  ('راس الخيمه', 'ras-al-khaimah', 'uae'), ('الفجيره', 'fujairah', 'uae'), ('فجيره', 'fujairah', 'uae'),
  ('ام القيوين', 'umm-al-quwain', 'uae'), ('العين', 'al-ain', 'uae'),
  ('الرياض', 'riyadh', 'saudi-arabia'), ('جده', 'jeddah', 'saudi-arabia'),
  ('الدمام', 'dammam-khobar', 'saudi-arabia'), ('دمام', 'dammam-khobar', 'saudi-arabia'),
  ('الخبر', 'dammam-khobar', 'saudi-arabia'), ('الظهران', 'dammam-khobar', 'saudi-arabia'),
  ('ظهران', 'dammam-khobar', 'saudi-arabia'), ('مكه', 'mecca', 'saudi-arabia'), ('مكه المكرمه', 'mecca', 'saudi-arabia'),
  ('المدينه', 'medina', 'saudi-arabia'), ('المدينه المنوره', 'medina', 'saudi-arabia'), ('نيوم', 'neom', 'saudi-arabia'),
  ('الدوحه', 'doha', 'qatar'), ('الريان', 'al-rayyan', 'qatar'), ('الوكره', 'al-wakrah', 'qatar'),
  ('وكره', 'al-wakrah', 'qatar'), ('لوسيل', 'lusail', 'qatar'),
  ('مدينه الكويت', 'kuwait-city', 'kuwait'), ('حولي', 'hawalli', 'kuwait'), ('الاحمدي', 'ahmadi', 'kuwait'),
  ('السالميه', 'salmiya', 'kuwait'), ('سالميه', 'salmiya', 'kuwait'),
  ('المنامه', 'manama', 'bahrain'), ('منامه', 'manama', 'bahrain'), ('المحرق', 'muharraq', 'bahrain'),
  ('محرق', 'muharraq', 'bahrain'),
  ('مسقط', 'muscat', 'oman'), ('صلاله', 'salalah', 'oman'), ('نزوي', 'nizwa', 'oman'), ('صحار', 'sohar', 'oman');

-- The place named first wins; at the same place the longer term ("kuwait city" over "kuwait").
-- Only the terms the text contains at all are tried as whole words: a regular expression per term
-- (PostgreSQL caches only 32 compiled ones) made every insert take 20 ms.
create or replace function public.country_of(location text) returns text
language sql stable
set search_path = ''
as $$
  with p as (select public.place_text(location) as text),
  candidates as materialized (
    select t.country, t.term from p cross join public.country_terms t where strpos(p.text, t.term) > 0
  )
  select c.country
  from p
  cross join candidates c
  cross join lateral (select regexp_instr(p.text, public.place_term_pattern(c.term)) as at) as m
  where m.at > 0
  order by m.at, length(c.term) desc
  limit 1
$$;
comment on function public.country_of(text) is 'The Gulf country named first in a free-text location (English or Arabic), or null.';

create or replace function public.city_of(location text) returns text
language sql stable
set search_path = ''
as $$
  with p as (select public.place_text(location) as text),
  candidates as materialized (
    select t.city, t.term from p cross join public.city_terms t where strpos(p.text, t.term) > 0
  )
  select c.city
  from p
  cross join candidates c
  cross join lateral (select regexp_instr(p.text, public.place_term_pattern(c.term)) as at) as m
  where m.at > 0
  order by m.at, length(c.term) desc
  limit 1
$$;
comment on function public.city_of(text) is 'The Gulf city (slug) named first in a free-text location (English or Arabic), or null.';

-- Slugs --------------------------------------------------------------------------------------------

-- Arabic letters and digits as Latin ones (src/lib/jobs/slug.ts arabicToLatin; a test compares).
create or replace function public.transliterate_arabic(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case when value !~ '[\u0600-\u06FF]' then value else (
  select coalesce(string_agg(coalesce(m.latin, c.ch), '' order by c.n), '')
  from regexp_split_to_table(value, '') with ordinality as c(ch, n)
  left join (values
    ('ء', ''), ('آ', 'a'), ('أ', 'a'), ('ؤ', 'u'), ('إ', 'i'), ('ئ', 'i'), ('ا', 'a'), ('ب', 'b'), ('ة', 'a'),
    ('ت', 't'), ('ث', 'th'), ('ج', 'j'), ('ح', 'h'), ('خ', 'kh'), ('د', 'd'), ('ذ', 'dh'), ('ر', 'r'), ('ز', 'z'),
    ('س', 's'), ('ش', 'sh'), ('ص', 's'), ('ض', 'd'), ('ط', 't'), ('ظ', 'z'), ('ع', 'a'), ('غ', 'gh'), ('ف', 'f'),
    ('ق', 'q'), ('ك', 'k'), ('ل', 'l'), ('م', 'm'), ('ن', 'n'), ('ه', 'h'), ('و', 'w'), ('ى', 'a'), ('ي', 'y'),
    ('ٱ', 'a'), ('پ', 'p'), ('چ', 'ch'), ('ڤ', 'v'), ('ک', 'k'), ('گ', 'g'), ('ی', 'y'),
    ('٠', '0'), ('١', '1'), ('٢', '2'), ('٣', '3'), ('٤', '4'), ('٥', '5'), ('٦', '6'), ('٧', '7'), ('٨', '8'), ('٩', '9'),
    ('۰', '0'), ('۱', '1'), ('۲', '2'), ('۳', '3'), ('۴', '4'), ('۵', '5'), ('۶', '6'), ('۷', '7'), ('۸', '8'), ('۹', '9')
  ) as m(arabic, latin) on m.arabic = c.ch) end
$$;
comment on function public.transliterate_arabic(text) is
  'Arabic letters and digits as Latin ones ("ممرضة" -> "mmrda"), for slugs: as src/lib/jobs/slug.ts transliterateArabic.';

-- Only new jobs get a slug from this (jobs_stamp_insert): stored slugs never change.
create or replace function public.slugify(value text) returns text
language sql stable
set search_path = ''
as $$
  select coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(
           regexp_replace(lower(extensions.unaccent(public.transliterate_arabic(normalize(coalesce(value, ''), nfc)))), '[^a-z0-9 -]', '', 'g'),
           '[ -]+', '-', 'g')), 80)), ''), 'job')
$$;
comment on function public.slugify(text) is
  'Spec 001 section 5: lowercase, Arabic transliterated, keep letters, digits, spaces and hyphens, spaces to hyphens (runs collapsed, at most 80 characters); as src/lib/jobs/slug.ts.';

-- Access -------------------------------------------------------------------------------------------
revoke all on function public.arabic_fold(text), public.place_term_pattern(text), public.place_text(text),
  public.transliterate_arabic(text) from public, anon, authenticated;
-- search_fold (the stored search columns) and country_of (the jobs trigger) run as whoever writes a job.
grant execute on function public.arabic_fold(text), public.place_term_pattern(text), public.place_text(text)
  to anon, authenticated, service_role;
grant execute on function public.transliterate_arabic(text) to service_role;

-- Existing rows ------------------------------------------------------------------------------------

-- The stored search columns (search_words, and any other generated from search_fold) computed
-- again with the new fold: each with its own expression, read from the catalog, so this neither
-- restates nor changes it; one table rewrite, which rebuilds their indexes.
do $$
declare
  columns text;
begin
  select string_agg(format('alter column %I set expression as (%s)', a.attname, pg_get_expr(d.adbin, d.adrelid)), ', ')
  into columns
  from pg_attribute a
  join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attrelid = 'public.jobs'::regclass and a.attgenerated = 's' and not a.attisdropped
    and pg_get_expr(d.adbin, d.adrelid) like '%search_fold%';
  if columns is not null then
    execute 'alter table public.jobs ' || columns;
  end if;
end
$$;

-- Country and city of the jobs whose location is written in Arabic (English ones are unchanged).
update public.jobs
set country = public.country_of(location), city = public.city_of(location)
where location ~ '[\u0621-\u064A\u0671-\u06D3]'
  and (country is distinct from public.country_of(location) or city is distinct from public.city_of(location));
