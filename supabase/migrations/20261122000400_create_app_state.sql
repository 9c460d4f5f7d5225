-- Small facts about the installation that code must remember across runs, such as "the demo
-- data has been seeded once" (so deleting the demo jobs does not bring them back).

create table public.app_state (
  key text primary key check (key ~ '^[a-z0-9_]+$'),
  value jsonb not null,
  updated_at timestamptz not null default now()
);
comment on table public.app_state is 'Installation facts (for example the demo-seed marker); written by the service only.';

alter table public.app_state enable row level security;

revoke all on public.app_state from anon, authenticated;
grant select on public.app_state to authenticated;
grant all on public.app_state to service_role;

create policy "Admins can read the installation state"
  on public.app_state for select to authenticated
  using ((select public.is_admin()));
