-- An employer signs in without a password: a link and a code e-mailed to the address they posted
-- from. Only hashes are kept; each link or code works once, within an hour. The server alone
-- reads and writes them (as the service), so no API role holds a privilege.

create table public.employer_sign_in_links (
  id bigint generated always as identity primary key,
  email text not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254 and email = lower(email)),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  job_id uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour',
  used_at timestamptz
);
comment on table public.employer_sign_in_links is
  'E-mailed sign-in links and codes of employers (hashed): single use, valid one hour; deleted a day after they expire.';

create index employer_sign_in_links_email_idx on public.employer_sign_in_links (email, code_hash);
create index employer_sign_in_links_expires_at_idx on public.employer_sign_in_links (expires_at);

alter table public.employer_sign_in_links enable row level security;
revoke all on table public.employer_sign_in_links from anon, authenticated;
grant select, insert, update, delete on table public.employer_sign_in_links to service_role;
