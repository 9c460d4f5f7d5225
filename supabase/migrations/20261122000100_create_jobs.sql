-- Jobs: the board's listings. Rules that no client may bypass live here: slugs, pending-by-default,
-- expiry, the normalised country, and row-level security.

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists citext with schema extensions;

-- Who is asking ---------------------------------------------------------------------------------

create or replace function public.is_admin() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;
comment on function public.is_admin() is 'True when the request''s JWT claims carry app_metadata.role = admin.';

-- Lookup data -----------------------------------------------------------------------------------

create table public.job_categories (
  slug text primary key,
  label text not null
);
comment on table public.job_categories is 'The eight industries a job can belong to (spec 000 section 3).';

insert into public.job_categories (slug, label) values
  ('healthcare-medical', 'Healthcare & Medical'),
  ('education-teaching', 'Education & Teaching'),
  ('it-technology', 'IT & Technology'),
  ('engineering', 'Engineering'),
  ('finance-accounting', 'Finance & Accounting'),
  ('sales-marketing', 'Sales & Marketing'),
  ('hospitality-tourism', 'Hospitality & Tourism'),
  ('construction', 'Construction');

create table public.country_terms (
  term text primary key,
  country text not null check (country in ('uae', 'saudi-arabia', 'qatar', 'kuwait', 'bahrain', 'oman'))
);
comment on table public.country_terms is
  'Words in a free-text location that name a Gulf country: names, abbreviations and cities (spec 000 section 5). Mirrors src/lib/countries.ts; a test keeps them equal.';

insert into public.country_terms (term, country) values
  ('uae', 'uae'), ('u.a.e', 'uae'), ('united arab emirates', 'uae'), ('emirates', 'uae'),
  ('dubai', 'uae'), ('abu dhabi', 'uae'), ('sharjah', 'uae'), ('ajman', 'uae'), ('fujairah', 'uae'),
  ('ras al khaimah', 'uae'), ('umm al quwain', 'uae'), ('al ain', 'uae'),
  ('saudi', 'saudi-arabia'), ('saudi arabia', 'saudi-arabia'), ('ksa', 'saudi-arabia'),
  ('riyadh', 'saudi-arabia'), ('jeddah', 'saudi-arabia'), ('dammam', 'saudi-arabia'),
  ('mecca', 'saudi-arabia'), ('makkah', 'saudi-arabia'), ('medina', 'saudi-arabia'),
  ('madinah', 'saudi-arabia'), ('khobar', 'saudi-arabia'), ('al khobar', 'saudi-arabia'),
  ('dhahran', 'saudi-arabia'), ('neom', 'saudi-arabia'),
  ('qatar', 'qatar'), ('doha', 'qatar'), ('al rayyan', 'qatar'), ('al wakrah', 'qatar'), ('lusail', 'qatar'),
  ('kuwait', 'kuwait'), ('kuwait city', 'kuwait'), ('hawalli', 'kuwait'), ('ahmadi', 'kuwait'), ('salmiya', 'kuwait'),
  ('bahrain', 'bahrain'), ('manama', 'bahrain'), ('muharraq', 'bahrain'),
  ('oman', 'oman'), ('muscat', 'oman'), ('salalah', 'oman'), ('nizwa', 'oman'), ('sohar', 'oman');

create table public.reserved_job_slugs (
  slug text primary key
);
comment on table public.reserved_job_slugs is
  'Path words under /jobs/ that are listings, not jobs: a job slug never takes one of them.';

insert into public.reserved_job_slugs (slug)
select slug from public.job_categories
union all
select unnest(array['uae', 'saudi', 'saudi-arabia', 'qatar', 'kuwait', 'bahrain', 'oman', 'remote',
                    'page', 'search', 'new', 'all', 'feed', 'rss']);

-- Pure helpers ----------------------------------------------------------------------------------

create or replace function public.country_of(location text) returns text
language sql stable
set search_path = ''
as $$
  select t.country
  from public.country_terms t
  where regexp_instr(lower(location), '\m' || replace(t.term, '.', '\.') || '\M') > 0
  order by regexp_instr(lower(location), '\m' || replace(t.term, '.', '\.') || '\M'), length(t.term) desc
  limit 1
$$;
comment on function public.country_of(text) is 'The Gulf country named first in a free-text location, or null.';

create or replace function public.slugify(value text) returns text
language sql stable
set search_path = ''
as $$
  select coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(
           regexp_replace(lower(extensions.unaccent(coalesce(value, ''))), '[^a-z0-9 -]', '', 'g'),
           '[ -]+', '-', 'g')), 80)), ''), 'job')
$$;
comment on function public.slugify(text) is
  'Spec 001 section 5: lowercase, keep letters, digits, spaces and hyphens, spaces to hyphens (runs collapsed, at most 80 characters).';

