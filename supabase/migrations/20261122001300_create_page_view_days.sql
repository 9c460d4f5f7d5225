-- Daily roll-ups of page views, so the dashboard stays fast on millions of rows: a Gulf day
-- (UTC+4) that has ended never changes again (visitors can only record a view at the current
-- time, see the page_views policies), so it is counted once into page_view_days and read from
-- there; only the current day is counted from page_views itself.

create table public.page_view_days (
  day date not null,
  dimension text not null check (dimension in ('total', 'path', 'device', 'source', 'referrer', 'country')),
  key text not null,
  views bigint not null check (views > 0),
  primary key (day, dimension, key)
);
comment on table public.page_view_days is
  'Page views per Gulf day and dimension value (path, device, source, referrer host, country, total); admins read.';

create table public.page_view_days_done (
  day date primary key,
  rolled_up_at timestamptz not null default now()
);
comment on table public.page_view_days_done is 'The Gulf days already counted into page_view_days.';

alter table public.page_view_days enable row level security;
alter table public.page_view_days_done enable row level security;
grant select on public.page_view_days, public.page_view_days_done to authenticated;
grant all on public.page_view_days, public.page_view_days_done to service_role;

create policy "Admins can read page view days" on public.page_view_days
  for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can read rolled-up days" on public.page_view_days_done
  for select to authenticated
  using ((select public.is_admin()));

-- Page views between two instants, counted per dimension value: one grouping-sets scan plus the
-- referring hosts (other sites only). Runs as the caller, so RLS applies (admins only).
create or replace function public.page_view_counts(from_at timestamptz, to_at timestamptz)
returns table (dimension text, key text, views bigint)
language sql
stable
set search_path = ''
as $$
  select case grouping(v.path, v.device, v.source, v.country)
           when 15 then 'total' when 7 then 'path' when 11 then 'device' when 13 then 'source' else 'country' end,
         coalesce(v.path, v.device, v.source, v.country, ''),
         count(*)
  from public.page_views v
  where v.created_at >= from_at and v.created_at < to_at
  group by grouping sets ((), (v.path), (v.device), (v.source), (v.country))
  having grouping(v.path, v.device, v.source, v.country) <> 14 or v.country is not null
  union all
  select 'referrer', v.referrer_host, count(*)
  from public.page_views v
  where v.created_at >= from_at and v.created_at < to_at and v.referrer_host is not null and v.source <> 'internal'
  group by v.referrer_host
$$;
comment on function public.page_view_counts(timestamptz, timestamptz) is
  'Page views in [from_at, to_at) per dimension value (total, path, device, source, country, referrer).';
grant execute on function public.page_view_counts(timestamptz, timestamptz) to authenticated, service_role;

-- Counts every ended Gulf day not counted yet (from the first view on) and returns the last
-- counted day. A day is closed five minutes after it ends, so no view still being written is
-- missed. Admins (through the dashboard) and the service may call it.
create or replace function public.roll_up_page_views() returns date
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_closed date := ((now() - interval '5 minutes') at time zone 'UTC' + interval '4 hours')::date - 1;
  first_day date;
  d date;
begin
  if not ((select public.is_admin()) or (select auth.role()) = 'service_role') then
    raise exception 'Only admins can roll up page views.' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.roll_up_page_views'));
  select coalesce(max(done.day) + 1,
                  (select (min(v.created_at) at time zone 'UTC' + interval '4 hours')::date from public.page_views v))
    into first_day
    from public.page_view_days_done done;
  if first_day is not null then
    for d in select generate_series(first_day, last_closed, interval '1 day')::date loop
      insert into public.page_view_days (day, dimension, key, views)
      select d, c.dimension, c.key, c.views
      from public.page_view_counts((d::timestamp - interval '4 hours') at time zone 'UTC',
                                   ((d + 1)::timestamp - interval '4 hours') at time zone 'UTC') c
      where c.views > 0;
      insert into public.page_view_days_done (day) values (d);
    end loop;
  end if;
  return (select max(done.day) from public.page_view_days_done done);
end
$$;
comment on function public.roll_up_page_views() is
  'Rolls ended Gulf days of page_views up into page_view_days; returns the last rolled-up day.';
revoke all on function public.roll_up_page_views() from public, anon;
grant execute on function public.roll_up_page_views() to authenticated, service_role;
