-- "Verified employers only": the search row's facet_key gains the job's company_verified as bit 57
-- (layout of the other bits in 20261124115327_add_search_facet_keys.sql and
-- 20261128002221_add_licence_and_experience.sql), so the live search, its counts and the alert
-- digests read it where they read the other facts. When a company's verification changes,
-- refresh_job_badges writes its jobs again and jobs_sync_search_row rewrites their rows with it.

-- Latest definition: 20261128002221_add_licence_and_experience.sql; the key gains the badge.
create or replace function public.job_search_row_of(j public.jobs) returns public.job_search_rows
language sql volatile
set search_path = ''
as $$
  select row(s.id, s.at, s.expires_at, s.country, s.city, s.category, s.is_remote, s.employment_type, s.salary_aed,
             s.visa, s.nationality, s.package_mask, s.topics, s.search_head, s.filler, s.search_words,
             public.job_facet_key(s.country, s.city, s.category, s.is_remote, s.employment_type, s.visa, s.nationality,
                                  s.package_mask, s.salary_aed, s.licence_authority, s.experience_level)
             | (s.company_verified::int::bigint << 57))::public.job_search_rows
  from (
    select j.id, coalesce(j.published_at, j.created_at) as at, j.expires_at, j.country, j.city, j.category, j.is_remote,
           j.employment_type, floor(public.salary_monthly_aed(j.salary_min, j.salary_max, j.salary_currency, j.salary_period))::bigint as salary_aed,
           j.visa, j.nationality, public.package_mask(j.package_items) as package_mask,
           public.job_topics(j.category, j.job_title, j.job_description) as topics, j.search_head, repeat(' ', 2100) as filler,
           j.search_words, j.licence_authority, j.experience_level, j.company_verified
  ) s
$$;

-- Backfill: the rows of jobs whose company is verified now.
update public.job_search_rows r
set facet_key = r.facet_key | (1::bigint << 57)
from public.jobs j
where j.id = r.id and j.company_verified and r.facet_key & (1::bigint << 57) = 0;
