-- Issue 14: every subscription delivers. Job alerts become saved searches with a frequency, the
-- newsletter and event news go out through the same digest mechanism, and every digest is sent
-- once: each subscription keeps a watermark (digested_through) of the publication time it has
-- been sent up to, moved in the same transaction that queues its e-mail.

-- When a job became public ------------------------------------------------------------------------
-- published_at is the moment a job was first approved, set by the database (never the client).
-- A digest lists the jobs published after the subscription's watermark and up to a cut-off. The
-- cut-off must never pass a publication that is not committed yet (it would be skipped forever),
-- so stamping takes a shared advisory lock held to commit, and public.digest_cutoff() takes the
-- exclusive lock before reading the clock: every job stamped before the cut-off has committed by
-- then, every job stamped later gets a later time.
alter table public.jobs add column published_at timestamptz;
comment on column public.jobs.published_at is
  'When the job was first approved (set by the jobs_stamp_publication trigger); digests are watermarked by it.';
update public.jobs set published_at = created_at where status = 'approved';
create index jobs_published_idx on public.jobs (published_at) where status = 'approved';

create or replace function public.jobs_stamp_publication() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    -- Once published, always the first publication: a job rejected and approved again is not new.
    new.published_at := coalesce(old.published_at, case when current_user in ('anon', 'authenticated') then null else new.published_at end);
  elsif current_user in ('anon', 'authenticated') then
    new.published_at := null;
  end if;
  if new.status = 'approved' and new.published_at is null then
    perform pg_advisory_xact_lock_shared(hashtext('jobs.publication'));
    new.published_at := clock_timestamp();
  end if;
  return new;
end
$$;
comment on function public.jobs_stamp_publication() is
  'Stamps published_at at the first approval, under the shared publication lock (see public.digest_cutoff).';
revoke all on function public.jobs_stamp_publication() from public, anon, authenticated;

-- Named to fire after jobs_before_write and jobs_stamp_insert (before triggers fire in name order).
create trigger jobs_stamp_publication
before insert or update on public.jobs
for each row execute function public.jobs_stamp_publication();

create or replace function public.digest_cutoff() returns timestamptz
language plpgsql volatile
set search_path = ''
as $$
begin
  -- Waits for every open transaction that stamped a publication, then reads the clock. The lock
  -- is released when the caller's transaction ends: call this in a short transaction of its own.
  perform pg_advisory_xact_lock(hashtext('jobs.publication'));
  return clock_timestamp();
end
$$;
comment on function public.digest_cutoff() is
  'The publication time up to which a digest may list jobs: no uncommitted publication is older. Call in a short transaction.';
revoke all on function public.digest_cutoff() from public, anon, authenticated;
grant execute on function public.digest_cutoff() to service_role;

-- Subscriptions: saved searches with a schedule ---------------------------------------------------
alter table public.subscriptions
  add column filters jsonb not null default '{}'::jsonb
    check (jsonb_typeof(filters) = 'object' and length(filters::text) <= 1000),
  add column frequency text not null default 'weekly' check (frequency in ('daily', 'weekly')),
  add column paused_at timestamptz,
  add column next_digest_at timestamptz,
  add column digested_through timestamptz,
  add column last_digest_at timestamptz;
comment on column public.subscriptions.filters is
  'A job alert''s saved search: the /jobs filters (q, category, country, remote...), validated by src/lib/alerts/filters.ts. {} for the other kinds.';
comment on column public.subscriptions.next_digest_at is 'When the subscription is next due a digest (null until confirmed).';
comment on column public.subscriptions.digested_through is
  'The watermark: jobs (and content) published up to this time have been considered for this subscriber.';
comment on column public.subscriptions.last_digest_at is 'When a digest e-mail was last queued for it.';

update public.subscriptions
set filters = jsonb_strip_nulls(jsonb_build_object('category', category, 'country', country))
where kind = 'job_alert';

drop index public.subscriptions_identity_idx;
alter table public.subscriptions drop column category, drop column country;
create unique index subscriptions_identity_idx on public.subscriptions (email, kind, filters);
create index subscriptions_due_idx on public.subscriptions (next_digest_at)
  where confirmed_at is not null and unsubscribed_at is null and paused_at is null;

