-- Arabic writes prepositions and conjunctions onto a place name: "بالرياض" (in Riyadh), "للرياض",
-- "بدبي" (in Dubai), "بالإمارات". The country and city of such a location were not found: a place
-- term matched only as a whole word. Now a term written with the article ال also matches the
-- article with a particle on it, the prefixes public.arabic_stem takes off (وال بال كال فال لل), and
-- an Arabic term without the article may follow an attached ب ل ك, perhaps after و or ف. A lone و
-- is not taken ("وجدة" is Oujda, not Jeddah). English terms match exactly as before.
-- The same rule lives in src/lib/places.ts (termSource, with articlePrefixes from src/lib/arabic.ts);
-- tests/integration/arabic-data.test.ts compares the two over a table of locations.

-- Latest definition: 20261124054750_add_arabic_to_places_search_and_slugs.sql.
create or replace function public.place_term_pattern(term text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:'
         || case when term like 'ال%'
                   then '(?:وال|بال|كال|فال|لل|ال)' || regexp_replace(substr(term, 3), '([.*+?^${}()|\[\]\\])', '\\\1', 'g')
                 when term ~ '^[\u0621-\u064A\u0671-\u06D3]'
                   then '(?:[وف]?[بلك])?' || regexp_replace(term, '([.*+?^${}()|\[\]\\])', '\\\1', 'g')
                 else regexp_replace(term, '([.*+?^${}()|\[\]\\])', '\\\1', 'g') end
         || ')(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'
$$;
comment on function public.place_term_pattern(text) is
  'The regular expression of a place term (matched literally) as a whole word among Latin and Arabic letters, with the particles Arabic writes onto a name (بالرياض, بدبي): as src/lib/places.ts termSource.';

-- Latest definition: 20261124054750. Jordan is named with a particle too ("بالأردن"), and عمان
-- with one ("بعمان") is Amman there: the patterns of place_term_pattern('الاردن'), ('اردن'),
-- ('jordan') and ('عمان') written out (calling it here made every insert slower).
create or replace function public.place_text(location text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select case when s.t ~ '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:(?:وال|بال|كال|فال|لل|ال)اردن|(?:[وف]?[بلك])?اردن|jordan)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'
              then regexp_replace(s.t, '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:[وف]?[بلك])?عمان(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', 'amman', 'g')
              else s.t end
  from (select public.search_fold(regexp_replace(location,
          'ع[\u064B-\u065F\u0670\u0640]*م[\u064B-\u065F\u0670\u0640]*\u0651[\u064B-\u065F\u0670\u0640]*ا[\u064B-\u065F\u0670\u0640]*ن',
          'amman', 'g')) as t) as s
$$;

-- Latest definitions: 20261124054750. The quick test for a term in the text finds it as written,
-- also after a particle ("بالرياض" holds "الرياض", "بدبي" "دبي"), except after ل, whose article
-- loses its alef ("للرياض"): that test runs only when the text has لل at all. The pattern decides.
create or replace function public.country_of(location text) returns text
language sql stable
set search_path = ''
as $$
  with p as (select s.text, s.text like '%لل%' as lil from (select public.place_text(location) as text) as s),
  candidates as materialized (
    select t.country, t.term from p cross join public.country_terms t
    where strpos(p.text, t.term) > 0
       or (p.lil and t.term like 'ال%' and strpos(p.text, 'لل' || substr(t.term, 3)) > 0)
  )
  select c.country
  from p
  cross join candidates c
  cross join lateral (select regexp_instr(p.text, public.place_term_pattern(c.term)) as at) as m
  where m.at > 0
  order by m.at, length(c.term) desc
  limit 1
$$;

create or replace function public.city_of(location text) returns text
language sql stable
set search_path = ''
as $$
  with p as (select s.text, s.text like '%لل%' as lil from (select public.place_text(location) as text) as s),
  candidates as materialized (
    select t.city, t.term from p cross join public.city_terms t
    where strpos(p.text, t.term) > 0
       or (p.lil and t.term like 'ال%' and strpos(p.text, 'لل' || substr(t.term, 3)) > 0)
  )
  select c.city
  from p
  cross join candidates c
  cross join lateral (select regexp_instr(p.text, public.place_term_pattern(c.term)) as at) as m
  where m.at > 0
  order by m.at, length(c.term) desc
  limit 1
$$;

-- Existing rows: the country and city of jobs whose location is written in Arabic, where they
-- change; nothing else (jobs_before_write would stamp updated_at, so it is off for this one update).
-- The search rows follow through jobs_sync_search_row; the rebuild trigger queues one rebuild.
alter table public.jobs disable trigger jobs_before_write;
update public.jobs
set country = public.country_of(location), city = public.city_of(location)
where location ~ '[\u0621-\u064A\u0671-\u06D3]'
  and (country is distinct from public.country_of(location) or city is distinct from public.city_of(location));
alter table public.jobs enable trigger jobs_before_write;
