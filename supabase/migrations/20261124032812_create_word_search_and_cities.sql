-- Issue 15: search matches words, not fragments, and knows cities.
-- A keyword matches whole words or word prefixes ("nurs" finds nurse and nursing; "icu" does not
-- find "curriculum") in title, company, location and description; every word is required; case and
-- accents do not matter. This replaces spec 000 section 5's substring rule (and the trigram match of
-- public.public_job_ids_matching) on purpose. Matches are ranked: title over company over location
-- over description.

-- Text as search compares it: lower case, accents removed ("Café" -> "cafe").
create or replace function public.search_fold(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, value))
$$;
comment on function public.search_fold(text) is 'Lower case without accents: how search compares text (unaccent is only stable, this is declared immutable for the stored search_words column).';

-- Every field's words ('simple': no stemming, no stop words, so prefixes match what people type),
-- weighted by field for ranking: title A, company B, location C, description D.
alter table public.jobs add column search_words tsvector generated always as (
  setweight(to_tsvector('simple'::regconfig, public.search_fold(job_title)), 'A')
  || setweight(to_tsvector('simple'::regconfig, public.search_fold(company_name)), 'B')
  || setweight(to_tsvector('simple'::regconfig, public.search_fold(location)), 'C')
  || setweight(to_tsvector('simple'::regconfig, public.search_fold(job_description)), 'D')
) stored;
comment on column public.jobs.search_words is
  'Folded words of title (weight A), company (B), location (C) and description (D) for search.';
create index jobs_search_words_idx on public.jobs using gin (search_words);

