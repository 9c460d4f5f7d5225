-- The app's own login role. On Supabase the postgres role bypasses row-level security, so an app
-- connected as postgres would depend on every query switching role. gulf_jobs_app holds no
-- privilege of its own (noinherit: its memberships give it nothing until it switches) and does
-- not bypass RLS; it may only `set local role anon | authenticated | service_role`, which
-- src/server/db/context.ts (withActor) does in every transaction. Any query outside withActor sees
-- nothing and can write nothing.
-- Created without a password, so nobody can log in with it until the operator sets one once in
-- the SQL editor (README "Database roles"): alter role gulf_jobs_app with password '...';
-- Roles belong to the whole cluster, hence "if not exists". Only the create role defaults are used
-- (no superuser, createdb, createrole, replication or bypassrls): Supabase's postgres is not a
-- superuser and may not name some of those attributes.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'gulf_jobs_app') then
    create role gulf_jobs_app with login noinherit;
  end if;
end
$$;

comment on role gulf_jobs_app is
  'The web app and its workers: no privileges of its own, only set local role anon, authenticated or service_role.';

grant anon, authenticated, service_role to gulf_jobs_app;
