-- Job views and apply clicks per job and Gulf day, rolled up with the page views, so raw rows of
-- page_views and job_events older than ANALYTICS_RETENTION_DAYS can be deleted (only for days
-- already rolled up, src/server/analytics/retention.ts) while the dashboard keeps its totals for
-- any range: ended days are read from page_view_days and job_event_days.

create table public.job_event_days (
  day date not null,
  job_id uuid not null references public.jobs (id) on delete cascade,
  views bigint not null check (views >= 0),
  applies bigint not null check (applies >= 0),
  primary key (day, job_id),
  check (views + applies > 0)
);
comment on table public.job_event_days is
  'Views and apply clicks per job and Gulf day (the dashboard funnel for ended days); admins read.';

-- Deleting a job cascades here.
create index job_event_days_job_id_idx on public.job_event_days (job_id);

alter table public.job_event_days enable row level security;
revoke all on table public.job_event_days from anon, authenticated;
grant select on public.job_event_days to authenticated;
grant all on public.job_event_days to service_role;

create policy "Admins can read job event days" on public.job_event_days
  for select to authenticated
  using ((select public.is_admin()));

comment on table public.page_view_days_done is
  'The Gulf days already counted into page_view_days and job_event_days.';

-- The days rolled up before this migration: their job events are all still there.
insert into public.job_event_days (day, job_id, views, applies)
select (e.created_at at time zone 'UTC' + interval '4 hours')::date,
       e.job_id,
       count(*) filter (where e.kind = 'view'),
       count(*) filter (where e.kind = 'apply')
from public.job_events e
where (e.created_at at time zone 'UTC' + interval '4 hours')::date in (select done.day from public.page_view_days_done done)
group by 1, 2;

-- As before, and each day's job events too; the first day is the first page view or job event.
create or replace function public.roll_up_page_views() returns date
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_closed date := ((now() - interval '5 minutes') at time zone 'UTC' + interval '4 hours')::date - 1;
  first_day date;
  d date;
  day_start timestamptz;
  day_end timestamptz;
begin
  if not ((select public.is_admin()) or (select auth.role()) = 'service_role') then
    raise exception 'Only admins can roll up page views.' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.roll_up_page_views'));
  select coalesce(max(done.day) + 1,
                  (select (least((select min(v.created_at) from public.page_views v),
                                 (select min(e.created_at) from public.job_events e))
                           at time zone 'UTC' + interval '4 hours')::date))
    into first_day
    from public.page_view_days_done done;
  if first_day is not null then
    for d in select generate_series(first_day, last_closed, interval '1 day')::date loop
      day_start := (d::timestamp - interval '4 hours') at time zone 'UTC';
      day_end := ((d + 1)::timestamp - interval '4 hours') at time zone 'UTC';
      insert into public.page_view_days (day, dimension, key, views)
      select d, c.dimension, c.key, c.views
      from public.page_view_counts(day_start, day_end) c
      where c.views > 0;
      insert into public.job_event_days (day, job_id, views, applies)
      select d, e.job_id, count(*) filter (where e.kind = 'view'), count(*) filter (where e.kind = 'apply')
      from public.job_events e
      where e.created_at >= day_start and e.created_at < day_end
      group by e.job_id;
      insert into public.page_view_days_done (day) values (d);
    end loop;
  end if;
  return (select max(done.day) from public.page_view_days_done done);
end
$$;
comment on function public.roll_up_page_views() is
  'Rolls ended Gulf days of page_views and job_events up into page_view_days and job_event_days; returns the last rolled-up day.';
revoke all on function public.roll_up_page_views() from public, anon;
grant execute on function public.roll_up_page_views() to authenticated, service_role;
