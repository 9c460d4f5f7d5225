-- Risk signals of a job (src/lib/risk/rules.ts): the score and the signals with the words that
-- raised them, written by the server whenever a job is posted, edited, scraped or seeded
-- (src/server/jobs/risk.ts). A side table, not columns of jobs: visitors and signed-in users
-- read approved jobs' columns, and these are for the admins only. A job without a row has not
-- been scored yet (rows older than this table): the review queue scores those when it lists them.

create table public.job_risk (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  score integer not null check (score >= 0),
  signals jsonb not null default '[]'::jsonb check (jsonb_typeof(signals) = 'array'),
  scored_at timestamptz not null default now()
);

comment on table public.job_risk is
  'Risk score and signals (id, weight, the words that raised it) of a job, for the review queue; admins and the service only.';

create index job_risk_score_idx on public.job_risk (score desc);

alter table public.job_risk enable row level security;

-- A Supabase project that exposes new tables grants them to the API roles: take that back first.
revoke all on public.job_risk from anon, authenticated;
grant select, insert, update on public.job_risk to authenticated;
grant all on public.job_risk to service_role;

create policy "Admins can read risk signals" on public.job_risk
  for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can score jobs" on public.job_risk
  for insert to authenticated
  with check ((select public.is_admin()));

create policy "Admins can rescore jobs" on public.job_risk
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
