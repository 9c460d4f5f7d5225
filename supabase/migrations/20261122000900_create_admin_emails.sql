-- The admins' e-mail addresses, for moderation notifications. A security-definer function so the
-- service can read them without a grant on auth.users; nobody else may call it.

create or replace function public.admin_emails() returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text
  from auth.users u
  where u.raw_app_meta_data ->> 'role' = 'admin' and u.email is not null
  order by u.email
$$;
comment on function public.admin_emails() is 'E-mail addresses of the admins (service only): moderation notifications.';

revoke all on function public.admin_emails() from public, anon, authenticated;
grant execute on function public.admin_emails() to service_role;
