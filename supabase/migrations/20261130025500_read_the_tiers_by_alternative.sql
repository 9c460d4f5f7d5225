-- The ranked page's tiers (public.public_job_search_top) read through the title, company and
-- location indexes one alternative at a time, as the matches are read through the word index
-- (20261129070500_read_search_matches_by_alternative.sql): one GIN scan of a whole OR reads every
-- entry's posting list. "doctor"'s related titles (cardiologist, consultant physician, …) in the
-- title index: 19-20 ms as one OR, 11-12 ms by alternative (count of the 3,031 jobs, 100,000 bench
-- jobs). The company and location indexes are not asked for the thesaurus titles of several words,
-- which only a title meets (20261130020000_match_thesaurus_phrases_in_titles.sql). The tiers above
-- a tier are still tested on its rows as whole tsqueries; the same jobs come out in the same order
-- (tests/integration/search-top.test.ts compares every bench and judged query's pages with the
-- full ranking).

CREATE OR REPLACE FUNCTION public.public_job_search_top(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint, n integer)
 RETURNS TABLE(id uuid, rank real, at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 SET enable_seqscan TO 'off'
 SET random_page_cost TO '1.1'
AS $function$
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
  -- The same tests as the indexes read them: each alternative apart ($10-$13 for the title, $14-$17
  -- without the titles of several words, which no company or place meets, for the company and the
  -- location). One GIN scan of a whole OR reads every entry's posting list ("doctor"'s related
  -- titles in the title index: 19-20 -> 11-12 ms); the tiers above a tier stay tests of its rows.
  index_tests constant text[] := array[
    $t$ts_filter(j.search_head, '{a}'::"char"[]) @@ any($10)$t$,
    $t$ts_filter(j.search_head, '{a}'::"char"[]) @@ any($11)$t$,
    $t$(ts_filter(j.search_head, '{b}'::"char"[]) @@ any($14) or ts_filter(j.search_head, '{a}'::"char"[]) @@ any($12))$t$,
    $t$(ts_filter(j.search_head, '{a}'::"char"[]) @@ any($13) or ts_filter(j.search_head, '{b}'::"char"[]) @@ any($15))$t$,
    $t$(ts_filter(j.search_head, '{c}'::"char"[]) @@ any($14) or ts_filter(j.search_head, '{b}'::"char"[]) @@ any($16))$t$,
    $t$(ts_filter(j.search_head, '{b}'::"char"[]) @@ any($17) or ts_filter(j.search_head, '{c}'::"char"[]) @@ any($15))$t$];
  -- The page's filters; $5-$9: topic, key mask and value, published since, monthly pay at least.
  filters constant text := $f$j.expires_at > now() and ($5::text is null or $5::text = any(j.topics))
    and (j.facet_key & $6::bigint) = $7::bigint and ($8::timestamptz is null or j.at >= $8::timestamptz)
    and ($9::bigint is null or coalesce(j.salary_aed >= $9::bigint, false))$f$;
  plan public.search_plans;
  seg public.search_segment;
  tier text;
  indexed text;
  a1 tsquery[];
  a2 tsquery[];
  a3 tsquery[];
  a4 tsquery[];
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
  -- Each test's alternatives (null for a null test: it meets nothing, as before).
  a1 := public.search_alternatives(seg.exact);
  a2 := public.search_alternatives(seg.synonyms);
  a3 := public.search_alternatives(seg.related);
  a4 := public.search_alternatives(seg.loose);
  board := greatest((select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.job_search_rows'::regclass), 0);
  for k in 1..6 loop
    -- This tier and none above it.
    tier := tests[k] || case when k > 1 then ' and not coalesce(' || array_to_string(tests[1:k - 1], ' or ') || ', false)' else '' end;
    indexed := index_tests[k] || case when k > 1 then ' and not coalesce(' || array_to_string(tests[1:k - 1], ' or ') || ', false)' else '' end;
    need := n - cardinality(ids);
    -- Up to probe of the tier's jobs passing the filters, in any order (through the field
    -- indexes, as few rows as that). Fewer than probe is all of them: the newest need of those.
    -- Else the tier is broad, and its newest are among the newest rows: walking the newest-first
    -- index reads about need / (tier / board) rows, at most probe as the tier holds probe or more
    -- (probe, the square root of need times the board, bounds the cost of either way).
    probe := greatest(need, ceil(sqrt(need::float8 * board))::integer);
    execute format('select array_agg(j.id), array_agg(j.at) from (select j.id, j.at from public.job_search_rows j
                    where %s and %s limit %s) j', indexed, filters, probe)
      into got, got_at using seg.exact, seg.synonyms, seg.related, seg.loose, topic, key_mask, key_value, since, min_salary,
             a1, a2, a3, a4, public.search_word_part(a1), public.search_word_part(a2), public.search_word_part(a3), public.search_word_part(a4);
    if coalesce(cardinality(got), 0) < probe then
      select array_agg(x.id order by x.at desc, x.id), array_agg(x.at order by x.at desc, x.id) into got, got_at
      from (select u.id, u.at from unnest(got, got_at) as u(id, at) order by u.at desc, u.id limit need) x;
    else
      execute format('select array_agg(j.id order by j.at desc, j.id), array_agg(j.at order by j.at desc, j.id)
                      from (select j.id, j.at
                            from (select r.* from public.job_search_rows r order by r.at desc, r.id limit %s) j
                            where %s and %s order by j.at desc, j.id limit %s) j', 4 * probe, tier, filters, need)
        into got, got_at using seg.exact, seg.synonyms, seg.related, seg.loose, topic, key_mask, key_value, since, min_salary,
             a1, a2, a3, a4, public.search_word_part(a1), public.search_word_part(a2), public.search_word_part(a3), public.search_word_part(a4);
      if coalesce(cardinality(got), 0) < need then
        -- Not among the newest (older jobs): all of the tier through the indexes, sorted (the
        -- order on an expression, so the newest-first index is not walked to its end).
        execute format('select array_agg(j.id order by j.at desc, j.id), array_agg(j.at order by j.at desc, j.id)
                        from (select j.id, j.at from public.job_search_rows j
                              where %s and %s order by j.at + interval ''0 seconds'' desc, j.id limit %s) j', indexed, filters, need)
          into got, got_at using seg.exact, seg.synonyms, seg.related, seg.loose, topic, key_mask, key_value, since, min_salary,
             a1, a2, a3, a4, public.search_word_part(a1), public.search_word_part(a2), public.search_word_part(a3), public.search_word_part(a4);
      end if;
    end if;
    ids := ids || coalesce(got, '{}');
    ats := ats || coalesce(got_at, '{}');
    ranks := ranks || array_fill((seg.len * scores[k])::real, array[coalesce(cardinality(got), 0)]);
    exit when cardinality(ids) >= n;
  end loop;
  return query select * from unnest(ids, ranks, ats);
end
$function$;
comment on function public.public_job_search_top(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint, n integer) is 'The first n public jobs of a one-segment keyword search in rank order (id, rank, publication), filtered as the page is (facet key under mask, published since, monthly pay at least, topic), read tier by tier through the title, company and location indexes; fewer than n rows when the tiers cannot tell (the caller then ranks every match).';
