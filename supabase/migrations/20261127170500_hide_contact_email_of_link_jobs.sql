-- A job that applies by link publishes no e-mail address: visitors (anon, what Supabase's Data API
-- serves with the publishable key) could read contact_email of every approved job, though most
-- apply on the employer's site. The address stays in the table for the admins; visitors read
-- public_contact_email, which holds it only while the job applies by e-mail.

alter table public.jobs
  add column public_contact_email extensions.citext
  generated always as (case when application_type = 'email' then contact_email end) stored;

comment on column public.jobs.public_contact_email is
  'contact_email when the job applies by e-mail, else null: the address visitors may read (they cannot read contact_email).';

-- Visitors read every column but contact_email. Column privileges cannot be granted "all but
-- one", so the list is read from the catalog: a column added later is not readable by anon until
-- a migration grants it (tests/integration/grants-catalog.test.ts lists the one column held back).
revoke select on public.jobs from anon;
do $$
begin
  execute format(
    'grant select (%s) on public.jobs to anon',
    (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
     from pg_attribute a
     where a.attrelid = 'public.jobs'::regclass and a.attnum > 0 and not a.attisdropped and a.attname <> 'contact_email')
  );
end
$$;

-- The view's contact_email is the public one (same name and type: readers are unchanged). Latest
-- definition before this: 20261124051956_add_job_facts.sql.
create or replace view public.public_jobs
with (security_invoker = true)
as
  select id, slug, company_name, job_title, job_description, location, country, is_remote,
         salary_range, public_contact_email as contact_email, category, application_type,
         application_url, posted_on, expires_at, created_at, updated_at, search_document,
         published_at, city, search_words, employment_type, salary_min, salary_max,
         salary_currency, salary_period, visa, nationality, package_items
  from public.jobs
  where status = 'approved' and expires_at > now();
