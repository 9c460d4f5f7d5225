-- Colleagues: a company's member invites a colleague by e-mail; signing in from that address (the
-- invitation's link, or any later sign-in) makes them a member too. Members see and manage the
-- company's postings made by its members as its poster does: read it, its figures and who posted
-- it, withdraw it, ask for an edit or a renewal. Nobody else does.
--
-- A job posted by someone who is not a member (anyone may type a company's name on the post form)
-- stays its poster's alone: membership is given by invitation, never by typing the name.

create table public.company_invitations (
  company_id uuid not null references public.companies (id) on delete cascade,
  email text not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254 and email = lower(email)),
  invited_by text not null check (length(invited_by) <= 254),
  created_at timestamptz not null default now(),
  -- Taken up at the invitee's next sign-in within a week; the sign-in link itself lasts an hour.
  expires_at timestamptz not null default now() + interval '7 days',
  primary key (company_id, email)
);
comment on table public.company_invitations is
  'Colleagues a company''s member invited by e-mail: they become members when they sign in from that address.';
create index company_invitations_email_idx on public.company_invitations (email);

-- Security definer: the policies below would otherwise read company_members and jobs through
-- their own policies, which read these tables back (infinite recursion).
create function public.is_company_member(company uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.company_members m
                 where m.company_id = company and m.email = lower(auth.jwt() ->> 'email'))
$$;
comment on function public.is_company_member(uuid) is 'True when the signed-in user is a member of the company.';
revoke all on function public.is_company_member(uuid) from public;
grant execute on function public.is_company_member(uuid) to authenticated, service_role;

create function public.is_company_job(job uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.jobs j
                 join public.job_posters p on p.job_id = j.id
                 join public.company_members poster on poster.company_id = j.company_id and poster.email = p.email
                 join public.company_members me on me.company_id = j.company_id
                 where j.id = job and me.email = lower(auth.jwt() ->> 'email'))
$$;
comment on function public.is_company_job(uuid) is
  'True when a member of the job''s company posted it and the signed-in user is a member of that company too.';
revoke all on function public.is_company_job(uuid) from public;
grant execute on function public.is_company_job(uuid) to authenticated, service_role;

create function public.manages_job(job uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select public.is_job_poster(job) or public.is_company_job(job)
$$;
comment on function public.manages_job(uuid) is 'True when the signed-in user posted the job or is a member of its company.';
revoke all on function public.manages_job(uuid) from public;
grant execute on function public.manages_job(uuid) to authenticated, service_role;

-- Edits and renewals: the poster or a colleague (latest definition: 20261128035845_create_job_edits.sql).
create or replace function public.job_edit_allowed(job uuid, renew boolean) returns boolean
language sql stable
set search_path = ''
as $$
  select public.manages_job(job) and exists (
    select 1 from public.jobs j
    where j.id = job and j.status in ('pending', 'approved')
      and (not renew or (j.status = 'approved'
                         and j.expires_at between now() - interval '30 days' and now() + interval '3 days')))
$$;

-- Removing a member, in one locked step: two members removing each other at once cannot leave
-- the company with none.
create function public.remove_company_member(company uuid, member text) returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_company_member(company) then
    return 'not-member';
  end if;
  perform 1 from public.companies c where c.id = company for update;
  delete from public.company_invitations i where i.company_id = company and i.email = lower(member);
  if not exists (select 1 from public.company_members m where m.company_id = company and m.email = lower(member)) then
    return 'removed';
  end if;
  if (select count(*) from public.company_members m where m.company_id = company) <= 1 then
    return 'last';
  end if;
  delete from public.company_members m where m.company_id = company and m.email = lower(member);
  return 'removed';
end
$$;
comment on function public.remove_company_member(uuid, text) is
  'Removes a member or an open invitation of the caller''s company; never its last member.';
revoke all on function public.remove_company_member(uuid, text) from public;
grant execute on function public.remove_company_member(uuid, text) to authenticated, service_role;

-- Row-level security ------------------------------------------------------------------------------

alter table public.company_invitations enable row level security;
revoke all on public.company_invitations from anon, authenticated;
grant select, insert, update on public.company_invitations to authenticated;
grant all on public.company_invitations to service_role;
create policy "Members can read their company's invitations" on public.company_invitations
  for select to authenticated
  using ((select public.is_company_member(company_id)));
create policy "Members can invite colleagues to their company" on public.company_invitations
  for insert to authenticated
  with check ((select public.is_company_member(company_id)) and invited_by = (select lower(auth.jwt() ->> 'email')));
create policy "Members can renew their company's invitations" on public.company_invitations
  for update to authenticated
  using ((select public.is_company_member(company_id)))
  with check ((select public.is_company_member(company_id)) and invited_by = (select lower(auth.jwt() ->> 'email')));
create policy "Admins can read every invitation" on public.company_invitations
  for select to authenticated
  using ((select public.is_admin()));

create policy "Members can read their colleagues" on public.company_members
  for select to authenticated
  using (public.is_company_member(company_id));

create policy "Members can read their company's jobs" on public.jobs
  for select to authenticated
  using (public.is_company_job(id));
create policy "Members can withdraw their company's pending or live jobs" on public.jobs
  for update to authenticated
  using (status in ('pending', 'approved') and public.is_company_job(id))
  with check (status = 'withdrawn' and public.is_company_job(id));

create policy "Members can read who posted their company's jobs" on public.job_posters
  for select to authenticated
  using (public.is_company_job(job_id));

create policy "Members can read their company's open changes" on public.job_edits
  for select to authenticated
  using (public.is_company_job(job_id));
create policy "Members can replace their company's open changes" on public.job_edits
  for update to authenticated
  using (public.is_company_job(job_id))
  with check (public.job_edit_allowed(job_id, renew));

create policy "Members can read their company's jobs' alert days" on public.job_alert_days
  for select to authenticated
  using (public.is_company_job(job_id));
create policy "Members can read their company's jobs' event days" on public.job_event_days
  for select to authenticated
  using (public.is_company_job(job_id));
create policy "Members can read their company's jobs' events" on public.job_events
  for select to authenticated
  using (public.is_company_job(job_id));
