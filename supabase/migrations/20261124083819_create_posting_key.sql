-- One rule for "the same posting": same company, title and location, case and white space aside.
-- Every job keeps its key (jobs.posting_key): the review queue flags a pending job's identical twin
-- by it, and the static build reads each public job's key so the home page shows and counts such a
-- job once (src/lib/jobs/unique.ts).
-- White space is any run of spaces, tabs, line breaks and the Unicode spaces a paste brings
-- (no-break, thin, ideographic, zero-width no-break), read as one space and trimmed at both ends.

create or replace function public.posting_key(company_name text, job_title text, location text)
returns text
-- No SET search_path (an SQL function is inlined only without it); it names no table and only
-- built-in functions.
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
-- The generated column below computes it on every insert and update, a visitor's post included.
grant execute on function public.posting_key(text, text, text) to anon, authenticated, service_role;

-- Each job's key, kept with the row (recomputed when company, title or location change). The
-- review queue compares these columns, so its twin lookup is an index scan even under RLS (a
-- call to posting_key in the query is not leakproof, so it could not use an index on the
-- expression there and was computed for every job, once per queue row).
alter table public.jobs
  add column posting_key text generated always as (public.posting_key(company_name, job_title, location)) stored;
comment on column public.jobs.posting_key is
  'public.posting_key(company_name, job_title, location): identical postings share it (review queue duplicates, home page).';
create index jobs_posting_key_idx on public.jobs (posting_key) where status in ('approved', 'pending');
