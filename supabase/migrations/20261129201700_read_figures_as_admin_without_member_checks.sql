-- The analytics dashboard (/analytics) took 400-800 ms for 30 days on the bench's million page
-- views (target 200 ms), most of it in the job funnel's read of job_event_days as the admin: the
-- three read policies of that table are ORed, PostgreSQL evaluates them in its own order (here:
-- posters, members, admins) and the members' policy called public.is_company_job(job_id) for
-- every row before the admins' policy was reached. That function is security definer (so never
-- inlined) and joins four tables: about 20 microseconds a row, 300 ms for the 15,000 job-days of
-- 30 days (EXPLAIN ANALYZE), every load.
--
-- The members' read policies of the figures tables now ask first whether the reader is an admin
-- (an init plan, evaluated once per statement) and skip the per-row check for one. Who may read
-- what is unchanged: an admin reads every row through the admins' policy anyway.
drop policy "Members can read their company's jobs' events" on public.job_events;
create policy "Members can read their company's jobs' events" on public.job_events
  for select to authenticated
  using (not (select public.is_admin()) and public.is_company_job(job_id));

drop policy "Members can read their company's jobs' event days" on public.job_event_days;
create policy "Members can read their company's jobs' event days" on public.job_event_days
  for select to authenticated
  using (not (select public.is_admin()) and public.is_company_job(job_id));

drop policy "Members can read their company's jobs' alert days" on public.job_alert_days;
create policy "Members can read their company's jobs' alert days" on public.job_alert_days
  for select to authenticated
  using (not (select public.is_admin()) and public.is_company_job(job_id));
