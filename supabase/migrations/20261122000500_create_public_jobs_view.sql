-- Search reads public jobs through this view. The visibility rule is the same as the visitors'
-- RLS policy on public.jobs (a test keeps the two equal), but the view runs with its owner's
-- rights, so the planner may use the search indexes: under RLS, PostgreSQL refuses to use an
-- index for operators that are not leakproof (ilike, @@) ahead of the policy's own condition,
-- which turned every keyword search into a sequential scan. For the same reason it is not a
-- security_barrier view: the search conditions must reach the indexes. That is safe because the
-- only conditions are the operators our server or PostgREST write; nobody who reads it can add a
-- function of their own that could see a hidden row.

create view public.public_jobs
with (security_invoker = false)
as
  select id, slug, company_name, job_title, job_description, location, country, is_remote,
         salary_range, contact_email, category, application_type, application_url, posted_on,
         expires_at, created_at, updated_at, search_document
  from public.jobs
  where status = 'approved' and expires_at > now();

comment on view public.public_jobs is
  'Approved, unexpired jobs (what visitors may read), for live search with index support.';

grant select on public.public_jobs to anon, authenticated, service_role;
