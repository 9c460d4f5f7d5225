-- Companies: a profile per employer (name, website, size, industry, about in English and Arabic,
-- a small WebP logo), its public page /companies/{slug}, and every job linked to it.
--
-- A job's company follows from its company name: one company per normalised name (case and runs
-- of white space aside), kept in public.company_names, so posting, an admin's edit, the scraper
-- and the seed all link the same way, in SQL, with no step to forget. A merge points the merged
-- company's names at the kept one, so later posts under either name land there too.
--
-- Membership: the first poster of a job under a company becomes its member (public.company_members,
-- by e-mail, as public.job_posters). Members edit the profile; admins edit any and merge.

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 90),
  name text not null check (length(btrim(name)) between 1 and 200),
  website text check (website ~ '^https?://[^\s]+$' and length(website) <= 500),
  size text check (size in ('1-10', '11-50', '51-200', '201-1000', '1001-5000', '5001+')),
  industry text references public.job_categories (slug),
  about_en text check (length(about_en) <= 5000),
  about_ar text check (length(about_ar) <= 5000),
  -- A direct employer, or a recruitment agency posting for its clients (cards then say "via" it);
  -- an agency may give its licence number (e.g. the MoHRE licence in the UAE).
  kind text not null default 'employer' check (kind in ('employer', 'agency')),
  agency_licence text check (length(btrim(agency_licence)) between 1 and 100),
  -- Verified: a member signed in from an address on the website's own domain ('domain'), or an
  -- admin checked it by hand ('admin', with a note). Members cannot write these columns.
  verified_at timestamptz,
  verified_via text check (verified_via in ('domain', 'admin')),
  verified_by text check (length(verified_by) <= 320),
  verified_note text check (length(verified_note) <= 2000),
  constraint companies_verified_whole check ((verified_at is null) = (verified_via is null)),
  -- A few kilobytes each once resized (src/server/companies/logo.ts), so the database is the one
  -- store locally and on Supabase; served by /company-logos/{id}.webp with a long cache.
  logo_webp bytea check (octet_length(logo_webp) <= 262144),
  logo_updated_at timestamptz,
  -- When one of its jobs was first approved: visitors see a company from then on, so a name typed
  -- on a pending or rejected post is never public.
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.companies is
  'Employer profiles: the public page /companies/{slug}; visitors read those with a job ever approved.';
comment on column public.companies.published_at is 'When a job of the company was first approved; null: not public.';
comment on column public.companies.logo_webp is 'The logo as a WebP of at most 256 px, resized from the upload.';

create index companies_published_idx on public.companies (published_at) where published_at is not null;

create table public.company_names (
  name_key text primary key check (length(name_key) <= 300),
  company_id uuid not null references public.companies (id) on delete cascade
);
comment on table public.company_names is
  'Every normalised company name a job was posted under, and its company (a merge re-points the names).';
create index company_names_company_idx on public.company_names (company_id);

create table public.company_members (
  company_id uuid not null references public.companies (id) on delete cascade,
  email text not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254 and email = lower(email)),
  created_at timestamptz not null default now(),
  primary key (company_id, email)
);
comment on table public.company_members is 'Employers (by sign-in e-mail) who may edit a company''s profile.';
create index company_members_email_idx on public.company_members (email);

create table public.company_slug_redirects (
  slug text primary key,
  company_id uuid not null references public.companies (id) on delete cascade
);
comment on table public.company_slug_redirects is 'The slugs of merged companies: /companies/{slug} answers 301 to the kept company.';
create index company_slug_redirects_company_idx on public.company_slug_redirects (company_id);

alter table public.jobs
  add column company_id uuid references public.companies (id),
  add column company_slug text;
comment on column public.jobs.company_id is 'The company of company_name (public.company_names); set by jobs_link_company.';
comment on column public.jobs.company_slug is 'The company''s slug, beside company_id, so a job page links to its company without a join.';
create index jobs_company_idx on public.jobs (company_id);

-- Rules ------------------------------------------------------------------------------------------

create function public.company_name_key(name text) returns text
language sql immutable parallel safe
as $$
  select lower(btrim(regexp_replace(name, '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')))
$$;
comment on function public.company_name_key(text) is 'A company name with case and white space set aside: one company per key.';
revoke execute on function public.company_name_key(text) from public, anon, authenticated;
grant execute on function public.company_name_key(text) to service_role;

create function public.company_for_name(company_name text) returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  key text := left(public.company_name_key(company_name), 300);
  found uuid;
  base text;
  candidate text;
  suffix int := 1;
begin
  if key is null or key = '' then
    return null;
  end if;
  select n.company_id into found from public.company_names n where n.name_key = key;
  if found is not null then
    return found;
  end if;
  -- Two first posts of one name at once: the lock queues them, so the second finds the first's row.
  perform pg_advisory_xact_lock(hashtext('company_names:' || key));
  select n.company_id into found from public.company_names n where n.name_key = key;
  if found is not null then
    return found;
  end if;
  base := public.slugify(btrim(company_name));
  if base = 'job' then
    base := 'company';
  end if;
  candidate := base;
  perform pg_advisory_xact_lock(hashtext('companies.slug:' || base));
  while exists (select 1 from public.companies c where c.slug = candidate)
     or exists (select 1 from public.company_slug_redirects r where r.slug = candidate) loop
    suffix := suffix + 1;
    candidate := base || '-' || suffix;
  end loop;
  insert into public.companies (slug, name) values (candidate, left(btrim(company_name), 200)) returning id into found;
  insert into public.company_names (name_key, company_id) values (key, found);
  return found;
