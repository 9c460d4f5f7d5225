-- The review queue (src/server/moderation/queries.ts jobsForReview) flags a pending job that looks
-- like a live one: an approved, unexpired job of the same company (case aside) with a similar title
-- (trigram similarity over 0.6). Written in the queue's query it ran as the admin under RLS, where
-- lower() and similarity() are not leakproof, so no index could narrow it: every live job was
-- compared with every pending job of the page (about 2 s at 20,000 jobs). Here the same rule runs
-- in a function with the owner's rights for the admin only: the company's live jobs are found by
-- an index, and only their titles are compared. Identical postings (public.posting_key) are still
-- shown by the queue's duplicateOf, through jobs_posting_key_idx.
create index jobs_live_company_idx on public.jobs (lower(company_name)) where status = 'approved';

create or replace function public.job_looks_duplicate(for_id uuid, for_company text, for_title text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  -- Only an admin learns anything (another caller always gets false).
  select (select public.is_admin()) and exists (
    select 1 from public.jobs live
    where live.status = 'approved' and live.expires_at > now() and live.id <> for_id
      and lower(live.company_name) = lower(for_company)
      and extensions.similarity(live.job_title, for_title) > 0.6)
$$;
comment on function public.job_looks_duplicate(uuid, text, text) is
  'For admins: whether a live (approved, unexpired) job other than for_id has the same company (case aside) and a similar title (trigram similarity > 0.6); false for anyone else.';
revoke execute on function public.job_looks_duplicate(uuid, text, text) from public, anon, authenticated;
grant execute on function public.job_looks_duplicate(uuid, text, text) to authenticated, service_role;
