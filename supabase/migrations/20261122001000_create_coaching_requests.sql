-- Interview-coaching booking requests (spec 001 section 3). Anyone may ask for a session, so
-- visitors and signed-in users may insert (the endpoint adds the honeypot and rate limits, and
-- the same check constraints hold for a direct insert); only admins read them. The team is
-- notified through the e-mail outbox in the same transaction as the insert.

create table public.coaching_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(trim(first_name)) between 1 and 100),
  last_name text not null check (length(trim(last_name)) between 1 and 100),
  email extensions.citext not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254),
  phone text check (phone ~ '^\+?[0-9][0-9 ()-]{5,24}$'),
  coaching_type text not null check (coaching_type in ('1-on-1', 'group', 'industry-specific', 'virtual', 'behavioral')),
  industry text check (industry in ('healthcare', 'education', 'technology', 'finance', 'engineering', 'hospitality', 'other')),
  experience text check (experience in ('0-2', '3-5', '6-10', '10+')),
  preferred_time text check (preferred_time in ('morning', 'afternoon', 'evening', 'weekend', 'flexible')),
  timezone text check (timezone in ('uae', 'saudi', 'qatar', 'kuwait', 'bahrain', 'other')),
  goals text not null check (length(trim(goals)) between 1 and 2000),
  challenges text check (length(challenges) <= 2000),
  created_at timestamptz not null default now()
);
comment on table public.coaching_requests is
  'Interview-coaching booking requests; anyone may submit one, admins read them.';

create index coaching_requests_created_idx on public.coaching_requests (created_at desc);

alter table public.coaching_requests enable row level security;

grant insert on public.coaching_requests to anon;
grant insert, select, delete on public.coaching_requests to authenticated;
grant all on public.coaching_requests to service_role;

create policy "Visitors can request coaching" on public.coaching_requests
  for insert to anon
  with check (true);

create policy "Signed-in users can request coaching" on public.coaching_requests
  for insert to authenticated
  with check (true);

create policy "Admins can read coaching requests" on public.coaching_requests
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can delete coaching requests" on public.coaching_requests
  for delete to authenticated
  using ((select public.is_admin()));
