-- Visitors' reports of public jobs ("asks for money", "fake company or job"…). Visitors never
-- touch the table: the server files a report as the service after its checks and rate limits, and
-- keeps no network address, only a keyed hash of it (HMAC with the server's secret), which is
-- also what makes one address one report per job. Admins read, close and delete them.

create table public.job_reports (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  reason text not null
    check (reason in ('asks_for_money', 'fake', 'discriminatory', 'filled_or_expired', 'wrong_information', 'other')),
  note text check (note is null or length(note) <= 1000),
  reporter_key text not null check (reporter_key ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint job_reports_other_has_note check (reason <> 'other' or length(trim(coalesce(note, ''))) > 0),
  constraint job_reports_one_per_reporter unique (job_id, reporter_key)
);
comment on table public.job_reports is
  'Reports of public jobs by visitors (reporter_key: HMAC of the network address, never the address); the service files them, admins read, close and delete them.';

create index job_reports_open_idx on public.job_reports (job_id, reason) where closed_at is null;
create index job_reports_created_idx on public.job_reports (created_at desc);

alter table public.job_reports enable row level security;

revoke all on public.job_reports from anon, authenticated;
grant select, update, delete on public.job_reports to authenticated;
grant all on public.job_reports to service_role;

create policy "Admins can read job reports" on public.job_reports
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can close job reports" on public.job_reports
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete job reports" on public.job_reports
  for delete to authenticated
  using ((select public.is_admin()));
