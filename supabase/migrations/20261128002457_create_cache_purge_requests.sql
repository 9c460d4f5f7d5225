-- Pages answered on demand are kept at Netlify's CDN and tagged (Netlify-Cache-Tag): a job's own
-- tag, every search, the job sitemaps. When a job that is or was public changes, its tags are
-- queued here in the same transaction as the change, so a purge can never be lost; the cache-purge
-- task sends them to Netlify's purge API and retries a failure with a backoff, like rebuilds.

create table public.cache_purge_requests (
  id bigint generated always as identity primary key,
  tags text[] not null check (cardinality(tags) between 1 and 100),
  requested_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  attempts integer not null default 0,
  failed_at timestamptz,
  last_error text,
  completed_at timestamptz
);
comment on table public.cache_purge_requests is
  'Cache tags to purge at the CDN after a public job changed; the cache-purge task sends them and retries failures.';
comment on column public.cache_purge_requests.claimed_until is 'A run is sending these tags until then; past it, another run may take them.';

create index cache_purge_requests_pending_idx on public.cache_purge_requests (next_attempt_at) where completed_at is null;

alter table public.cache_purge_requests enable row level security;
revoke all on public.cache_purge_requests from anon, authenticated;
grant select on public.cache_purge_requests to authenticated;
grant all on public.cache_purge_requests to service_role;

create policy "Admins can read cache purge requests" on public.cache_purge_requests
  for select to authenticated
  using ((select public.is_admin()));

create function public.queue_cache_purge(tags text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  pending_id bigint;
begin
  -- One waiting request gathers the tags of a burst of changes (an approval spree is one purge);
  -- a request being sent or retried after a failure is left as it is.
  select r.id into pending_id from public.cache_purge_requests r
  where r.completed_at is null and r.attempts = 0 and r.claimed_until is null
    and cardinality(r.tags) + cardinality(queue_cache_purge.tags) <= 100
  order by r.id
  limit 1
  for update skip locked;
  if pending_id is null then
    insert into public.cache_purge_requests (tags)
    select array_agg(distinct t order by t) from unnest(queue_cache_purge.tags) t;
  else
    update public.cache_purge_requests r
    set tags = (select array_agg(distinct t order by t) from unnest(r.tags || queue_cache_purge.tags) t)
    where r.id = pending_id;
  end if;
end
$$;
comment on function public.queue_cache_purge(text[]) is 'Queues CDN cache tags to purge, merged into the one request still waiting.';
revoke execute on function public.queue_cache_purge(text[]) from public, anon, authenticated;
grant execute on function public.queue_cache_purge(text[]) to service_role;

create function public.purge_cache_for_job_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_public boolean := tg_op in ('UPDATE', 'DELETE') and old.status = 'approved';
  is_public boolean := tg_op in ('INSERT', 'UPDATE') and new.status = 'approved';
begin
  if was_public or is_public then
    perform public.queue_cache_purge(array['job-' || coalesce(new.id, old.id)::text, 'jobs', 'sitemap-jobs']);
  end if;
  return null;
end
$$;
comment on function public.purge_cache_for_job_change() is
  'Queues the CDN purge of a job''s page, the searches and the job sitemaps when a job that is or was public changes.';

create trigger jobs_purge_cache
  after insert or update or delete on public.jobs
  for each row execute function public.purge_cache_for_job_change();