end
$$;
comment on function public.company_for_name(text) is 'The company of a company name, created on its first use.';
revoke execute on function public.company_for_name(text) from public, anon, authenticated;
grant execute on function public.company_for_name(text) to service_role;

-- Before the write: the company follows the name, whoever writes (a visitor's post, an admin's
-- edit, the scraper): company_id and company_slug given by a writer are overwritten.
create function public.jobs_link_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.company_name is distinct from old.company_name
     or new.company_id is distinct from old.company_id or new.company_slug is distinct from old.company_slug then
    new.company_id := public.company_for_name(new.company_name);
    new.company_slug := (select c.slug from public.companies c where c.id = new.company_id);
  end if;
  return new;
end
$$;
comment on function public.jobs_link_company() is 'Links a job to the company of its company name, created on first use.';

create trigger jobs_link_company
  before insert or update on public.jobs
  for each row execute function public.jobs_link_company();

-- After the write: a company becomes public with its first approved job, and its page and the
-- list are purged from the CDN whenever a job that is or was public changes.
create function public.jobs_touch_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_public boolean := tg_op in ('UPDATE', 'DELETE') and old.status = 'approved';
  is_public boolean := tg_op in ('INSERT', 'UPDATE') and new.status = 'approved';
  tags text[] := array['companies'];
begin
  if is_public then
    update public.companies c set published_at = now() where c.id = new.company_id and c.published_at is null;
  end if;
  if was_public or is_public then
    if tg_op <> 'DELETE' and new.company_id is not null then
      tags := tags || ('company-' || new.company_id::text);
    end if;
    if tg_op <> 'INSERT' and old.company_id is not null then
      tags := tags || ('company-' || old.company_id::text);
    end if;
    perform public.queue_cache_purge(tags);
  end if;
  return null;
end
$$;
comment on function public.jobs_touch_company() is
  'Publishes a company with its first approved job and queues the CDN purge of its page when a public job changes.';

create trigger jobs_touch_company
  after insert or update or delete on public.jobs
  for each row execute function public.jobs_touch_company();

-- The first poster of a company's job becomes its member.
create function public.job_posters_join_company() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only a company this post brought into being (no job of it public yet, no member yet): anyone
  -- may type a public company's name on the post form, which must not hand them its profile.
  insert into public.company_members (company_id, email)
  select j.company_id, new.email from public.jobs j
  join public.companies c on c.id = j.company_id
  where j.id = new.job_id and c.published_at is null
    and not exists (select 1 from public.company_members m where m.company_id = j.company_id)
  on conflict do nothing;
  return null;
end
$$;
comment on function public.job_posters_join_company() is 'Makes the first poster of a company''s job its member.';

create trigger job_posters_join_company
  after insert on public.job_posters
  for each row execute function public.job_posters_join_company();

create function public.companies_before_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.logo_webp is distinct from old.logo_webp then
    new.logo_updated_at := case when new.logo_webp is null then null else now() end;
  end if;
  return new;
end
$$;

create trigger companies_before_update
  before update on public.companies
  for each row execute function public.companies_before_update();

-- A renamed company keeps its old names and takes the new one (unless another company has it):
-- later posts under either name land on it.
create function public.companies_after_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.name is distinct from old.name then
    insert into public.company_names (name_key, company_id)
    values (left(public.company_name_key(new.name), 300), new.id)
    on conflict (name_key) do nothing;
  end if;
  if coalesce(new.published_at, old.published_at) is not null then
    perform public.queue_cache_purge(array['company-' || coalesce(new.id, old.id)::text, 'companies']);
  end if;
  return null;
end
$$;

create trigger companies_after_write
  after update or delete on public.companies
  for each row execute function public.companies_after_write();