-- The table -------------------------------------------------------------------------------------

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  company_name text not null check (length(trim(company_name)) between 1 and 200),
  job_title text not null check (length(trim(job_title)) between 1 and 200),
  job_description text not null check (length(trim(job_description)) between 1 and 50000),
  location text not null check (length(trim(location)) between 1 and 200),
  country text check (country in ('uae', 'saudi-arabia', 'qatar', 'kuwait', 'bahrain', 'oman')),
  is_remote boolean not null default false,
  salary_range text check (length(salary_range) <= 200),
  contact_email extensions.citext check (contact_email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  category text references public.job_categories (slug),
  application_type text not null default 'email' check (application_type in ('email', 'url')),
  application_url text check (application_url ~* '^https?://\S+$'),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  posted_on date not null default current_date check (posted_on >= date '1900-01-01'),
  expires_at timestamptz not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_document tsvector generated always as (
    to_tsvector('english'::regconfig, job_title || ' ' || company_name || ' ' || job_description)
  ) stored,
  constraint jobs_url_type_needs_url check (application_type <> 'url' or application_url is not null),
  constraint jobs_email_type_needs_email check (application_type <> 'email' or contact_email is not null or status <> 'approved')
);
comment on table public.jobs is
  'Job listings. Visitors see approved, unexpired rows only; everything else is for admins.';
comment on column public.jobs.posted_on is 'The posting date from the post form (default today).';
comment on column public.jobs.expires_at is 'Thirty days after posted_on; the job stops being public then (JobPosting validThrough).';
comment on column public.jobs.country is 'Normalised from location by public.country_of().';

create index jobs_public_newest_idx on public.jobs (created_at desc) where status = 'approved';
create index jobs_status_idx on public.jobs (status, expires_at);
create index jobs_category_idx on public.jobs (category, created_at desc) where status = 'approved';
create index jobs_country_idx on public.jobs (country, created_at desc) where status = 'approved';
create index jobs_created_by_idx on public.jobs (created_by);
create index jobs_search_document_idx on public.jobs using gin (search_document);
-- Substrings of title and company (trigram); descriptions are matched by words and word prefixes
-- through search_document (a trigram index over long descriptions costs more than it saves).
create index jobs_search_trgm_idx on public.jobs
  using gin ((job_title || ' ' || company_name) extensions.gin_trgm_ops);

-- Rules -----------------------------------------------------------------------------------------

create or replace function public.next_job_slug(base text) returns text
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  candidate text := base;
  suffix int := 0;
begin
  -- Same title and location at once: the advisory lock queues those transactions, so each one
  -- sees the slugs committed before it and takes the next free suffix. Security definer because
  -- a visitor cannot see the pending rows whose slugs are taken.
  perform pg_advisory_xact_lock(hashtext('jobs.slug:' || base));
  while exists (select 1 from public.jobs j where j.slug = candidate)
     or exists (select 1 from public.reserved_job_slugs r where r.slug = candidate) loop
    suffix := suffix + 1;
    candidate := base || '-' || suffix;
  end loop;
  return candidate;
end
$$;
comment on function public.next_job_slug(text) is 'The first free slug among base, base-1, base-2...';
revoke execute on function public.next_job_slug(text) from public;
grant execute on function public.next_job_slug(text) to anon, authenticated, service_role;

create or replace function public.jobs_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  acting_for_client boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    if acting_for_client and not public.is_admin() then
      new.status := 'pending';
      new.created_at := now();
      new.expires_at := null;
    end if;
    new.created_by := coalesce(new.created_by, auth.uid());

    new.slug := public.next_job_slug(public.slugify(new.job_title || '-' || new.location));
  else
    new.slug := old.slug; -- links never break once published
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    new.updated_at := now();
  end if;

  if new.posted_on > current_date + 1 then
    raise exception 'The posted date cannot be in the future.' using errcode = 'check_violation';
  end if;
  if new.expires_at is null or (tg_op = 'UPDATE' and new.posted_on is distinct from old.posted_on
                                and new.expires_at is not distinct from old.expires_at) then
    new.expires_at := (new.posted_on + 30)::timestamp at time zone 'Asia/Dubai';
  end if;
  new.country := public.country_of(new.location);
  new.is_remote := new.location ~* '\mremote\M';
  return new;
end
$$;

create trigger jobs_before_write
before insert or update on public.jobs
for each row execute function public.jobs_before_write();

-- Access ----------------------------------------------------------------------------------------

alter table public.jobs enable row level security;
alter table public.job_categories enable row level security;
alter table public.country_terms enable row level security;
alter table public.reserved_job_slugs enable row level security;

grant select on public.job_categories, public.country_terms, public.reserved_job_slugs to anon, authenticated;
grant select, insert on public.jobs to anon;
grant select, insert, update, delete on public.jobs to authenticated;
grant all on public.jobs, public.job_categories, public.country_terms, public.reserved_job_slugs to service_role;

create policy "Anyone can read categories" on public.job_categories
  for select to anon, authenticated using (true);
create policy "Anyone can read country terms" on public.country_terms
  for select to anon, authenticated using (true);
create policy "Anyone can read reserved slugs" on public.reserved_job_slugs
  for select to anon, authenticated using (true);

create policy "Visitors can read approved current jobs" on public.jobs
  for select to anon
  using (status = 'approved' and expires_at > now());
create policy "Signed-in users can read approved current jobs" on public.jobs
  for select to authenticated
  using (status = 'approved' and expires_at > now());
create policy "Admins can read every job" on public.jobs
  for select to authenticated
  using ((select public.is_admin()));

create policy "Visitors can submit pending jobs" on public.jobs
  for insert to anon
  with check (status = 'pending');
create policy "Signed-in users can submit pending jobs" on public.jobs
  for insert to authenticated
  with check (status = 'pending' and created_by = (select auth.uid()));
create policy "Admins can insert any job" on public.jobs
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can update jobs" on public.jobs
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete jobs" on public.jobs
  for delete to authenticated
  using ((select public.is_admin()));
