-- An employer withdraws their own posting ("position filled"): status 'withdrawn', which only the
-- poster sets. Like an admin's rejection, the jobs trigger then queues a rebuild and records the
-- withdrawal, so the job leaves search and its static page answers 404 at once. The reason an
-- admin gives for a rejection is kept for the poster's dashboard.

alter table public.jobs drop constraint jobs_status_check;
alter table public.jobs add constraint jobs_status_check check (status in ('pending', 'approved', 'rejected', 'withdrawn'));

alter table public.jobs add column rejection_reason text check (length(rejection_reason) <= 1000);
comment on column public.jobs.rejection_reason is
  'Why an admin rejected the job, as told to the poster; visitors cannot read it.';

-- The poster may change only the status of their own pending or live job, and only to withdrawn.
create policy "Posters can withdraw their own pending or live jobs" on public.jobs
  for update to authenticated
  using (status in ('pending', 'approved')
         and exists (select 1 from public.job_posters p
                     where p.job_id = jobs.id and p.email = (select lower(auth.jwt() ->> 'email'))))
  with check (status = 'withdrawn'
              and exists (select 1 from public.job_posters p
                          where p.job_id = jobs.id and p.email = (select lower(auth.jwt() ->> 'email'))));
