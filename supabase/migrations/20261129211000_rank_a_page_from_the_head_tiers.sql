-- A keyword search's page without ranking every match. A broad word matches a third of the board
-- ("dubai", "engineer": 30,000 jobs at 100,000), and public.public_job_search scores each of them,
-- though the page shows 20. With one required segment (most searches: a word, a title, a place),
-- a job's score is decided by the first of these that its title, company or location meets
-- (public.search_segment_score), each above anything a description alone can score (at most 1):
--
--   tier 1  8    title has the segment's own words
--   tier 2  6.4  title has a synonym
--   tier 3  4    company has its own words, or title a related title
--   tier 4  3.2  title has a related title's other name, or company a synonym
--   tier 5  2    location has its own words, or company a related title
--   tier 6  1.6  company has a related other name, or location a synonym
--
-- Within a tier every job scores the same, so the newest come first (the page's order is rank,
-- then publication, then id). public.public_job_search_top returns the first n jobs in that order,
-- tier by tier, through three new word indexes, of the title, the company and the location
-- (search_head filtered to one weight: a GIN index of search_head itself keeps no weights, so
-- 'nurse':*A would fetch and recheck every job with "nurse" in any of the three). When the six
-- tiers hold fewer than n jobs passing the filters, or the query has more than one segment or a
-- negation, it returns fewer than n rows and the caller ranks every match as before
-- (src/server/jobs/queries.ts).
-- tests/integration/search-top.test.ts compares the two pages for the bench and judged queries.

create index job_search_rows_title_idx on public.job_search_rows using gin (ts_filter(search_head, '{a}'::"char"[])) with (fastupdate = off);
create index job_search_rows_company_idx on public.job_search_rows using gin (ts_filter(search_head, '{b}'::"char"[])) with (fastupdate = off);
create index job_search_rows_place_idx on public.job_search_rows using gin (ts_filter(search_head, '{c}'::"char"[])) with (fastupdate = off);

create or replace function public.public_job_search_top(
  words text, topic text, key_mask bigint, key_value bigint, since timestamptz, min_salary bigint, n integer)
returns table (id uuid, rank real, at timestamptz)
language plpgsql volatile security definer
set search_path = ''
-- No sequential read of the rows: a narrow tier through its field indexes, a broad one in the
-- newest-first index. (Each statement is planned for its own values: EXECUTE.)
set enable_seqscan = off
set random_page_cost = 1.1
as $$
declare
  scores constant real[] := array[8, 6.4, 4, 3.2, 2, 1.6];
  -- Each tier's test on a search row j; $1-$4: the segment's own words, synonyms, related titles
  -- and their other names (a null one meets nothing).
  tests constant text[] := array[
    $t$ts_filter(j.search_head, '{a}'::"char"[]) @@ $1$t$,
    $t$ts_filter(j.search_head, '{a}'::"char"[]) @@ $2$t$,
    $t$(ts_filter(j.search_head, '{b}'::"char"[]) @@ $1 or ts_filter(j.search_head, '{a}'::"char"[]) @@ $3)$t$,
    $t$(ts_filter(j.search_head, '{a}'::"char"[]) @@ $4 or ts_filter(j.search_head, '{b}'::"char"[]) @@ $2)$t$,
    $t$(ts_filter(j.search_head, '{c}'::"char"[]) @@ $1 or ts_filter(j.search_head, '{b}'::"char"[]) @@ $3)$t$,
    $t$(ts_filter(j.search_head, '{b}'::"char"[]) @@ $4 or ts_filter(j.search_head, '{c}'::"char"[]) @@ $2)$t$];
  -- The page's filters; $5-$9: topic, key mask and value, published since, monthly pay at least.
  filters constant text := $f$j.expires_at > now() and ($5::text is null or $5::text = any(j.topics))
    and (j.facet_key & $6::bigint) = $7::bigint and ($8::timestamptz is null or j.at >= $8::timestamptz)
    and ($9::bigint is null or coalesce(j.salary_aed >= $9::bigint, false))$f$;
  plan public.search_plans;
  seg public.search_segment;
  tier text;
  k integer;
  need integer;
  probe integer;
  board float8;
  got uuid[];
  got_at timestamptz[];
  ids uuid[] := '{}';
  ranks real[] := '{}';
  ats timestamptz[] := '{}';
