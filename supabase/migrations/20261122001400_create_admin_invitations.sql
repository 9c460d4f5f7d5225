-- Admin invitations: the only way to become an admin from the web. An admin invites an e-mail
-- address; the invitee gets a link holding a random token (only its sha-256 is stored), sets a
-- password within 7 days, and the invitation is used up in the same statement that checks it.

create table public.admin_invitations (
  id uuid primary key default gen_random_uuid(),
  email extensions.citext not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid not null default auth.uid(),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  revoked_at timestamptz,
  constraint admin_invitations_used_once check (accepted_at is null or revoked_at is null)
);
comment on table public.admin_invitations is
  'Invitations to become an admin: hashed single-use tokens that expire after 7 days (admins only).';
comment on column public.admin_invitations.token_hash is 'sha-256 (hex) of the token in the e-mailed link; the token itself is never stored.';

create index admin_invitations_open_idx on public.admin_invitations (created_at desc)
  where accepted_at is null and revoked_at is null;
create index admin_invitations_email_idx on public.admin_invitations (email);

alter table public.admin_invitations enable row level security;

grant select, insert, update on public.admin_invitations to authenticated;
grant all on public.admin_invitations to service_role;

create policy "Admins can read invitations" on public.admin_invitations
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can invite admins" on public.admin_invitations
  for insert to authenticated
  with check ((select public.is_admin()) and invited_by = (select auth.uid()) and accepted_at is null);

create policy "Admins can revoke invitations" on public.admin_invitations
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- The invitee is not signed in: these two functions answer for one token hash only, so knowing a
-- hash (2^256 possibilities) is the permission.

create or replace function public.admin_invitation_state(hash text) returns table (email text, state text)
language sql
stable
security definer
set search_path = ''
as $$
  select i.email::text,
         case when i.accepted_at is not null then 'used'
              when i.revoked_at is not null then 'revoked'
              when i.expires_at <= now() then 'expired'
              else 'open' end
  from public.admin_invitations i
  where i.token_hash = hash
$$;
comment on function public.admin_invitation_state(text) is
  'The invited e-mail and the state (open, used, revoked, expired) of the invitation with this token hash.';

create or replace function public.accept_admin_invitation(hash text) returns text
language sql
volatile
security definer
set search_path = ''
as $$
  update public.admin_invitations i
  set accepted_at = now()
  where i.token_hash = hash and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
  returning i.email::text
$$;
comment on function public.accept_admin_invitation(text) is
  'Uses up an open invitation in one statement and returns its e-mail; null when it is unknown, used, revoked or expired.';

revoke all on function public.admin_invitation_state(text) from public;
revoke all on function public.accept_admin_invitation(text) from public;
grant execute on function public.admin_invitation_state(text) to anon, authenticated, service_role;
grant execute on function public.accept_admin_invitation(text) to anon, authenticated, service_role;

-- Admins see who the other admins are (auth.users is not theirs to read).

create or replace function public.admin_accounts() returns table (id uuid, email text, created_at timestamptz, last_sign_in_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, u.created_at, u.last_sign_in_at
  from auth.users u
  where u.raw_app_meta_data ->> 'role' = 'admin' and u.email is not null and public.is_admin()
  order by u.email
$$;
comment on function public.admin_accounts() is 'The admin accounts, for admins only (empty for anyone else).';

revoke all on function public.admin_accounts() from public, anon;
grant execute on function public.admin_accounts() to authenticated, service_role;
