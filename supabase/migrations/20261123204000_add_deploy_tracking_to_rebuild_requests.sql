-- A rebuild request is done when the site it asked for is live, not when Netlify accepted the
-- build hook: the hook call names the requests (trigger_title carries a batch token), Netlify's
-- deploy notification completes them on success and puts them back in the queue on failure.
-- Changes that arrive while a request waits push its build back a little (the worker's debounce),
-- and jobs that stop being public are remembered until a successful build has removed their
-- static pages, so the CDN layer can answer 404 for them meanwhile.

alter table public.rebuild_requests
  add column last_change_at timestamptz not null default now(),
  add column expedited_at timestamptz,
  add column failed_at timestamptz,
  add column deploy_batch text,
  add column deploying_at timestamptz,
  add column deploy_id text;

comment on column public.rebuild_requests.last_change_at is
  'The latest change this queued request covers; the worker waits for a quiet spell after it.';
comment on column public.rebuild_requests.expedited_at is
  'When an admin pressed Rebuild now: the request skips the debounce and the backoff.';
comment on column public.rebuild_requests.failed_at is 'When the last attempt failed (with last_error).';
comment on column public.rebuild_requests.deploy_batch is
  'The token in the build hook''s trigger_title; Netlify''s deploy notification names it.';
comment on column public.rebuild_requests.deploying_at is
  'When Netlify accepted the build hook; the request waits for the deploy notification.';
comment on column public.rebuild_requests.deploy_id is 'The Netlify deploy that published this request.';

create index rebuild_requests_deploy_batch_idx on public.rebuild_requests (deploy_batch)
  where completed_at is null;

-- One queued request covers any number of changes: the build reads the data as it is then.
create or replace function public.queue_rebuild(reason text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.rebuild_requests r set last_change_at = now()
  where r.completed_at is null and r.started_at is null;
  if not found then
    insert into public.rebuild_requests (reason) values (queue_rebuild.reason);
  end if;
end
$$;
comment on function public.queue_rebuild(text) is
  'Queues a rebuild of the static site, or notes a further change on the one already queued.';
revoke execute on function public.queue_rebuild(text) from public, anon, authenticated;
grant execute on function public.queue_rebuild(text) to service_role;

-- Jobs that were public and stopped being so (rejected, back to pending, deleted). Their static
-- pages stay on the CDN until the next successful deploy; the withdrawn-jobs list answers 404
-- for them meanwhile. Rows older than the last successful deploy are no longer needed.
create table public.job_withdrawals (
  id bigint generated always as identity primary key,
  job_id uuid not null,
  slug text not null,
  withdrawn_at timestamptz not null default now()
);
comment on table public.job_withdrawals is
  'Jobs that stopped being public, kept until a successful deploy has removed their static pages.';

create index job_withdrawals_withdrawn_at_idx on public.job_withdrawals (withdrawn_at);

alter table public.job_withdrawals enable row level security;
revoke all on table public.job_withdrawals from anon, authenticated;
grant select, insert, delete on table public.job_withdrawals to service_role;

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
    perform public.queue_rebuild(lower(tg_op) || ' job ' || coalesce(new.id, old.id)::text);
  end if;
  if was_public and not is_public then
    insert into public.job_withdrawals (job_id, slug) values (old.id, old.slug);
  end if;
  return null;
end
$$;
comment on function public.request_rebuild_for_job_change() is
  'Queues a rebuild when a job that is or was approved is inserted, changed or deleted, and remembers a job that stopped being public.';

-- Rebuild now (the admin pages' button): the queued request is due at once and skips the
-- debounce, or a new one is queued. Admins only; the server checks too.
create or replace function public.rebuild_now() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only admins can rebuild the site.' using errcode = '42501';
  end if;
  update public.rebuild_requests r set next_attempt_at = now(), expedited_at = now()
  where r.completed_at is null and r.started_at is null;
  if not found then
    insert into public.rebuild_requests (reason, expedited_at) values ('rebuild now (admin)', now());
  end if;
end
$$;
comment on function public.rebuild_now() is
  'Makes the queued rebuild due now (or queues one) when an admin asks; refuses everyone else.';
revoke execute on function public.rebuild_now() from public, anon;
grant execute on function public.rebuild_now() to authenticated, service_role;
