-- public.page_view_counts read the range's page views twice: one grouping-sets scan for the total,
-- paths, devices, sources and countries, then a second scan for the referring hosts. The
-- dashboard counts the current Gulf day with it on every load (up to a day of raw rows: about
-- 33,000 on the bench's million page views a month), and the roll-up counts each ended day with it.
--
-- Now the referring host is a sixth grouping set of the same scan: the host when the view came
-- from another site (source not 'internal'), else null, and its null group is left out as the
-- countries' is. Same rows and counts as before (both compared on the bench's million page views
-- over 30 days, a day and an hour: no difference); a full day of them (33,568 rows) 95 -> 72 ms,
-- median of 8 interleaved runs on a busy machine (load 8).
create or replace function public.page_view_counts(from_at timestamptz, to_at timestamptz)
returns table (dimension text, key text, views bigint)
language sql
stable
set search_path = ''
as $$
  select case grouping(v.path, v.device, v.source, v.country, v.referrer)
           when 31 then 'total' when 15 then 'path' when 23 then 'device' when 27 then 'source' when 29 then 'country' else 'referrer' end,
         coalesce(v.path, v.device, v.source, v.country, v.referrer, ''),
         count(*)
  from (select p.path, p.device, p.source, p.country, case when p.source <> 'internal' then p.referrer_host end as referrer
        from public.page_views p
        where p.created_at >= from_at and p.created_at < to_at) v
  group by grouping sets ((), (v.path), (v.device), (v.source), (v.country), (v.referrer))
  having grouping(v.path, v.device, v.source, v.country, v.referrer) not in (29, 30) or coalesce(v.country, v.referrer) is not null
$$;
