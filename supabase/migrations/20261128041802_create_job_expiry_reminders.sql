-- Three days before a live job expires its poster is e-mailed a renew link, once per expiry: a
-- renewal moves the expiry, and the next one is reminded again. The server alone (as the service)
-- reads and writes the reminders; the language of the poster's form is kept with their address.

create table public.job_expiry_reminders (
  job_id uuid not null references public.jobs (id) on delete cascade,
  expires_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (job_id, expires_at)
);
comment on table public.job_expiry_reminders is
  'Which expiry of which job its poster was reminded of (one e-mail per expiry); service only.';

alter table public.job_expiry_reminders enable row level security;
revoke all on table public.job_expiry_reminders from anon, authenticated;
grant select, insert, update, delete on table public.job_expiry_reminders to service_role;

alter table public.job_posters add column locale text not null default 'en' check (locale in ('en', 'ar'));
comment on column public.job_posters.locale is 'The language of the form the job was posted from: its notices are written in it.';
