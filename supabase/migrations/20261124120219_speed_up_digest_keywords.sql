-- The alert digests (src/server/digests/matching.ts) match each distinct keyword of a batch with
-- the search index, about 110 keywords per batch of 500 alerts. They did it through
-- public_job_matches, which reads the wide jobs rows and ranks every match (about 25 ms for a
-- common word at 10,000 jobs); a digest needs neither the rank nor the wide row. This is the id-only
-- match again, now over the narrow rows the search reads (public.job_search_rows: one per approved
-- job, so the same rule as public_job_search's: unexpired now, every word as a prefix through the
-- search_words index; about 2 ms). Same signature and grants as before.
create or replace function public.public_job_ids_matching_words(words text) returns setof uuid
language sql stable
security definer
set search_path = ''
as $$
  select j.id
  from public.job_search_rows j
  where j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_ids_matching_words(text) is
  'Ids of approved, unexpired jobs whose title, company, location or description has every word (as a prefix): the matches of public_job_search without the rank.';
revoke all on function public.public_job_ids_matching_words(text) from public, anon, authenticated;
grant execute on function public.public_job_ids_matching_words(text) to anon, authenticated, service_role;
