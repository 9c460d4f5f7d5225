-- E-mail subscriptions: the newsletter, job alerts (by category and country) and event news.
-- Double opt-in: a row starts unconfirmed and gets nothing but the confirmation e-mail until its
-- link is opened. Rows are written only by the service (src/server/forms); on Supabase an insert
-- grant to anon would let anyone with the public key subscribe any address through the REST API.

create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  email extensions.citext not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254),
  kind text not null check (kind in ('newsletter', 'job_alert', 'event_news')),
  source text not null check (source ~ '^[a-z0-9_]{1,40}$'),
  category text references public.job_categories (slug),
  country text check (country in ('uae', 'saudi-arabia', 'qatar', 'kuwait', 'bahrain', 'oman')),
  confirm_token_hash text check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.subscriptions is
  'Newsletter, job-alert and event-news subscriptions (double opt-in); written by the service only.';
comment on column public.subscriptions.confirm_token_hash is
  'sha256 of the confirmation token; the token itself exists only in the e-mail.';

create unique index subscriptions_identity_idx
  on public.subscriptions (email, kind, coalesce(category, ''), coalesce(country, ''));
create index subscriptions_confirm_token_idx on public.subscriptions (confirm_token_hash);
create index subscriptions_created_idx on public.subscriptions (created_at desc);

alter table public.subscriptions enable row level security;

grant select, delete on public.subscriptions to authenticated;
grant all on public.subscriptions to service_role;

create policy "Admins can read subscriptions" on public.subscriptions
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can delete subscriptions" on public.subscriptions
  for delete to authenticated
  using ((select public.is_admin()));
