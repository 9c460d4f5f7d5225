-- The facet counts of a search without a keyword read a summary, not every public job. At
-- 100,000 jobs a search with no keyword (or only place and posted filters) grouped all 100,000
-- search rows twice, once by place bits and age band and once by fact bits (14,029 groups on the
-- bench board, each decoded): 130-210 ms a search on a busy machine, growing with the board.
--
-- A grouping by the whole facet_key is no summary: on the 100,000-job bench board 57,635 keys
-- are distinct (the facts combine freely). What such a search needs is smaller: the place side
-- counts per place (bits 0-32 of the key: country, city, category, remote) and age band, and,
-- with no fact filter, each fact option's count among the jobs passing the place and posted
-- filters. So public.job_facet_counts keeps, per place key and 6-hour bucket of publication and
-- of expiry, the number of search rows and one count per fact option (public.facet_fact_slots):
-- about 60 place keys x 120 publication buckets on the bench board (7,000 rows at 100,000 jobs).
--
-- Exact, not approximate. The search (src/server/jobs/queries.ts) counts a summary row only when
-- its bucket lies wholly on one side of every age boundary (now - 1, 3, 7, 30 days) and its
-- expiry bucket begins after now; the jobs of the few buckets that hold a boundary or now are
-- read from job_search_rows one by one, as before. Expiry needs no write: a summary row of jobs
-- that have expired is never counted (its expiry bucket is now's or older), and visitors may
-- read only rows whose expiry bucket is now's or later.
--
-- Kept in step by a row trigger on job_search_rows (the trigger jobs_sync_search_row and
-- public.sync_job_search_rows write it), in the writing transaction.

-- The 6-hour bucket of a time (hours since the epoch / 6): the summary's unit of time.
create or replace function public.facet_bucket(t timestamptz) returns integer
language sql immutable parallel safe strict
set search_path = ''
as $$
  select floor(extract(epoch from t) / 21600)::integer
$$;
comment on function public.facet_bucket(timestamptz) is 'The 6-hour bucket of a time (public.job_facet_counts).';
revoke all on function public.facet_bucket(timestamptz) from public;
grant execute on function public.facet_bucket(timestamptz) to anon, authenticated, service_role;

-- A search row's fact options as 58 counts of 0 or 1 (slots from 1), from its facet_key:
--   1-8    salary band 0-7        (bits 46-48)
--   9-16   employment type code 0-7 (bits 33-35)
--   17-20  visa code 0-3          (bits 36-37)
--   21-28  nationality code 0-7   (bits 38-40)
--   29-33  package bit 0-4        (bits 41-45, one slot per item held)
--   34-49  licence code 0-15      (bits 50-53)
--   50-57  experience level code 0-7 (bits 54-56)
--   58     verified employer      (bit 57)
-- The same slots as factSlots in src/server/jobs/queries.ts (the search counts the jobs read one
-- by one with the same tests); tests/integration/facet-summary.test.ts holds them together.
create or replace function public.facet_fact_slots(key bigint) returns integer[]
language sql immutable parallel safe strict
set search_path = ''
as $$
  select array(
    select case
      when i <= 8 then (((key >> 46) & 7) = i - 1)::integer
      when i <= 16 then (((key >> 33) & 7) = i - 9)::integer
      when i <= 20 then (((key >> 36) & 3) = i - 17)::integer
      when i <= 28 then (((key >> 38) & 7) = i - 21)::integer
      when i <= 33 then (((key >> (41 + i - 29)) & 1) = 1)::integer
      when i <= 49 then (((key >> 50) & 15) = i - 34)::integer
      when i <= 57 then (((key >> 54) & 7) = i - 50)::integer
      else (((key >> 57) & 1) = 1)::integer
    end
    from generate_series(1, 58) as i
    order by i)
$$;
comment on function public.facet_fact_slots(bigint) is 'A facet_key''s fact options as 58 counts of 0 or 1 (public.job_facet_counts.facts).';
revoke all on function public.facet_fact_slots(bigint) from public, anon, authenticated;
grant execute on function public.facet_fact_slots(bigint) to service_role;

create table public.job_facet_counts (
  -- facet_key & (2^33 - 1): country, city, category, remote.
  place_key bigint not null,
  at_bucket integer not null,
  expires_bucket integer not null,
  n integer not null check (n >= 0),
  facts integer[] not null check (cardinality(facts) = 58),
  primary key (place_key, at_bucket, expires_bucket)
);
comment on table public.job_facet_counts is
  'The search rows counted per place key and 6-hour bucket of publication and expiry, with one count per fact option (public.facet_fact_slots): what a search without a keyword counts its facets from (see 20261129134000_count_facets_from_a_summary.sql). Written only by the triggers on public.job_search_rows.';
create index job_facet_counts_expires_idx on public.job_facet_counts (expires_bucket);
alter table public.job_facet_counts enable row level security;
revoke all on table public.job_facet_counts from public, anon, authenticated;
grant select on table public.job_facet_counts to anon, authenticated;
grant all on table public.job_facet_counts to service_role;
-- Counts of expired jobs only are not public: a row whose expiry bucket began before now's is hidden.
create policy "Visitors can read the facet counts of current jobs" on public.job_facet_counts
  for select to anon
  using (expires_bucket >= public.facet_bucket(now()));
create policy "Signed-in users can read the facet counts of current jobs" on public.job_facet_counts
  for select to authenticated
  using (expires_bucket >= public.facet_bucket(now()));

-- The summary rows' changes for these search rows (their facet_key, at, expires_at) added (sign
-- 1) or taken away (-1): one per summary row, in key order.
create or replace function public.facet_deltas(keys bigint[], ats timestamptz[], expiries timestamptz[], sign integer)
returns table (place_key bigint, at_bucket integer, expires_bucket integer, n integer, facts integer[])
language sql immutable parallel safe
set search_path = ''
as $$
  with d as (
    select u.k & 8589934591 as place_key, public.facet_bucket(u.a) as at_bucket, public.facet_bucket(u.e) as expires_bucket, u.k
    from unnest(keys, ats, expiries) as u(k, a, e)
  ),
  g as (
    select d.place_key, d.at_bucket, d.expires_bucket, count(*)::integer * sign as n from d group by 1, 2, 3
  ),
  f as (
    select s.place_key, s.at_bucket, s.expires_bucket, array_agg(s.v * sign order by s.i) as facts
    from (
      select d.place_key, d.at_bucket, d.expires_bucket, x.i, sum(x.v)::integer as v
      from d cross join lateral unnest(public.facet_fact_slots(d.k)) with ordinality as x(v, i)
      group by 1, 2, 3, 4
    ) s
    group by 1, 2, 3
  )
  select g.place_key, g.at_bucket, g.expires_bucket, g.n, f.facts
  from g join f on (f.place_key, f.at_bucket, f.expires_bucket) = (g.place_key, g.at_bucket, g.expires_bucket)
  order by 1, 2, 3
