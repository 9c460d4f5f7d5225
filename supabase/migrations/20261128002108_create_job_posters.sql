-- The address a job was posted from: where its receipt and every notice about it go, and the
-- employer's sign-in to their postings. Private: a table of its own rather than a column of
-- public.jobs, because column privileges cannot depend on the row (a signed-in user reads every
-- live job's columns), while a table's policies can.

create table public.job_posters (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  -- Lower case as text, compared with the lower-cased claim (citext's operator is not on the
  -- policies' search path, and an index on text serves the plain comparison).
  email text not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' and length(email) <= 254 and email = lower(email)),
  created_at timestamptz not null default now()
);
comment on table public.job_posters is
  'Who posted each job (the e-mail given on the post form): never public; the poster reads their own rows once signed in.';

create index job_posters_email_idx on public.job_posters (email);

alter table public.job_posters enable row level security;
-- A Supabase project may grant new tables to the API roles by default: take that back first.
revoke all on table public.job_posters from anon, authenticated;
grant select on table public.job_posters to authenticated;
grant select, insert, update, delete on table public.job_posters to service_role;

create policy "Posters can read their own postings" on public.job_posters
  for select to authenticated
  using (email = (select lower(auth.jwt() ->> 'email')));
create policy "Admins can read every poster" on public.job_posters
  for select to authenticated
  using ((select public.is_admin()));

-- Jobs posted before: their contact address was where the notices went.
insert into public.job_posters (job_id, email)
select j.id, lower(j.contact_email::text) from public.jobs j
where j.contact_email is not null and length(j.contact_email) <= 254
on conflict (job_id) do nothing;

-- The poster reads their own postings whatever their status (pending, rejected, expired).
create policy "Posters can read their own jobs" on public.jobs
  for select to authenticated
  using (exists (select 1 from public.job_posters p
                 where p.job_id = jobs.id and p.email = (select lower(auth.jwt() ->> 'email'))));
