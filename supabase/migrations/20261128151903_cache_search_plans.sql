-- Cutting a query into segments and expanding them through the thesaurus and the place names
-- (public.search_segments), then simplifying each segment's match (public.search_simplify), cost
-- a keyword search more than reading the index at 10,000 jobs, and the answer depends only on the
-- query's words and the thesaurus and place tables. Seekers repeat the same few searches, so the
-- answer is kept per query text in public.search_plans, made on first use and emptied whenever
-- one of those tables changes (the migrator syncs the thesaurus after every run, so a migration
-- that changes how queries are cut empties it too). The same segments and the same match as
-- before: only where they come from changes.
--
-- Works with the public key alone: visitors reach it only through the security-definer search
-- functions, which write it as their owner; no API role may read or write the table. Bounded: a
-- ring of 10,000 slots (a new query takes the next slot and evicts what was there), so a flood of
-- distinct queries cannot grow it; a query over 1,000 characters, or a read-only transaction,
-- is planned as before and not kept.

create type public.search_segment as (n int, len int, optional boolean, exact tsquery, synonyms tsquery, related tsquery, loose tsquery);
comment on type public.search_segment is 'One row of public.search_segments, as kept in public.search_plans.';

create table public.search_plans (
  words text primary key check (char_length(words) <= 1000),
  slot int not null unique check (slot between 1 and 10000),
  segments public.search_segment[] not null,
  match tsquery
);
comment on table public.search_plans is
  'Per query text, what public.search_segments and the segments'' simplified match (public.search_match) answer: made on first use by public.search_plan, emptied when the thesaurus or the place names change; a ring of 10,000 slots. Read and written only by the search functions.';

create sequence public.search_plans_slot_seq as int minvalue 1 maxvalue 10000 cycle;
comment on sequence public.search_plans_slot_seq is 'The next slot of public.search_plans'' ring.';

alter table public.search_plans enable row level security;
revoke all on table public.search_plans from public, anon, authenticated;
revoke all on sequence public.search_plans_slot_seq from public, anon, authenticated;
grant all on table public.search_plans to service_role;
grant all on sequence public.search_plans_slot_seq to service_role;

-- The plan of a query: from the table, or made (and kept when it may be) on a miss.
create or replace function public.search_plan(words text)
returns public.search_plans
language plpgsql volatile
set search_path = ''
as $$
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
  -- public.search_match, from the segments just made
  plan.match := (
    select string_agg(public.search_segment_match(s.exact, s.synonyms, s.related, s.loose), ' & ' order by s.n)::tsquery
    from unnest(plan.segments) s
    where not s.optional);
  if char_length(plan.words) <= 1000 and current_setting('transaction_read_only') = 'off' then
    plan.slot := nextval('public.search_plans_slot_seq');
    delete from public.search_plans p where p.slot = plan.slot;
    -- Another search may have kept the same words meanwhile: its plan is the same.
    insert into public.search_plans (words, slot, segments, match)
    values (plan.words, plan.slot, plan.segments, plan.match)
    on conflict do nothing;
  end if;
  return plan;
end
$$;
comment on function public.search_plan(text) is
  'The segments (public.search_segments) and match (public.search_match) of a query text, from public.search_plans or made and kept there.';

-- Emptied when what a plan is made from changes.
create or replace function public.forget_search_plans() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.search_plans;
  return null;
end
$$;
comment on function public.forget_search_plans() is 'Empties public.search_plans: the thesaurus or the place names changed.';

create trigger occupations_forget_search_plans after insert or update or delete or truncate on public.occupations
for each statement execute function public.forget_search_plans();
create trigger occupation_terms_forget_search_plans after insert or update or delete or truncate on public.occupation_terms
for each statement execute function public.forget_search_plans();
create trigger occupation_links_forget_search_plans after insert or update or delete or truncate on public.occupation_links
for each statement execute function public.forget_search_plans();
create trigger occupation_stop_words_forget_search_plans after insert or update or delete or truncate on public.occupation_stop_words
for each statement execute function public.forget_search_plans();
create trigger city_terms_forget_search_plans after insert or update or delete or truncate on public.city_terms
for each statement execute function public.forget_search_plans();
create trigger country_terms_forget_search_plans after insert or update or delete or truncate on public.country_terms
for each statement execute function public.forget_search_plans();

-- Latest definitions: 20261127203712_expand_search_through_occupations.sql. The same, with the
-- segments and the match from public.search_plan. Volatile, as the plan may be written.
create or replace function public.search_match(words text)
returns tsquery
language sql volatile parallel unsafe
set search_path = ''
as $$
  select (public.search_plan(words)).match
$$;

create or replace function public.public_job_search(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  with plan as materialized (select p.segments, p.match from public.search_plan(words) p),
  segs as materialized (select s.* from plan cross join unnest(plan.segments) s where not s.optional)
  select j.id,
         (select coalesce(sum(s.len * public.search_segment_score(h.title, h.company, h.place, j.search_words, s.exact, s.synonyms, s.related, s.loose)), 0)
          from segs s)::real,
         j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  cross join (select plan.match as q from plan) as m
  cross join lateral (select ts_filter(j.search_head, '{a}') as title, ts_filter(j.search_head, '{b}') as company,
                            ts_filter(j.search_head, '{c}') as place) as h
  where j.expires_at > now()
    and j.search_words @@ m.q
    and (topic is null or topic = any(j.topics))
$$;

create or replace function public.public_job_search_unranked(words text, topic text default null)
returns table (id uuid, rank real, at timestamptz, salary_aed bigint, facet_key bigint)
language sql volatile security definer rows 20000
set search_path = ''
as $$
  select j.id, 0::real, j.at, j.salary_aed, j.facet_key
  from public.job_search_rows j
  cross join (select public.search_match(words) as q offset 0) as m
  where j.expires_at > now()
    and j.search_words @@ m.q
    and (topic is null or topic = any(j.topics))
$$;

create or replace function public.public_job_ids_matching_words(words text)
returns setof uuid
language sql volatile security definer
set search_path = ''
as $$
  select j.id
  from public.job_search_rows j
  cross join (select public.search_match(words) as q offset 0) as m
  where j.expires_at > now()
    and j.search_words @@ m.q
$$;

create or replace function public.public_job_matches(words text)
returns table (id uuid, rank real)
language sql volatile security definer
set search_path = ''
as $$
  with plan as materialized (select p.segments, p.match from public.search_plan(words) p),
  segs as materialized (select s.* from plan cross join unnest(plan.segments) s where not s.optional)
  select j.id,
         (select coalesce(sum(s.len * public.search_segment_score(h.title, h.company, h.place, j.search_words, s.exact, s.synonyms, s.related, s.loose)), 0)
          from segs s)::real
  from public.jobs j
  cross join (select plan.match as q from plan) as m
  cross join lateral (select ts_filter(j.search_head, '{a}') as title, ts_filter(j.search_head, '{b}') as company,
                            ts_filter(j.search_head, '{c}') as place) as h
  where j.status = 'approved' and j.expires_at > now()
    and j.search_words @@ m.q
$$;

revoke all on function public.search_plan(text), public.forget_search_plans() from public, anon, authenticated;
grant execute on function public.search_plan(text) to service_role;
