-- A queued purge is also announced (NOTIFY cache_purge, its tags comma-separated) when the change
-- commits, so a listener can drop the tags at once: the local proxy's CDN cache does
-- (scripts/lib/local-site/cdn-purge-notifications.ts), so a change made straight in SQL (a test, a
-- fix by hand) is not served stale until the next queue run. Nothing listens on Netlify: the queue
-- stays the record, sent and retried as before. A payload over NOTIFY's 8,000 bytes is sent as '*'
-- (drop everything).
create or replace function public.queue_cache_purge(tags text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  pending_id bigint;
  announced text := array_to_string(queue_cache_purge.tags, ',');
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
  perform pg_notify('cache_purge', case when octet_length(announced) < 7900 then announced else '*' end);
end
$$;
comment on function public.queue_cache_purge(text[]) is 'Queues CDN cache tags to purge, merged into the one request still waiting, and announces them (NOTIFY cache_purge) when the change commits.';
