-- The employer's figures: how many job-alert digests listed each job per Gulf day, and the
-- poster's read of their own jobs' views, apply clicks and alert sends (admins read all).
-- Only counts: no subscriber, address or digest is recorded with them.

create table public.job_alert_days (
  day date not null,
  job_id uuid not null references public.jobs (id) on delete cascade,
  sends bigint not null check (sends > 0),
  primary key (day, job_id)
);
comment on table public.job_alert_days is
  'How many job-alert digests listed each job per Gulf day (counted when the digest is queued, once); posters read their own jobs, admins all.';

-- The policies look a row up by job; deleting a job cascades here.
create index job_alert_days_job_id_idx on public.job_alert_days (job_id);

alter table public.job_alert_days enable row level security;
-- A Supabase project may grant new tables to the API roles by default: take that back first.
revoke all on table public.job_alert_days from anon, authenticated;
grant select on public.job_alert_days to authenticated;
grant select, insert, update, delete on public.job_alert_days to service_role;

create policy "Admins can read job alert days" on public.job_alert_days
  for select to authenticated
  using ((select public.is_admin()));
create policy "Posters can read their own jobs' alert days" on public.job_alert_days
  for select to authenticated
  using (exists (select 1 from public.job_posters p
                 where p.job_id = job_alert_days.job_id and p.email = (select lower(auth.jwt() ->> 'email'))));

-- Ended days of views and apply clicks come from the roll-up, the current ones from the raw events.
create policy "Posters can read their own jobs' event days" on public.job_event_days
  for select to authenticated
  using (exists (select 1 from public.job_posters p
                 where p.job_id = job_event_days.job_id and p.email = (select lower(auth.jwt() ->> 'email'))));
create policy "Posters can read their own jobs' events" on public.job_events
  for select to authenticated
  using (exists (select 1 from public.job_posters p
                 where p.job_id = job_events.job_id and p.email = (select lower(auth.jwt() ->> 'email'))));

-- Where the roll-up stands, for readers who may not read page_view_days_done (it holds only dates,
-- but its table stays the admins'): days up to it are read from job_event_days, later ones raw.
create function public.analytics_rolled_up_through() returns date
language sql
stable
security definer
set search_path = ''
as $$
  select max(done.day) from public.page_view_days_done done
$$;
comment on function public.analytics_rolled_up_through() is
  'The last Gulf day rolled up into page_view_days and job_event_days (null before the first roll-up).';
revoke all on function public.analytics_rolled_up_through() from public, anon;
grant execute on function public.analytics_rolled_up_through() to authenticated, service_role;
