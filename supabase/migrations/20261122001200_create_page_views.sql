-- First-party analytics: one row per page view sent by the beacon in the page head. No cookie, no
-- visitor id and no network address is stored: only the path, where the visit came from (the
-- referrer's host and its kind), the device class and, where the platform says so, the country.
-- Anyone may record a view (with checks); only admins read them (/analytics).

create table public.page_views (
  id bigint generated always as identity primary key,
  path text not null check (path ~ '^/' and char_length(path) <= 300),
  referrer_host text check (char_length(referrer_host) between 1 and 255),
  source text not null check (source in ('direct', 'internal', 'search', 'social', 'referral')),
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  country text check (country ~ '^[A-Z]{2}$'),
  created_at timestamptz not null default now()
);
comment on table public.page_views is
  'Page views from the first-party beacon (no identifiers, no addresses); visitors insert, admins read.';

-- The dashboard aggregates a date range: an index-only scan of the range carries every column it
-- groups by. Per-page questions use the second index.
create index page_views_created_at_idx on public.page_views (created_at) include (path, device, source, country, referrer_host);
create index page_views_path_created_at_idx on public.page_views (path, created_at);

alter table public.page_views enable row level security;
grant insert on public.page_views to anon, authenticated;
grant select on public.page_views to authenticated;
grant all on public.page_views to service_role;

-- A visitor can record a view now, not rewrite history: the time is the database's.
create policy "Visitors can record page views" on public.page_views
  for insert to anon
  with check (created_at between now() - interval '1 minute' and now() + interval '1 minute');
create policy "Signed-in users can record page views" on public.page_views
  for insert to authenticated
  with check (created_at between now() - interval '1 minute' and now() + interval '1 minute');
create policy "Admins can read page views" on public.page_views
  for select to authenticated
  using ((select public.is_admin()));

-- Job views and apply clicks, per job: the funnel on the dashboard.
create table public.job_events (
  id bigint generated always as identity primary key,
  job_id uuid not null references public.jobs (id) on delete cascade,
  kind text not null check (kind in ('view', 'apply')),
  created_at timestamptz not null default now()
);
comment on table public.job_events is
  'Views of a job page and clicks on its apply button (no identifiers); visitors insert, admins read.';

create index job_events_created_at_idx on public.job_events (created_at) include (job_id, kind);
create index job_events_job_id_idx on public.job_events (job_id);

alter table public.job_events enable row level security;
grant insert on public.job_events to anon, authenticated;
grant select on public.job_events to authenticated;
grant all on public.job_events to service_role;

-- Only for a job the visitor can see (the jobs policies apply inside the check: approved, current).
create policy "Visitors can record events of public jobs" on public.job_events
  for insert to anon
  with check (
    created_at between now() - interval '1 minute' and now() + interval '1 minute'
    and exists (select 1 from public.jobs j where j.id = job_id));
create policy "Signed-in users can record events of public jobs" on public.job_events
  for insert to authenticated
  with check (
    created_at between now() - interval '1 minute' and now() + interval '1 minute'
    and exists (select 1 from public.jobs j where j.id = job_id));
create policy "Admins can read job events" on public.job_events
  for select to authenticated
  using ((select public.is_admin()));
