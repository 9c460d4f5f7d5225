-- An employer's change to a posting waits here for an admin: an edit of its fields, a renewal, or
-- both. One open change per job (a newer edit replaces the open one), so the live version stays
-- up unchanged until an admin applies it; nothing here publishes by itself, because the poster
-- may write only this table, never the job's columns.

create table public.job_edits (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  -- The post form's fields as the poster sent them (parsed again by the server when applied);
  -- null for a renewal alone. The bound leaves room for the form's largest body written as JSON.
  fields jsonb check (fields is null or (jsonb_typeof(fields) = 'object' and octet_length(fields::text) <= 500000)),
  renew boolean not null default false,
  -- The language of the poster's form: the rejection notice is written in it.
  locale text not null default 'en' check (locale in ('en', 'ar')),
  created_at timestamptz not null default now(),
  check (fields is not null or renew)
);
comment on table public.job_edits is
  'Changes posters ask for on their jobs (an edit, a renewal), waiting for an admin; the poster reads and writes only their own.';

alter table public.job_edits enable row level security;
revoke all on table public.job_edits from anon, authenticated;
grant select, insert, update, delete on table public.job_edits to authenticated;
grant select, insert, update, delete on table public.job_edits to service_role;

-- Whether the signed-in user posted the job.
create or replace function public.is_job_poster(job uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (select 1 from public.job_posters p
                 where p.job_id = job and p.email = lower(auth.jwt() ->> 'email'))
$$;
comment on function public.is_job_poster(uuid) is 'True when the job was posted from the signed-in user''s address.';
revoke all on function public.is_job_poster(uuid) from public;
grant execute on function public.is_job_poster(uuid) to authenticated, service_role;

-- A change the poster may ask for: their pending or approved job; a renewal only from 3 days
-- before its expiry until 30 days after it.
create or replace function public.job_edit_allowed(job uuid, renew boolean) returns boolean
language sql stable
set search_path = ''
as $$
  select public.is_job_poster(job) and exists (
    select 1 from public.jobs j
    where j.id = job and j.status in ('pending', 'approved')
      and (not renew or (j.status = 'approved'
                         and j.expires_at between now() - interval '30 days' and now() + interval '3 days')))
$$;
comment on function public.job_edit_allowed(uuid, boolean) is
  'True when the signed-in user may ask for this change: their own pending or approved job, a renewal only within its window.';
revoke all on function public.job_edit_allowed(uuid, boolean) from public;
grant execute on function public.job_edit_allowed(uuid, boolean) to authenticated, service_role;

create policy "Posters can read their own open changes" on public.job_edits
  for select to authenticated
  using (public.is_job_poster(job_id));
create policy "Admins can read every open change" on public.job_edits
  for select to authenticated
  using ((select public.is_admin()));
create policy "Posters can ask for changes to their own open jobs" on public.job_edits
  for insert to authenticated
  with check (public.job_edit_allowed(job_id, renew));
create policy "Posters can replace their own open changes" on public.job_edits
  for update to authenticated
  using (public.is_job_poster(job_id))
  with check (public.job_edit_allowed(job_id, renew));
create policy "Admins can close any open change" on public.job_edits
  for delete to authenticated
  using ((select public.is_admin()));
