/**
 * The rows of public.job_facet_counts that differ from a direct count of public.job_search_rows
 * (side 'summary' or 'direct'; none when the summary is in step): run as the database owner.
 */
export const facetSummaryDifferencesSql = `
  with direct as (
    select r.facet_key & 8589934591 as place_key, public.facet_bucket(r.at) as at_bucket, public.facet_bucket(r.expires_at) as expires_bucket,
           count(*)::integer as n,
           array(select sum(x.v)::integer from unnest(array_agg(r.facet_key)) as k(key)
                   cross join lateral unnest(public.facet_fact_slots(k.key)) with ordinality as x(v, i) group by x.i order by x.i) as facts
    from public.job_search_rows r
    group by 1, 2, 3
  )
  (select 'summary' as side, * from (table public.job_facet_counts except select * from direct) a)
  union all
  (select 'direct', * from (select * from direct except table public.job_facet_counts) b)`;