$$;
comment on function public.facet_deltas(bigint[], timestamptz[], timestamptz[], integer) is
  'The changes to public.job_facet_counts of search rows added (sign 1) or taken away (-1).';
revoke all on function public.facet_deltas(bigint[], timestamptz[], timestamptz[], integer) from public, anon, authenticated;
grant execute on function public.facet_deltas(bigint[], timestamptz[], timestamptz[], integer) to service_role;

-- Adds search rows to the summary (sign 1: upserted in key order, so concurrent writers lock the
-- rows they share in one order) or takes them away (-1: an update, since an insert of a negative
-- count fails the check before its conflict is seen; rows left at 0 deleted).
create or replace function public.count_facet_rows(keys bigint[], ats timestamptz[], expiries timestamptz[], sign integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(keys), 0) = 0 then
    return;
  end if;
  if sign > 0 then
    insert into public.job_facet_counts as c (place_key, at_bucket, expires_bucket, n, facts)
    select d.place_key, d.at_bucket, d.expires_bucket, d.n, d.facts from public.facet_deltas(keys, ats, expiries, 1) d
    on conflict (place_key, at_bucket, expires_bucket) do update
      set n = c.n + excluded.n,
          facts = array(select u.a + u.b from unnest(c.facts, excluded.facts) with ordinality as u(a, b, i) order by u.i);
  else
    update public.job_facet_counts c
    set n = c.n + d.n,
        facts = array(select u.a + u.b from unnest(c.facts, d.facts) with ordinality as u(a, b, i) order by u.i)
    from public.facet_deltas(keys, ats, expiries, -1) d
    where (c.place_key, c.at_bucket, c.expires_bucket) = (d.place_key, d.at_bucket, d.expires_bucket);
    delete from public.job_facet_counts c
    where c.n = 0 and (c.place_key, c.at_bucket, c.expires_bucket) in (
      select d.place_key, d.at_bucket, d.expires_bucket from public.facet_deltas(keys, ats, expiries, -1) d);
  end if;
end
$$;
comment on function public.count_facet_rows(bigint[], timestamptz[], timestamptz[], integer) is
  'Adds search rows (their facet_key, at, expires_at) to public.job_facet_counts (sign 1) or takes them away (-1).';
revoke all on function public.count_facet_rows(bigint[], timestamptz[], timestamptz[], integer) from public, anon, authenticated;
grant execute on function public.count_facet_rows(bigint[], timestamptz[], timestamptz[], integer) to service_role;

create or replace function public.job_search_rows_count_facets() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A row whose key, publication and expiry are unchanged moves nothing.
  if tg_op = 'UPDATE' and (old.facet_key, old.at, old.expires_at) is not distinct from (new.facet_key, new.at, new.expires_at) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.count_facet_rows(array[old.facet_key], array[old.at], array[old.expires_at], -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform public.count_facet_rows(array[new.facet_key], array[new.at], array[new.expires_at], 1);
  end if;
  return null;
end
$$;
comment on function public.job_search_rows_count_facets() is 'Keeps public.job_facet_counts in step with public.job_search_rows (trigger job_search_rows_count_facets).';
revoke all on function public.job_search_rows_count_facets() from public, anon, authenticated;

-- Row by row: a statement trigger's transition tables, under the cascaded deletes of jobs (one
-- statement per job), counted a deleted row more than once.
create trigger job_search_rows_count_facets
after insert or update or delete on public.job_search_rows
for each row execute function public.job_search_rows_count_facets();

-- A truncate empties the summary too.
create or replace function public.job_search_rows_truncate_facets() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.job_facet_counts;
  return null;
end
$$;
revoke all on function public.job_search_rows_truncate_facets() from public, anon, authenticated;
create trigger job_search_rows_truncate_facets
after truncate on public.job_search_rows
for each statement execute function public.job_search_rows_truncate_facets();

-- Rebuilds the summary from job_search_rows (after writes to it made with the triggers off).
create or replace function public.sync_job_facet_counts() returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.job_facet_counts;
  select public.count_facet_rows(array_agg(facet_key), array_agg(at), array_agg(expires_at), 1) from public.job_search_rows;
$$;
comment on function public.sync_job_facet_counts() is 'Rebuilds public.job_facet_counts from public.job_search_rows.';
revoke all on function public.sync_job_facet_counts() from public, anon, authenticated;
grant execute on function public.sync_job_facet_counts() to service_role;

select public.sync_job_facet_counts();
