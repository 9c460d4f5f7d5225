-- Least privilege for the API roles (anon, authenticated), whatever the project's defaults.
-- A Supabase project with "automatically expose new tables" on (the legacy default) grants every
-- table, view, sequence and function postgres creates in public to anon and authenticated; the
-- grants in the earlier migrations only ever added to that. Here every object those migrations
-- made is revoked from the API roles and granted back exactly what each role needs. Objects are
-- named one by one (never "all tables in schema"), so this never strips the grants of a migration
-- that runs before or after it. tests/integration/grants-catalog.test.ts checks the result.

-- Nothing new is exposed by default any more (the project setting, for what postgres creates).
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;

-- Views run with the caller's rights ---------------------------------------------------------------
-- With its owner's rights the view let anyone granted write on it (the project default) update
-- and delete approved jobs, and a cheap function of the caller's, planned before the view's own
-- condition, saw hidden jobs and their contact addresses. As the caller, the jobs policies apply
-- and come first.
alter view public.public_jobs set (security_invoker = true);
comment on view public.public_jobs is
  'Approved, unexpired jobs (what visitors may read), read with the caller''s rights (the jobs policies apply).';

-- Under the policies PostgreSQL uses no index for a condition that is not leakproof (ilike, @@),
-- so a keyword search through the view read every public job (10,000 jobs: p50 6 ms -> 108 ms
-- for a rare word). The keyword match runs here instead, with the owner's rights and the search
-- indexes, and returns only ids of public jobs (what the policy shows anyway); the caller's query
-- keeps its other conditions and the policies.
create or replace function public.public_job_ids_matching(pattern text, words text) returns setof uuid
language sql stable
security definer
set search_path = ''
as $$
  select j.id
  from public.jobs j
  where j.status = 'approved' and j.expires_at > now()
    and ((j.job_title || ' ' || j.company_name) ilike pattern
         or (words is not null and j.search_document @@ to_tsquery('english'::regconfig, words)))
$$;
comment on function public.public_job_ids_matching(text, text) is
  'Ids of approved, unexpired jobs whose title or company is ilike pattern, or whose text matches the tsquery words (null: none).';
revoke all on function public.public_job_ids_matching(text, text) from public, anon, authenticated;
grant execute on function public.public_job_ids_matching(text, text) to anon, authenticated, service_role;

-- Tables, views and sequences ---------------------------------------------------------------------
revoke all on table
  public.jobs, public.job_categories, public.country_terms, public.reserved_job_slugs,
  public.public_jobs, public.rebuild_requests, public.email_outbox, public.app_state,
  public.subscriptions, public.contact_messages, public.form_rate_limits, public.coaching_requests,
  public.seo_overrides, public.page_views, public.job_events, public.page_view_days,
  public.page_view_days_done, public.admin_invitations
from anon, authenticated;
-- Identity columns need no sequence privilege to insert.
revoke all on sequence public.rebuild_requests_id_seq, public.page_views_id_seq, public.job_events_id_seq
from anon, authenticated;

grant select on public.job_categories, public.country_terms, public.reserved_job_slugs to anon, authenticated;
grant select, insert on public.jobs to anon;
grant select, insert, update, delete on public.jobs to authenticated;
grant select on public.public_jobs to anon, authenticated;
grant select on public.seo_overrides to anon;
grant select, insert, update, delete on public.seo_overrides to authenticated;
grant insert on public.coaching_requests, public.page_views, public.job_events to anon;
grant select, insert, delete on public.coaching_requests to authenticated;
grant select, insert on public.page_views, public.job_events to authenticated;
grant select on public.rebuild_requests, public.app_state, public.page_view_days, public.page_view_days_done to authenticated;
grant select, update, delete on public.email_outbox to authenticated;
grant select, delete on public.subscriptions, public.contact_messages to authenticated;
grant select, insert, update on public.admin_invitations to authenticated;
-- public.form_rate_limits: the service only.

-- Functions ----------------------------------------------------------------------------------------
revoke all on function
  public.is_admin(), public.country_of(text), public.slugify(text), public.next_job_slug(text),
  public.jobs_before_write(), public.request_rebuild_for_job_change(), public.admin_emails(),
  public.stamp_seo_override(), public.request_rebuild_for_seo_change(),
  public.page_view_counts(timestamptz, timestamptz), public.roll_up_page_views(),
  public.admin_invitation_state(text), public.accept_admin_invitation(text), public.admin_accounts()
from public, anon, authenticated;

-- Policies and the jobs trigger (which runs as the caller) call these.
grant execute on function public.is_admin(), public.country_of(text) to anon, authenticated, service_role;
-- An invitation link is opened before its holder has an account.
grant execute on function public.admin_invitation_state(text), public.accept_admin_invitation(text) to anon, authenticated, service_role;
-- Admins' dashboard (the functions check is_admin or run under RLS themselves).
grant execute on function public.page_view_counts(timestamptz, timestamptz), public.roll_up_page_views(), public.admin_accounts()
  to authenticated, service_role;
grant execute on function public.slugify(text), public.admin_emails() to service_role;
-- public.next_job_slug: only the security-definer insert trigger below calls it; a visitor who
-- could call it learnt that a hidden (pending or rejected) job takes a slug.
revoke all on function public.next_job_slug(text) from service_role;

-- Who created a job, and its slug, are the database's to set ----------------------------------
-- The author is the signed-in user of the request (auth.uid(), null for a visitor or the
-- service); whatever the client sent is ignored. Security definer so it can call next_job_slug,
-- which must see every slug, hidden ones too. Named to fire after jobs_before_write (before
-- triggers fire in name order), so a later change to that function cannot undo it.
create or replace function public.jobs_stamp_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.created_by := auth.uid();
  new.slug := public.next_job_slug(public.slugify(new.job_title || '-' || new.location));
  return new;
end
$$;
comment on function public.jobs_stamp_insert() is
  'On insert: created_by from the request''s user (never the client''s value) and the first free slug.';
revoke all on function public.jobs_stamp_insert() from public, anon, authenticated;

create trigger jobs_stamp_insert
before insert on public.jobs
for each row execute function public.jobs_stamp_insert();

-- Same as 20261122001500, without the insert's created_by and slug (set by jobs_stamp_insert).
create or replace function public.jobs_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  acting_for_client boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    if acting_for_client and not public.is_admin() then
      new.status := 'pending';
      new.created_at := now();
      new.expires_at := null;
    end if;
  else
    new.slug := old.slug; -- links never break once published
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    new.updated_at := now();
  end if;

  if new.posted_on > current_date + 1 then
    raise exception 'The posted date cannot be in the future.' using errcode = 'check_violation';
  end if;
  if new.expires_at is null or (tg_op = 'UPDATE' and new.posted_on is distinct from old.posted_on
                                and new.expires_at is not distinct from old.expires_at) then
    new.expires_at := (new.posted_on + 30)::timestamp at time zone 'Asia/Dubai';
  end if;
  if new.status = 'approved'
     and ((tg_op = 'UPDATE' and old.status is distinct from 'approved') or (tg_op = 'INSERT' and acting_for_client)) then
    new.expires_at := greatest(new.expires_at, now() + interval '30 days');
  end if;
  new.country := public.country_of(new.location);
  new.is_remote := new.location ~* '\mremote\M';
  return new;
end
$$;
comment on function public.jobs_before_write() is
  'Ownership on update, timestamps, expiry (30 days from the posted date, and at least 30 days from approval), country and remote flag of a job.';
