-- One job for one posting sent twice: the same sender, title and location within a day (case and
-- white space aside) is the same job, even when both posts arrive at once (a double click). The
-- sender is the contact e-mail, or the application link's host for a job that applies by link;
-- public.job_post_dedupe_key is the only place that says so.
-- A receipt names a posted job by a reference a person can read out: the first 8 hex digits of
-- its id, e.g. 3F9A-C21B (src/lib/post-job-receipt.ts).

create or replace function public.job_post_dedupe_key(contact_email text, application_url text, job_title text, location text)
returns text
-- No SET search_path (an SQL function is inlined only without it); it names no table and only
-- built-in functions.
language sql immutable parallel safe
as $$
  select jsonb_build_array(
    coalesce(
      nullif(lower(btrim(contact_email)), ''),
      lower(substring(btrim(application_url) from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)'))
    ),
    lower(btrim(regexp_replace(job_title, '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'))),
    lower(btrim(regexp_replace(location, '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')))
  )::text
$$;
comment on function public.job_post_dedupe_key(text, text, text, text) is
  'What makes a second post the same job: the sender (contact e-mail, else the application link''s host), title and location, white space runs as one space, trimmed, lower case.';
revoke execute on function public.job_post_dedupe_key(text, text, text, text) from public, anon, authenticated;
-- The generated column below computes it on every insert and update, a visitor's post included.
grant execute on function public.job_post_dedupe_key(text, text, text, text) to anon, authenticated, service_role;

alter table public.jobs
  add column post_dedupe_key text
    generated always as (public.job_post_dedupe_key(contact_email, application_url, job_title, location)) stored;
comment on column public.jobs.post_dedupe_key is
  'public.job_post_dedupe_key(contact_email, application_url, job_title, location): a post with the key of a job from the last day is that job.';
create index jobs_post_dedupe_key_idx on public.jobs (post_dedupe_key, created_at desc) where status in ('approved', 'pending');

-- The job a post repeats, if any. It first takes a transaction lock on the post's key, so a second
-- post of the same job waits until the first one's transaction ends and then finds its row: the
-- caller inserts only when this returns null, in the same transaction. Security definer because
-- a visitor may not read a pending job; it answers only the id of a job the caller just described.
create or replace function public.job_post_duplicate(contact_email text, application_url text, job_title text, location text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  key text := public.job_post_dedupe_key(contact_email, application_url, job_title, location);
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(key, 30));
  return (
    select j.id from public.jobs j
    where j.post_dedupe_key = key and j.status in ('approved', 'pending') and j.created_at > pg_catalog.now() - interval '1 day'
    order by j.created_at
    limit 1
  );
end
$$;
comment on function public.job_post_duplicate(text, text, text, text) is
  'The pending or live job posted in the last day with the same dedupe key, after locking that key until the transaction ends.';
revoke all on function public.job_post_duplicate(text, text, text, text) from public, anon, authenticated;
grant execute on function public.job_post_duplicate(text, text, text, text) to anon, authenticated, service_role;

-- The receipt page: the title of the job a reference names (the first 8 hex digits of its id,
-- lower case), posted in the last 30 days. Security definer because the job is usually pending;
-- it tells nothing but the title the poster typed.
create or replace function public.job_receipt_title(reference text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select j.job_title from public.jobs j
  -- Anything but 8 hex digits makes both bounds null: no row (and no cast error).
  where j.id between
      (case when reference ~ '^[0-9a-f]{8}$' then reference || '-0000-0000-0000-000000000000' end)::uuid
      and (case when reference ~ '^[0-9a-f]{8}$' then reference || '-ffff-ffff-ffff-ffffffffffff' end)::uuid
    and j.created_at > pg_catalog.now() - interval '30 days'
  order by j.created_at desc
  limit 1
$$;
comment on function public.job_receipt_title(text) is
  'The title of the job posted in the last 30 days whose id starts with the 8 hex digits of a receipt''s reference.';
revoke all on function public.job_receipt_title(text) from public, anon, authenticated;
grant execute on function public.job_receipt_title(text) to anon, authenticated, service_role;
