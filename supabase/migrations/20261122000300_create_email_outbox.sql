-- The e-mail outbox: every e-mail the product sends is a row written in the same transaction as
-- the change that causes it (a subscription, a submission, a moderation decision), so a mail is
-- never lost when the change commits and never sent when it rolls back. A sender delivers the
-- rows (src/server/mail), retrying failures with backoff; failed rows stay visible with their error.

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null check (to_address ~ '^[^@\s]+@[^@\s]+$' and length(to_address) <= 254),
  subject text not null check (length(subject) between 1 and 300),
  text_body text not null check (length(text_body) between 1 and 100000),
  html_body text check (length(html_body) <= 300000),
  kind text not null check (kind ~ '^[a-z0-9_.-]{1,60}$'),
  created_at timestamptz not null default now(),
  attempts int not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);
comment on table public.email_outbox is
  'Outgoing e-mail, written with the change that causes it and delivered by the outbox sender.';
comment on column public.email_outbox.next_attempt_at is
  'When the sender may try (again); infinity once it has given up after too many failures.';

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where sent_at is null;
create index email_outbox_created_idx on public.email_outbox (created_at desc);

alter table public.email_outbox enable row level security;

-- Rows are written only by the service (src/server/mail/outbox.ts switches to service_role for
-- the insert inside the caller's transaction). Granting insert to anon would let anyone holding
-- the public anon key send mail through our SMTP via Supabase's REST API.
grant select, update, delete on public.email_outbox to authenticated;
grant all on public.email_outbox to service_role;

create policy "Admins can read the outbox" on public.email_outbox
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can update outbox rows" on public.email_outbox
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete outbox rows" on public.email_outbox
  for delete to authenticated
  using ((select public.is_admin()));
