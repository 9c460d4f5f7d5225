-- Rebuild requests: whenever what is public changes, a row is written in the same transaction as
-- the change, so a moderation decision can never be lost on its way to the static site. A worker
-- (src/server/rebuild) triggers the build and marks the rows done; failures are retried.

create table public.rebuild_requests (
  id bigint generated always as identity primary key,
  reason text not null,
  requested_at timestamptz not null default now(),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  started_at timestamptz,
  completed_at timestamptz
);
comment on table public.rebuild_requests is
  'Queued rebuilds of the static site; one build settles every request pending when it started.';

create index rebuild_requests_pending_idx on public.rebuild_requests (next_attempt_at)
  where completed_at is null;

alter table public.rebuild_requests enable row level security;
grant select on public.rebuild_requests to authenticated;
grant all on public.rebuild_requests to service_role;

create policy "Admins can read rebuild requests" on public.rebuild_requests
  for select to authenticated
  using ((select public.is_admin()));

create or replace function public.request_rebuild_for_job_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_public boolean := tg_op in ('UPDATE', 'DELETE') and old.status = 'approved';
  is_public boolean := tg_op in ('INSERT', 'UPDATE') and new.status = 'approved';
begin
  if was_public or is_public then
    -- One queued request covers any number of changes: the build reads the data as it is then.
    insert into public.rebuild_requests (reason)
    select lower(tg_op) || ' job ' || coalesce(new.id, old.id)::text
    where not exists (select 1 from public.rebuild_requests r
                      where r.completed_at is null and r.started_at is null);
  end if;
  return null;
end
$$;
comment on function public.request_rebuild_for_job_change() is
  'Queues a rebuild when a job that is or was approved is inserted, changed or deleted.';

create trigger jobs_request_rebuild
after insert or update or delete on public.jobs
for each row execute function public.request_rebuild_for_job_change();
