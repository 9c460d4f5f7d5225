-- Healthcare licence and experience as job facts, beside the employer's text (which stays as
-- written). Mirrors src/lib/jobs/licences.ts: the authorities in the order of licenceAuthorities,
-- the statuses and the experience levels.

alter table public.jobs
  add column licence_authority text
    constraint jobs_licence_authority_known
    check (licence_authority in ('dha', 'doh', 'mohap', 'scfhs', 'dhp', 'nhra', 'omsb', 'moh-oman', 'moh-kuwait')),
  add column licence_status text
    constraint jobs_licence_status_known check (licence_status in ('accepted', 'required', 'will_sponsor')),
  add column experience_years smallint
    constraint jobs_experience_years_range check (experience_years between 0 and 40),
  add column experience_level text
    constraint jobs_experience_level_known check (experience_level in ('entry', 'mid', 'senior', 'lead')),
  add constraint jobs_licence_status_has_authority check (licence_status is null or licence_authority is not null);

comment on column public.jobs.licence_authority is
  'The healthcare licensing authority the job names (dha, doh, mohap, scfhs, dhp, nhra, omsb, moh-oman, moh-kuwait); null when none.';
comment on column public.jobs.licence_status is
  'What the job says of that licence: accepted, required or will_sponsor (the employer arranges it); null when it does not say.';
comment on column public.jobs.experience_years is 'The least years of experience the job asks; null when not stated.';
comment on column public.jobs.experience_level is 'entry, mid, senior or lead; null when not stated.';

-- Visitors read the facts (column grants: see 20261127170500_hide_contact_email_of_link_jobs.sql).
grant select (licence_authority, licence_status, experience_years, experience_level) on public.jobs to anon;