-- The search text (words of letters and digits separated by spaces, as src/lib/jobs/search.ts
-- sends it) as a tsquery of word prefixes, all required; weight restricts every word to one field.
-- Each word is quoted, so no text can break the tsquery syntax.
create or replace function public.search_query(words text, weight text default '') returns tsquery
language sql immutable parallel safe
set search_path = ''
as $$
  select to_tsquery('simple'::regconfig,
    string_agg('''' || replace(replace(public.search_fold(w), '\', '\\'), '''', '''''') || ''':*' || weight, ' & '))
  from regexp_split_to_table(coalesce(words, ''), '\s+') as w
  where w <> ''
$$;
comment on function public.search_query(text, text) is
  'Space-separated words as a tsquery of folded word prefixes, all required; weight (A-D) limits each to one field.';

-- Under the jobs policies PostgreSQL uses no index for @@ (not leakproof), so the keyword match
-- runs here with the owner's rights and the search_words index, and returns only ids of public
-- jobs (what the policy shows anyway) with their rank: each word scores by the best field it is
-- in, title 8, company 4, location 2, description 1, summed over the words (ties: the caller
-- orders newer first).
drop function public.public_job_ids_matching(text, text);
create or replace function public.public_job_matches(words text) returns table (id uuid, rank real)
language sql stable
security definer
set search_path = ''
as $$
  with w as (
    select public.search_query(x, 'A') as a, public.search_query(x, 'B') as b, public.search_query(x, 'C') as c
    from regexp_split_to_table(coalesce(words, ''), '\s+') as x
    where x <> ''
  ),
  qs as (select array_agg(a) as a, array_agg(b) as b, array_agg(c) as c from w)
  select j.id,
         (select sum(case when j.search_words @@ qs.a[i] then 8
                          when j.search_words @@ qs.b[i] then 4
                          when j.search_words @@ qs.c[i] then 2
                          else 1 end)
          from generate_subscripts(qs.a, 1) as i)::real
  from public.jobs j cross join qs
  where j.status = 'approved' and j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_matches(text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix), with a rank: title over company over location over description.';
revoke all on function public.public_job_matches(text) from public, anon, authenticated;
grant execute on function public.public_job_matches(text) to anon, authenticated, service_role;
revoke all on function public.search_fold(text), public.search_query(text, text) from public, anon, authenticated;
-- search_fold computes jobs.search_words, so whoever may insert or update a job runs it.
grant execute on function public.search_fold(text) to anon, authenticated, service_role;
grant execute on function public.search_query(text, text) to service_role;

-- Cities ------------------------------------------------------------------------------------------
create table public.city_terms (
  term text primary key,
  city text not null,
  country text not null check (country in ('uae', 'saudi-arabia', 'qatar', 'kuwait', 'bahrain', 'oman'))
);
comment on table public.city_terms is
  'Words in a free-text location that name a Gulf city (slug), with its country. Mirrors src/lib/cities.ts; a test keeps them equal.';
alter table public.city_terms enable row level security;
revoke all on table public.city_terms from anon, authenticated;
grant select on table public.city_terms to anon, authenticated;
grant all on table public.city_terms to service_role;
create policy "Anyone can read city terms" on public.city_terms for select to anon, authenticated using (true);

insert into public.city_terms (term, city, country) values
  ('dubai', 'dubai', 'uae'), ('abu dhabi', 'abu-dhabi', 'uae'), ('sharjah', 'sharjah', 'uae'),
  ('ajman', 'ajman', 'uae'), ('ras al khaimah', 'ras-al-khaimah', 'uae'), ('fujairah', 'fujairah', 'uae'),
  ('umm al quwain', 'umm-al-quwain', 'uae'), ('al ain', 'al-ain', 'uae'),
  ('riyadh', 'riyadh', 'saudi-arabia'), ('jeddah', 'jeddah', 'saudi-arabia'),
  ('dammam', 'dammam-khobar', 'saudi-arabia'), ('khobar', 'dammam-khobar', 'saudi-arabia'),
  ('al khobar', 'dammam-khobar', 'saudi-arabia'), ('dhahran', 'dammam-khobar', 'saudi-arabia'),
  ('mecca', 'mecca', 'saudi-arabia'), ('makkah', 'mecca', 'saudi-arabia'),
  ('medina', 'medina', 'saudi-arabia'), ('madinah', 'medina', 'saudi-arabia'), ('neom', 'neom', 'saudi-arabia'),
  ('doha', 'doha', 'qatar'), ('al rayyan', 'al-rayyan', 'qatar'), ('al wakrah', 'al-wakrah', 'qatar'),
  ('lusail', 'lusail', 'qatar'),
  ('kuwait city', 'kuwait-city', 'kuwait'), ('hawalli', 'hawalli', 'kuwait'), ('ahmadi', 'ahmadi', 'kuwait'),
  ('salmiya', 'salmiya', 'kuwait'),
  ('manama', 'manama', 'bahrain'), ('muharraq', 'muharraq', 'bahrain'),
  ('muscat', 'muscat', 'oman'), ('salalah', 'salalah', 'oman'), ('nizwa', 'nizwa', 'oman'), ('sohar', 'sohar', 'oman');

create or replace function public.city_of(location text) returns text
language sql stable
set search_path = ''
as $$
  select t.city
  from public.city_terms t
  where regexp_instr(public.search_fold(location), '\m' || t.term || '\M') > 0
  order by regexp_instr(public.search_fold(location), '\m' || t.term || '\M'), length(t.term) desc
  limit 1
$$;
comment on function public.city_of(text) is 'The Gulf city (slug) named first in a free-text location, or null.';
revoke all on function public.city_of(text) from public, anon, authenticated;
grant execute on function public.city_of(text) to service_role;

alter table public.jobs add column city text;
comment on column public.jobs.city is 'Normalised from location by public.city_of() (trigger jobs_set_city); never written by clients.';

create or replace function public.jobs_set_city() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.city := public.city_of(new.location);
  return new;
end
$$;
revoke all on function public.jobs_set_city() from public, anon, authenticated;
create trigger jobs_set_city
before insert or update of location, city on public.jobs
for each row execute function public.jobs_set_city();

update public.jobs set city = public.city_of(location);
create index jobs_city_idx on public.jobs (city, created_at desc) where status = 'approved';

-- Newest first by publication time (jobs from before published_at: their creation).
create index jobs_public_published_order_idx on public.jobs ((coalesce(published_at, created_at)) desc, id)
  where status = 'approved';

-- The view gains the publication time, the city and the search words (appended: same columns first).
create or replace view public.public_jobs
with (security_invoker = true)
as
  select id, slug, company_name, job_title, job_description, location, country, is_remote,
         salary_range, contact_email, category, application_type, application_url, posted_on,
         expires_at, created_at, updated_at, search_document, published_at, city, search_words
  from public.jobs
  where status = 'approved' and expires_at > now();

-- The same match without the rank, for totals and facet counts (cheaper: no per-field checks).
create or replace function public.public_job_ids_matching_words(words text) returns setof uuid
language sql stable
security definer
set search_path = ''
as $$
  select j.id
  from public.jobs j
  where j.status = 'approved' and j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_ids_matching_words(text) is
  'Ids of approved, unexpired jobs whose title, company, location or description has every word (as a prefix).';
revoke all on function public.public_job_ids_matching_words(text) from public, anon, authenticated;
grant execute on function public.public_job_ids_matching_words(text) to anon, authenticated, service_role;
