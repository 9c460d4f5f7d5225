-- The topic pages listed jobs of other trades: /healthcare-jobs-uae showed a Senior Full-Stack
-- Developer, a Financial Controller and a Front Office Manager. public.job_topics let the
-- description decide whenever the category and the title named neither topic, and descriptions
-- name the topics' words for other reasons: the benefits paragraph of an IT job offers "medical
-- insurance", a hotel's mentions the hospital or clinic nearby, an engineer's package a "school
-- fees allowance".
--
-- Now a job filed under one of the board's known categories (src/lib/categories.ts, written out
-- below; tests/integration/job-search-rows.test.ts pins the list) is decided by its category and
-- its title only; the description decides only for a job with no category or one the board does
-- not know. The rest is as before: the topic's own category wins, the other topic's category
-- loses, a title naming this topic wins, a title naming only the other topic loses. The same rule
-- as jobHasTopic in src/lib/jobs/topics.ts; signature, volatility, parallel safety and grants
-- unchanged.
create or replace function public.job_topics(category text, job_title text, job_description text) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array_remove(array[
    case when case
      when category = 'healthcare-medical' then true
      when category = 'education-teaching' then false
      when job_title ~* '\m(?:nurse(?:s|es)?\M|nursing(?:s|es)?\M|doctor(?:s|es)?\M|physician(?:s|es)?\M|clinic(?:s|es)?\M|clinical(?:s|es)?\M|hospital(?:s|es)?\M|medical(?:s|es)?\M|healthcare(?:s|es)?\M|health care(?:s|es)?\M|pharmacist(?:s|es)?\M|pharmacy(?:s|es)?\M|dentist(?:s|es)?\M|dental(?:s|es)?\M|surgeon(?:s|es)?\M|surgical(?:s|es)?\M|physiotherap|radiograph|radiolog|paediatric|pediatric|cardiolog|midwife(?:s|es)?\M|patient(?:s|es)?\M|laboratory technologist(?:s|es)?\M|caregiver(?:s|es)?\M|icu(?:s|es)?\M|dha licence(?:s|es)?\M|dha license(?:s|es)?\M)' then true
      when job_title ~* '\m(?:teacher(?:s|es)?\M|teaching(?:s|es)?\M|tutor(?:s|es)?\M|instructor(?:s|es)?\M|professor(?:s|es)?\M|lecturer(?:s|es)?\M|academic(?:s|es)?\M|school(?:s|es)?\M|kindergarten(?:s|es)?\M|curriculum(?:s|es)?\M|classroom(?:s|es)?\M|principal(?:s|es)?\M|head of department(?:s|es)?\M|senco(?:s|es)?\M|educator(?:s|es)?\M)' then false
      when category = any ('{healthcare-medical,education-teaching,it-technology,engineering,finance-accounting,sales-marketing,hospitality-tourism,construction}'::text[]) then false
      else job_description ~* '\m(?:nurse(?:s|es)?\M|nursing(?:s|es)?\M|doctor(?:s|es)?\M|physician(?:s|es)?\M|clinic(?:s|es)?\M|clinical(?:s|es)?\M|hospital(?:s|es)?\M|medical(?:s|es)?\M|healthcare(?:s|es)?\M|health care(?:s|es)?\M|pharmacist(?:s|es)?\M|pharmacy(?:s|es)?\M|dentist(?:s|es)?\M|dental(?:s|es)?\M|surgeon(?:s|es)?\M|surgical(?:s|es)?\M|physiotherap|radiograph|radiolog|paediatric|pediatric|cardiolog|midwife(?:s|es)?\M|patient(?:s|es)?\M|laboratory technologist(?:s|es)?\M|caregiver(?:s|es)?\M|icu(?:s|es)?\M|dha licence(?:s|es)?\M|dha license(?:s|es)?\M)' and job_description !~* '\m(?:teacher(?:s|es)?\M|teaching(?:s|es)?\M|tutor(?:s|es)?\M|instructor(?:s|es)?\M|professor(?:s|es)?\M|lecturer(?:s|es)?\M|academic(?:s|es)?\M|school(?:s|es)?\M|kindergarten(?:s|es)?\M|curriculum(?:s|es)?\M|classroom(?:s|es)?\M|principal(?:s|es)?\M|head of department(?:s|es)?\M|senco(?:s|es)?\M|educator(?:s|es)?\M)'
    end then 'healthcare' end,
    case when case
      when category = 'education-teaching' then true
      when category = 'healthcare-medical' then false
      when job_title ~* '\m(?:teacher(?:s|es)?\M|teaching(?:s|es)?\M|tutor(?:s|es)?\M|instructor(?:s|es)?\M|professor(?:s|es)?\M|lecturer(?:s|es)?\M|academic(?:s|es)?\M|school(?:s|es)?\M|kindergarten(?:s|es)?\M|curriculum(?:s|es)?\M|classroom(?:s|es)?\M|principal(?:s|es)?\M|head of department(?:s|es)?\M|senco(?:s|es)?\M|educator(?:s|es)?\M)' then true
      when job_title ~* '\m(?:nurse(?:s|es)?\M|nursing(?:s|es)?\M|doctor(?:s|es)?\M|physician(?:s|es)?\M|clinic(?:s|es)?\M|clinical(?:s|es)?\M|hospital(?:s|es)?\M|medical(?:s|es)?\M|healthcare(?:s|es)?\M|health care(?:s|es)?\M|pharmacist(?:s|es)?\M|pharmacy(?:s|es)?\M|dentist(?:s|es)?\M|dental(?:s|es)?\M|surgeon(?:s|es)?\M|surgical(?:s|es)?\M|physiotherap|radiograph|radiolog|paediatric|pediatric|cardiolog|midwife(?:s|es)?\M|patient(?:s|es)?\M|laboratory technologist(?:s|es)?\M|caregiver(?:s|es)?\M|icu(?:s|es)?\M|dha licence(?:s|es)?\M|dha license(?:s|es)?\M)' then false
      when category = any ('{healthcare-medical,education-teaching,it-technology,engineering,finance-accounting,sales-marketing,hospitality-tourism,construction}'::text[]) then false
      else job_description ~* '\m(?:teacher(?:s|es)?\M|teaching(?:s|es)?\M|tutor(?:s|es)?\M|instructor(?:s|es)?\M|professor(?:s|es)?\M|lecturer(?:s|es)?\M|academic(?:s|es)?\M|school(?:s|es)?\M|kindergarten(?:s|es)?\M|curriculum(?:s|es)?\M|classroom(?:s|es)?\M|principal(?:s|es)?\M|head of department(?:s|es)?\M|senco(?:s|es)?\M|educator(?:s|es)?\M)' and job_description !~* '\m(?:nurse(?:s|es)?\M|nursing(?:s|es)?\M|doctor(?:s|es)?\M|physician(?:s|es)?\M|clinic(?:s|es)?\M|clinical(?:s|es)?\M|hospital(?:s|es)?\M|medical(?:s|es)?\M|healthcare(?:s|es)?\M|health care(?:s|es)?\M|pharmacist(?:s|es)?\M|pharmacy(?:s|es)?\M|dentist(?:s|es)?\M|dental(?:s|es)?\M|surgeon(?:s|es)?\M|surgical(?:s|es)?\M|physiotherap|radiograph|radiolog|paediatric|pediatric|cardiolog|midwife(?:s|es)?\M|patient(?:s|es)?\M|laboratory technologist(?:s|es)?\M|caregiver(?:s|es)?\M|icu(?:s|es)?\M|dha licence(?:s|es)?\M|dha license(?:s|es)?\M)'
    end then 'teaching' end
  ], null)
$$;
comment on function public.job_topics(text, text, text) is
  'The topics (healthcare, teaching) a job belongs to, as jobHasTopic in src/lib/jobs/topics.ts: a job of a known category is decided by its category and title; the description decides only for a job with no category or an unknown one.';
revoke all on function public.job_topics(text, text, text) from public, anon, authenticated;
-- The alert digests match topics over public.public_jobs as the visitor.
grant execute on function public.job_topics(text, text, text) to anon, authenticated, service_role;

-- The stored topics of the search rows the new rule changes, and only those: the other rows are
-- not rewritten (on a 100,000-job board most keep their topics). Of the triggers on
-- job_search_rows, job_search_rows_count_facets returns at once because facet_key, at and
-- expires_at are unchanged (topics are not in the facet summary: a search with a topic reads the
-- rows), and job_search_rows_add_vocabulary fires only on search_head.
update public.job_search_rows r
set topics = n.topics
from (
  select j.id, public.job_topics(j.category, j.job_title, j.job_description) as topics
  from public.jobs j
  where j.status = 'approved'
) n
where n.id = r.id and r.topics is distinct from n.topics;