-- Merge: `merged` into `kept`. Its jobs, names and members move, its slug answers 301 to the kept
-- company, empty profile fields of the kept one take the merged one's, and the merged row goes.
create function public.merge_companies(kept uuid, merged uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.companies;
begin
  -- current_user is this function's owner here: the caller's role is in the request's claims.
  if not (select public.is_admin()) and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'Only an admin can merge companies.' using errcode = '42501';
  end if;
  if kept = merged then
    raise exception 'A company cannot be merged into itself.' using errcode = '22023';
  end if;
  select * into m from public.companies c where c.id = merged for update;
  if not found or not exists (select 1 from public.companies c where c.id = kept) then
    raise exception 'No such company.' using errcode = 'P0002';
  end if;
  update public.company_names set company_id = kept where company_id = merged;
  update public.company_slug_redirects set company_id = kept where company_id = merged;
  insert into public.company_slug_redirects (slug, company_id) values (m.slug, kept);
  insert into public.company_members (company_id, email)
  select kept, cm.email from public.company_members cm where cm.company_id = merged
  on conflict do nothing;
  -- jobs_link_company takes the company from the name again, now the kept one.
  update public.jobs j set company_id = kept where j.company_id = merged;
  update public.companies c
  set website = coalesce(c.website, m.website), size = coalesce(c.size, m.size),
      industry = coalesce(c.industry, m.industry), about_en = coalesce(c.about_en, m.about_en),
      about_ar = coalesce(c.about_ar, m.about_ar), logo_webp = coalesce(c.logo_webp, m.logo_webp),
      published_at = least(c.published_at, m.published_at)
  where c.id = kept;
  delete from public.companies c where c.id = merged;
end
$$;
comment on function public.merge_companies(uuid, uuid) is 'Merges one company into another (admins only).';
revoke execute on function public.merge_companies(uuid, uuid) from public, anon, authenticated;
grant execute on function public.merge_companies(uuid, uuid) to authenticated, service_role;

-- Row-level security ------------------------------------------------------------------------------

alter table public.companies enable row level security;
alter table public.company_names enable row level security;
alter table public.company_members enable row level security;
alter table public.company_slug_redirects enable row level security;
revoke all on public.companies, public.company_names, public.company_members, public.company_slug_redirects
  from anon, authenticated;

grant select on public.companies to anon, authenticated;
grant update (name, website, size, industry, about_en, about_ar, logo_webp, kind, agency_licence) on public.companies to authenticated;
grant all on public.companies to service_role;
create policy "Visitors can read published companies" on public.companies
  for select to anon, authenticated
  using (published_at is not null);
create policy "Members can read their own company" on public.companies
  for select to authenticated
  using (exists (select 1 from public.company_members m
                 where m.company_id = companies.id and m.email = (select lower(auth.jwt() ->> 'email'))));
create policy "Admins can read every company" on public.companies
  for select to authenticated
  using ((select public.is_admin()));
create policy "Members can update their own company" on public.companies
  for update to authenticated
  using (exists (select 1 from public.company_members m
                 where m.company_id = companies.id and m.email = (select lower(auth.jwt() ->> 'email'))))
  with check (exists (select 1 from public.company_members m
                      where m.company_id = companies.id and m.email = (select lower(auth.jwt() ->> 'email'))));
create policy "Admins can update every company" on public.companies
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

grant select on public.company_names to authenticated;
grant all on public.company_names to service_role;
create policy "Admins can read company names" on public.company_names
  for select to authenticated
  using ((select public.is_admin()));

grant select on public.company_members to authenticated;
grant all on public.company_members to service_role;
create policy "Members can read their own memberships" on public.company_members
  for select to authenticated
  using (email = (select lower(auth.jwt() ->> 'email')));
create policy "Admins can read every membership" on public.company_members
  for select to authenticated
  using ((select public.is_admin()));

grant select on public.company_slug_redirects to anon, authenticated;
grant all on public.company_slug_redirects to service_role;
create policy "Anyone can read where a merged company went" on public.company_slug_redirects
  for select to anon, authenticated
  using (true);

-- Visitors read the job's company (column grants: see 20261127170500_hide_contact_email_of_link_jobs.sql).
grant select (company_id, company_slug) on public.jobs to anon;

-- The view gains the company's slug (latest definition before: 20261128002221_add_licence_and_experience.sql).
create or replace view public.public_jobs
with (security_invoker = true)
as
  select id, slug, company_name, job_title, job_description, location, country, is_remote,
         salary_range, public_contact_email as contact_email, category, application_type,
         application_url, posted_on, expires_at, created_at, updated_at, search_document,
         published_at, city, search_words, employment_type, salary_min, salary_max,
         salary_currency, salary_period, visa, nationality, package_items,
         licence_authority, licence_status, experience_years, experience_level, company_id, company_slug
  from public.jobs
  where status = 'approved' and expires_at > now();

-- Backfill ---------------------------------------------------------------------------------------
-- One company per distinct normalised name, named as its newest approved job (else its newest job)
-- writes it; jobs_before_write
-- is paused so updated_at and the slugs stay as they are.
select public.company_for_name(j.company_name)
from (select distinct on (public.company_name_key(company_name)) company_name
      from public.jobs
      order by public.company_name_key(company_name), status = 'approved' desc, created_at desc) j;

alter table public.jobs disable trigger jobs_before_write;
update public.jobs j
set company_id = n.company_id
from public.company_names n
where n.name_key = left(public.company_name_key(j.company_name), 300);
alter table public.jobs enable trigger jobs_before_write;

update public.companies c
set published_at = (select min(coalesce(j.published_at, j.created_at)) from public.jobs j
                    where j.company_id = c.id and (j.status = 'approved' or j.published_at is not null))
where exists (select 1 from public.jobs j where j.company_id = c.id and (j.status = 'approved' or j.published_at is not null));

insert into public.company_members (company_id, email)
select distinct on (j.company_id) j.company_id, p.email
from public.job_posters p join public.jobs j on j.id = p.job_id
where j.company_id is not null
order by j.company_id, p.created_at, p.job_id
on conflict do nothing;
