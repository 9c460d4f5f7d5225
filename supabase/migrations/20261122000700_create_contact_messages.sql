-- Messages from the contact form. Written by the service only (same reason as subscriptions);
-- the team is notified through the e-mail outbox in the same transaction.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(trim(first_name)) between 1 and 100),
  last_name text not null check (length(trim(last_name)) between 1 and 100),
  email extensions.citext not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254),
  subject text not null check (subject in ('interview-coaching', 'job-seeker', 'employer', 'partnership', 'support', 'other')),
  message text not null check (length(trim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Contact-form messages; the service writes them, admins read them.';

create index contact_messages_created_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

grant select, delete on public.contact_messages to authenticated;
grant all on public.contact_messages to service_role;

create policy "Admins can read contact messages" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can delete contact messages" on public.contact_messages
  for delete to authenticated
  using ((select public.is_admin()));