-- readLicenceExperience of src/lib/jobs/licence-experience-text.ts in SQL, for the backfill below:
-- the same patterns; a test runs both over the demo jobs and a table of texts.
create or replace function public.licence_experience_of(title text, description text, country text)
returns table (licence_authority text, licence_status text, experience_years smallint, experience_level text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  digits constant text := '٠١٢٣٤٥٦٧٨٩';
  t text := translate(public.arabic_fold(lower(coalesce(title, '') || E'\n' || coalesce(description, ''))), digits, '0123456789');
  flat text := regexp_replace(t, '\s+', ' ', 'g');
  ft text := regexp_replace(translate(public.arabic_fold(lower(coalesce(title, ''))), digits, '0123456789'), '\s+', ' ', 'g');
  fd text := regexp_replace(translate(public.arabic_fold(lower(coalesce(description, ''))), digits, '0123456789'), '\s+', ' ', 'g');
  slugs text[];
  sentences text[];
  auth text;
  stat text;
  yrs integer;
  lvl text;
begin
  select array_agg(a.slug), array_agg(c.s) into slugs, sentences
    from (
      select btrim(regexp_replace(x, '\s+', ' ', 'g')) as s from regexp_split_to_table(t, '[.;!?\n•|]') x
    ) c
    join (values
      ('dha', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:dha|dubai health authority|هيئه الصحه بدبي|هيئه دبي للصحه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', null),
      ('doh', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:doh|haad|department of health abu dhabi|department of health - abu dhabi|دائره الصحه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', null),
      ('mohap', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:mohap|ministry of health and prevention|وزاره الصحه ووقايه المجتمع)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', null),
      ('scfhs', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:scfhs|saudi commission for health specialties|saudi council for health specialties|الهيئه السعوديه للتخصصات الصحيه|هيئه التخصصات الصحيه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', null),
      ('dhp', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:dhp|qchp|department of healthcare professions|qatar council for healthcare practitioners|المجلس القطري للتخصصات الصحيه|اداره التخصصات الصحيه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', null),
      ('nhra', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:nhra|national health regulatory authority|الهيئه الوطنيه لتنظيم المهن والخدمات الصحيه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', null),
      ('omsb', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:omsb|oman medical specialty board|المجلس العماني للاختصاصات الطبيه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', null),
      ('moh-oman', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:moh|ministry of health|وزاره الصحه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', 'oman'),
      ('moh-kuwait', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:moh|ministry of health|وزاره الصحه)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])', 'kuwait')
    ) a(slug, pattern, only_country)
      on c.s ~ a.pattern and (a.only_country is null or a.only_country = licence_experience_of.country)
    where c.s ~ 'licen[cs]|eligib|ترخيص|رخصه|مرخص';
  select case when count(distinct f.slug) = 1 then min(f.slug) end into auth from unnest(slugs) f(slug);
  if auth is not null then
    select case when count(distinct x.st) = 1 then min(x.st) end into stat
    from (
      select (select v.st from (values
                (1, 'will_sponsor', '(?:will|we) (?:sponsor|arrange|process|facilitate|support|assist)|licen[cs]\w* (?:support|sponsorship|assistance)|(?:support|assistance|help) (?:with|for|in) (?:the |your )?(?:\w+ )?licen|نتكفل|يتكفل|سنتكفل'),
                (2, 'accepted', 'eligib|accept|preferred|or equivalent|اهليه|مقبول|يفضل'),
                (3, 'required', 'requir|must|mandatory|essential|valid|active|hold|licensed|مطلوب|يجب|الزامي|ساري|حاصل|حامل')
              ) v(o, st, p) where f.s ~ v.p order by v.o limit 1) as st
      from unnest(sentences) f(s)
    ) x
    where x.st is not null;
  end if;

  select case when count(distinct y.n) = 1 then min(y.n) end into yrs
  from (
    select m[1]::integer as n
    from unnest(array[
      '(?<![a-z0-9.,])(\d{1,2}) ?\+? ?(?:(?:-|–|to) ?\d{1,2} ?\+? ?)?(?:years?|yrs?)''?(?: of)?(?: [a-z-]+){0,2} (?:experience|exp)(?![a-z])',
      '(?:experience|exp)(?: required)?(?: of)? ?:? ?(?:(?:minimum|min|at least)(?: of)? )?(?<![a-z0-9.,])(\d{1,2}) ?\+? ?(?:(?:-|–|to) ?\d{1,2} ?\+? ?)?(?:years?|yrs?)''?(?![a-z])',
      'خبره(?: عمليه| مهنيه)?(?: لا تقل عن| من| تزيد عن)? ?(?<![a-z0-9.,])(\d{1,2}) ?\+? ?(?:سنوات|سنه|سنين|اعوام|عام)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])',
      '(?<![a-z0-9.,])(\d{1,2}) ?\+? ?(?:سنوات|سنه|سنين|اعوام|عام)(?: من)? (?:ال)?خبره(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'
    ]) p
    cross join lateral regexp_matches(flat, p, 'g') m
  ) y
  where y.n <= 40;

  select case when count(distinct v.lv) = 1 then min(v.lv) end into lvl
  from (values
    ('entry', 'title', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:junior|jr|entry level|entry-level|graduate|trainee|fresh graduate|مبتدئ|حديث التخرج|حديثي التخرج|متدرب)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'),
    ('mid', 'title', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:mid level|mid-level|intermediate|متوسط الخبره)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'),
    ('senior', 'title', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:senior|sr|كبير|اول)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'),
    ('lead', 'title', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:lead|team leader|head of|رئيس قسم|قائد فريق|رئيس فريق)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'),
    ('entry', 'description', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:entry level|entry-level|fresh graduates?|حديثي التخرج)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'),
    ('mid', 'description', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:mid level|mid-level)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])'),
    ('senior', 'description', '(?<![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])(?:senior level|senior-level)(?![a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3])')
  ) v(lv, part, p)
  where (v.part = 'title' and ft ~ v.p) or (v.part = 'description' and fd ~ v.p);

  return query select auth, stat, yrs::smallint, lvl;
end
$$;
comment on function public.licence_experience_of(text, text, text) is
  'The licence and experience a job''s title and description state, read conservatively (a fact only when the text names one value): readLicenceExperience of src/lib/jobs/licence-experience-text.ts in SQL.';
revoke all on function public.licence_experience_of(text, text, text) from public, anon, authenticated;

-- The search's facet key gains the licence authority (bits 50-53) and the experience level
-- (bits 54-56); layout of the other bits in 20261124115327_add_search_facet_keys.sql. Bit 49 stays
-- free in the stored key: the search's fact grouping sets it (the minimum-salary test).
alter table public.search_codes drop constraint search_codes_kind_check;
alter table public.search_codes drop constraint search_codes_fit;
alter table public.search_codes
  add constraint search_codes_kind_check
    check (kind in ('country', 'city', 'category', 'type', 'visa', 'nationality', 'licence', 'level')),
  add constraint search_codes_fit check (
    code >= 1 and code <= case kind when 'country' then 15 when 'city' then 65535 when 'category' then 4095
                                    when 'type' then 7 when 'visa' then 3 when 'nationality' then 7
                                    when 'licence' then 15 when 'level' then 7 end);
insert into public.search_codes (kind, slug, code) values
  ('licence', 'dha', 1), ('licence', 'doh', 2), ('licence', 'mohap', 3), ('licence', 'scfhs', 4), ('licence', 'dhp', 5),
  ('licence', 'nhra', 6), ('licence', 'omsb', 7), ('licence', 'moh-oman', 8), ('licence', 'moh-kuwait', 9),
  ('level', 'entry', 1), ('level', 'mid', 2), ('level', 'senior', 3), ('level', 'lead', 4);

create or replace function public.job_facet_key(
  country text, city text, category text, is_remote boolean, employment_type text, visa text, nationality text,
  package_mask integer, salary_aed bigint, licence_authority text, experience_level text
) returns bigint
language sql
security definer
set search_path = ''
as $$
  select public.job_facet_key(country, city, category, is_remote, employment_type, visa, nationality, package_mask, salary_aed)
       | (public.search_code('licence', licence_authority)::bigint << 50)
       | (public.search_code('level', experience_level)::bigint << 54)
$$;
comment on function public.job_facet_key(text, text, text, boolean, text, text, text, integer, bigint, text, text) is
  'The facet_key of a search row: its place, category, remote and facts as codes in one integer (see 20261124115327_add_search_facet_keys.sql), with the licence authority and experience level.';
revoke all on function public.job_facet_key(text, text, text, boolean, text, text, text, integer, bigint, text, text) from public, anon, authenticated;
grant execute on function public.job_facet_key(text, text, text, boolean, text, text, text, integer, bigint, text, text) to service_role;

-- Latest definition: 20261124115327_add_search_facet_keys.sql; the key gains the two facts.
create or replace function public.job_search_row_of(j public.jobs) returns public.job_search_rows
language sql volatile
set search_path = ''
as $$
  select row(s.id, s.at, s.expires_at, s.country, s.city, s.category, s.is_remote, s.employment_type, s.salary_aed,
             s.visa, s.nationality, s.package_mask, s.topics, s.search_head, s.filler, s.search_words,
             public.job_facet_key(s.country, s.city, s.category, s.is_remote, s.employment_type, s.visa, s.nationality,
                                  s.package_mask, s.salary_aed, s.licence_authority, s.experience_level))::public.job_search_rows
  from (
    select j.id, coalesce(j.published_at, j.created_at) as at, j.expires_at, j.country, j.city, j.category, j.is_remote,
           j.employment_type, floor(public.salary_monthly_aed(j.salary_min, j.salary_max, j.salary_currency, j.salary_period))::bigint as salary_aed,
           j.visa, j.nationality, public.package_mask(j.package_items) as package_mask,
           public.job_topics(j.category, j.job_title, j.job_description) as topics, j.search_head, repeat(' ', 2100) as filler,
           j.search_words, j.licence_authority, j.experience_level
  ) s
$$;

-- The view gains the facts (appended: same columns first). Latest definition:
-- 20261127170500_hide_contact_email_of_link_jobs.sql.
create or replace view public.public_jobs
with (security_invoker = true)
as
  select id, slug, company_name, job_title, job_description, location, country, is_remote,
         salary_range, public_contact_email as contact_email, category, application_type,
         application_url, posted_on, expires_at, created_at, updated_at, search_document,
         published_at, city, search_words, employment_type, salary_min, salary_max,
         salary_currency, salary_period, visa, nationality, package_items,
         licence_authority, licence_status, experience_years, experience_level
  from public.jobs
  where status = 'approved' and expires_at > now();

-- Backfill: each existing job gets what its own text states; nothing else changes. The text
-- columns are not written; jobs_before_write is paused so updated_at and the slug stay as they
-- are; the search rows follow through their trigger (with the new key), and one rebuild is queued.
alter table public.jobs disable trigger jobs_before_write;
update public.jobs j
set licence_authority = f.licence_authority, licence_status = f.licence_status,
    experience_years = f.experience_years, experience_level = f.experience_level
from public.jobs src
cross join lateral public.licence_experience_of(src.job_title, src.job_description, src.country) f
where j.id = src.id
  and (f.licence_authority is not null or f.experience_years is not null or f.experience_level is not null);
alter table public.jobs enable trigger jobs_before_write;
