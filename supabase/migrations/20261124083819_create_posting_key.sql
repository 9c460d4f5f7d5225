-- One rule for "the same posting": same company, title and location, case and white space aside.
-- The review queue flags a pending job's identical twin with it, and the static build reads each
-- public job's key with it so the home page shows and counts such a job once (src/lib/jobs/unique.ts).
-- White space is any run of spaces, tabs, line breaks and the Unicode spaces a paste brings
-- (no-break, thin, ideographic, zero-width no-break), read as one space and trimmed at both ends.

create or replace function public.posting_key(company_name text, job_title text, location text)
returns text
-- No SET search_path: an SQL function is inlined only without it (the index below and the review
-- query then match on the expression); it names no table and only built-in functions.
language sql immutable parallel safe
as $$
  select jsonb_build_array(
    lower(btrim(regexp_replace(company_name, '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'))),
    lower(btrim(regexp_replace(job_title, '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'))),
    lower(btrim(regexp_replace(location, '[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')))
  )::text
$$;
comment on function public.posting_key(text, text, text) is
  'What identifies a posting: company, title and location with white space runs as one space, trimmed, lower case (src/lib/jobs/unique.ts).';
revoke execute on function public.posting_key(text, text, text) from public, anon, authenticated;
-- The build reads the keys of the public jobs as the visitor; the admin's review queue as itself.
grant execute on function public.posting_key(text, text, text) to anon, authenticated, service_role;

-- The review queue looks up each pending job's twin among the approved and pending jobs.
create index jobs_posting_key_idx on public.jobs (public.posting_key(company_name, job_title, location))
  where status in ('approved', 'pending');
