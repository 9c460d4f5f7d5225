-- Sessions the server can end, and sign-in throttles that slow down instead of locking out.
--
-- auth_sessions: one row per signed-in browser, for both auth providers. The local provider's
-- signed cookie carries the row's id; with Supabase Auth the id is the access token's session_id.
-- Every request with a session looks its row up, so deleting the row ends the session at once:
-- sign-out deletes one row, a password change or an admin's removal every row of that user.
-- Expired rows are deleted as new sessions are written.
create table public.auth_sessions (
  id uuid primary key,
  user_id uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
comment on table public.auth_sessions is 'Live sign-in sessions (service only): a session without its row is refused.';
create index auth_sessions_user_idx on public.auth_sessions (user_id);
create index auth_sessions_expires_idx on public.auth_sessions (expires_at);

alter table public.auth_sessions enable row level security;
revoke all on table public.auth_sessions from anon, authenticated;
grant select, insert, update, delete on table public.auth_sessions to service_role;

-- sign_in_throttles: failed sign-ins per bucket (a one-way hash of an address, an account, an
-- account at an address, or an account on a trusted device). After `free` failures each attempt
-- waits a growing delay after the last one; a quiet hour starts the count again.
create table public.sign_in_throttles (
  bucket text primary key check (bucket ~ '^signin_[a-z]+:[0-9a-f]{64}$'),
  failures int not null default 0 check (failures >= 0),
  last_attempt_at timestamptz not null default now()
);
comment on table public.sign_in_throttles is 'Sign-in failures per hashed address/account/device bucket (service only).';
create index sign_in_throttles_last_attempt_idx on public.sign_in_throttles (last_attempt_at);

alter table public.sign_in_throttles enable row level security;
revoke all on table public.sign_in_throttles from anon, authenticated;
grant select, insert, update, delete on table public.sign_in_throttles to service_role;
