-- A search's plan is kept by the first of two statements that make it at once, without the second
-- waiting. A ranked keyword page is read by two statements at once (the counts and the tiers, on two
-- connections, src/server/jobs/queries.ts); for words not kept yet both made the plan, the second
-- waited on the first's uncommitted row of the same words (the unique index) until the first
-- statement ended, then took a ring slot for nothing (evicting another query's plan). Now a
-- transaction keeps the plan only under a transaction lock on the words, taken without waiting:
-- the other makes the same plan for itself and keeps nothing, and one that finds the words kept
-- meanwhile (committed after its first look) takes no slot.

CREATE OR REPLACE FUNCTION public.search_plan(words text)
 RETURNS public.search_plans
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  plan public.search_plans;
begin
  select p.* into plan from public.search_plans p where p.words = search_plan.words;
  if found then
    return plan;
  end if;
  plan.words := coalesce(words, '');
  plan.segments := array(
    select row(s.n, s.len, s.optional, s.exact, s.synonyms, s.related, s.loose)::public.search_segment
    from public.search_segments(words) s
    order by s.n);
  plan.segment_matches := array(
    select m.t::tsquery
    from unnest(plan.segments) s
    cross join lateral (select public.search_segment_match(s.exact, s.synonyms, s.related, s.loose) as t) m
    where not s.optional and m.t is not null
    order by s.n);
  -- public.search_match, from the segments just made
  plan.match := (select string_agg('(' || x.m::text || ')', ' & ' order by x.k)::tsquery
                 from unnest(plan.segment_matches) with ordinality as x(m, k));
  plan.match_any := public.search_alternatives(plan.match);
  if char_length(plan.words) <= 1000 and current_setting('transaction_read_only') = 'off'
     and pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtext('public.search_plans'), pg_catalog.hashtext(plan.words))
     and not exists (select from public.search_plans p where p.words = plan.words) then
    plan.slot := nextval('public.search_plans_slot_seq');
    delete from public.search_plans p where p.slot = plan.slot;
    insert into public.search_plans (words, slot, segments, match, match_any, segment_matches)
    values (plan.words, plan.slot, plan.segments, plan.match, plan.match_any, plan.segment_matches)
    on conflict do nothing;
  end if;
  return plan;
end
$function$;
comment on function public.search_plan(words text) is 'The segments (public.search_segments) and match (public.search_match) of a query text, from public.search_plans or made and kept there (by one of the transactions that make it at once, the others not waiting).';