-- When a subscription is next due: daily digests at 08:00 Gulf time, weekly ones on Mondays at
-- 08:00, event news at every run (it is sent only when an event is new).
create or replace function public.next_digest_at(kind text, frequency text, after timestamptz) returns timestamptz
language sql immutable
set search_path = ''
as $$
  select case
    when kind = 'event_news' then after
    when kind = 'job_alert' and frequency = 'daily' then
      (date_trunc('day', after at time zone 'Asia/Dubai') + interval '8 hours'
        + case when (after at time zone 'Asia/Dubai') >= date_trunc('day', after at time zone 'Asia/Dubai') + interval '8 hours'
               then interval '1 day' else interval '0' end) at time zone 'Asia/Dubai'
    else
      (date_trunc('week', after at time zone 'Asia/Dubai') + interval '8 hours'
        + case when (after at time zone 'Asia/Dubai') >= date_trunc('week', after at time zone 'Asia/Dubai') + interval '8 hours'
               then interval '7 days' else interval '0' end) at time zone 'Asia/Dubai'
  end
$$;
comment on function public.next_digest_at(text, text, timestamptz) is
  'The next digest time after `after`: daily 08:00 Asia/Dubai, weekly Monday 08:00 Asia/Dubai, event news at once.';
revoke all on function public.next_digest_at(text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.next_digest_at(text, text, timestamptz) to service_role;

-- Confirmed subscriptions start their watermark at confirmation (or now).
update public.subscriptions
set digested_through = coalesce(confirmed_at, now()),
    next_digest_at = public.next_digest_at(kind, frequency, now())
where confirmed_at is not null and unsubscribed_at is null;

-- The outbox learns bulk-mail headers and a key that makes a digest impossible to queue twice ----
alter table public.email_outbox
  add column list_unsubscribe text check (list_unsubscribe ~ '^https?://\S+$' and length(list_unsubscribe) <= 2000),
  add column dedupe_key text check (length(dedupe_key) between 1 and 200);
comment on column public.email_outbox.list_unsubscribe is
  'The one-click unsubscribe URL of a bulk e-mail (List-Unsubscribe and List-Unsubscribe-Post: One-Click, RFC 8058).';
comment on column public.email_outbox.dedupe_key is
  'digest:<subscription>:<watermark>: the same digest can never be queued twice, whatever runs at once.';
create unique index email_outbox_dedupe_idx on public.email_outbox (dedupe_key) where dedupe_key is not null;

-- Content (events, articles) first seen by a digest run: its publication time for event news and
-- the newsletter. Written by the service only.
create table public.content_publications (
  kind text not null check (kind in ('event', 'article')),
  slug text not null check (slug ~ '^[a-z0-9][a-z0-9/-]{0,199}$'),
  title text not null check (length(title) between 1 and 300),
  published_at timestamptz not null default clock_timestamp(),
  primary key (kind, slug)
);
comment on table public.content_publications is
  'Events and articles as first seen by a digest run (the site''s content feed): their publication time for digests.';
alter table public.content_publications enable row level security;
revoke all on table public.content_publications from anon, authenticated;
grant select, insert, update, delete on table public.content_publications to service_role;

-- One row per digest run, for the admins' page --------------------------------------------------
create table public.digest_runs (
  id uuid primary key default gen_random_uuid(),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  cutoff timestamptz,
  claimed int not null default 0 check (claimed >= 0),
  sent int not null default 0 check (sent >= 0),
  skipped int not null default 0 check (skipped >= 0),
  failed int not null default 0 check (failed >= 0),
  error text check (length(error) <= 2000)
);
comment on table public.digest_runs is
  'Each digest run: subscriptions claimed, e-mails queued (sent), due with nothing new (skipped), failed.';
comment on column public.digest_runs.sent is 'Digest e-mails queued in the outbox (the outbox delivers them).';
create index digest_runs_started_idx on public.digest_runs (started_at desc);
alter table public.digest_runs enable row level security;
revoke all on table public.digest_runs from anon, authenticated;
grant select on table public.digest_runs to authenticated;
grant select, insert, update, delete on table public.digest_runs to service_role;
create policy "Admins can read digest runs" on public.digest_runs
  for select to authenticated
  using ((select public.is_admin()));