begin
  if n is null or n < 1 or n > 10000 then
    return;
  end if;
  plan := public.search_plan(words);
  if (select count(*) from unnest(plan.segments) s where not s.optional) <> 1 then
    return;
  end if;
  select s.* into seg from unnest(plan.segments) s where not s.optional;
  if coalesce(seg.exact::text, '') = ''
     or position('!' in concat(seg.exact::text, seg.synonyms::text, seg.related::text, seg.loose::text)) > 0 then
    return;
  end if;
  board := greatest((select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.job_search_rows'::regclass), 0);
  for k in 1..6 loop
    -- This tier and none above it.
    tier := tests[k] || case when k > 1 then ' and not coalesce(' || array_to_string(tests[1:k - 1], ' or ') || ', false)' else '' end;
    need := n - cardinality(ids);
    -- Up to probe of the tier's jobs passing the filters, in any order (through the field
    -- indexes, as few rows as that). Fewer than probe is all of them: the newest need of those.
    -- Else the tier is broad, and its newest are among the newest rows: walking the newest-first
    -- index reads about need / (tier / board) rows, at most probe as the tier holds probe or more
    -- (probe, the square root of need times the board, bounds the cost of either way).
    probe := greatest(need, ceil(sqrt(need::float8 * board))::integer);
    execute format('select array_agg(j.id), array_agg(j.at) from (select j.id, j.at from public.job_search_rows j
                    where %s and %s limit %s) j', tier, filters, probe)
      into got, got_at using seg.exact, seg.synonyms, seg.related, seg.loose, topic, key_mask, key_value, since, min_salary;
    if coalesce(cardinality(got), 0) < probe then
      select array_agg(x.id order by x.at desc, x.id), array_agg(x.at order by x.at desc, x.id) into got, got_at
      from (select u.id, u.at from unnest(got, got_at) as u(id, at) order by u.at desc, u.id limit need) x;
    else
      execute format('select array_agg(j.id order by j.at desc, j.id), array_agg(j.at order by j.at desc, j.id)
                      from (select j.id, j.at
                            from (select r.* from public.job_search_rows r order by r.at desc, r.id limit %s) j
                            where %s and %s order by j.at desc, j.id limit %s) j', 4 * probe, tier, filters, need)
        into got, got_at using seg.exact, seg.synonyms, seg.related, seg.loose, topic, key_mask, key_value, since, min_salary;
      if coalesce(cardinality(got), 0) < need then
        -- Not among the newest (older jobs): all of the tier through the indexes, sorted (the
        -- order on an expression, so the newest-first index is not walked to its end).
        execute format('select array_agg(j.id order by j.at desc, j.id), array_agg(j.at order by j.at desc, j.id)
                        from (select j.id, j.at from public.job_search_rows j
                              where %s and %s order by j.at + interval ''0 seconds'' desc, j.id limit %s) j', tier, filters, need)
          into got, got_at using seg.exact, seg.synonyms, seg.related, seg.loose, topic, key_mask, key_value, since, min_salary;
      end if;
    end if;
    ids := ids || coalesce(got, '{}');
    ats := ats || coalesce(got_at, '{}');
    ranks := ranks || array_fill((seg.len * scores[k])::real, array[coalesce(cardinality(got), 0)]);
    exit when cardinality(ids) >= n;
  end loop;
  return query select * from unnest(ids, ranks, ats);
end
$$;
comment on function public.public_job_search_top(words text, topic text, key_mask bigint, key_value bigint, since timestamptz, min_salary bigint, n integer) is
  'The first n public jobs of a one-segment keyword search in rank order (id, rank, publication), filtered as the page is (facet key under mask, published since, monthly pay at least, topic), read tier by tier through the title, company and location indexes; fewer than n rows when the tiers cannot tell (the caller then ranks every match).';

revoke execute on function public.public_job_search_top(text, text, bigint, bigint, timestamptz, bigint, integer) from public;
grant execute on function public.public_job_search_top(text, text, bigint, bigint, timestamptz, bigint, integer) to anon, authenticated, service_role;
