-- Every dashboard load calls public.roll_up_page_views() as the admin, in the dashboard's own
-- transaction, and the function took its advisory lock before looking: the lock is held until
-- that transaction ends, so two admins loading /analytics at once read one after the other, even
-- on the 23 hours of a Gulf day when there is nothing to roll up.
--
-- Now it first reads the last rolled-up day and returns it at once when every ended Gulf day is
-- already counted (the usual case); only when a day is due does it take the lock and look again
-- (a second caller then waits for the first and finds the day done, as before: no day is ever
-- counted twice, and page_view_days_done's key refuses it anyway). Otherwise unchanged.
create or replace function public.roll_up_page_views() returns date
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_closed date := ((now() - interval '5 minutes') at time zone 'UTC' + interval '4 hours')::date - 1;
  last_done date;
  first_day date;
  d date;
  day_start timestamptz;
  day_end timestamptz;
begin
  if not ((select public.is_admin()) or (select auth.role()) = 'service_role') then
    raise exception 'Only admins can roll up page views.' using errcode = '42501';
  end if;
  select max(done.day) into last_done from public.page_view_days_done done;
  if last_done >= last_closed then
    return last_done;
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
