-- Issues 15 and 16: /api/jobs within 50 ms (p95) at 10,000 jobs and 100 ms at 100,000, with the
-- fact filters. The search read every candidate from the wide jobs rows (description, search
-- document, contact fields: about 4 kB a job) for a dozen small filter columns, and computed each
-- job's monthly pay in AED again on every search. Here a NARROW table holds, for every approved job,
-- exactly what search matches, filters, orders, counts and ranks on (about 200 bytes in the row;
-- the word vector with the description sits out of line and is read only through its index), kept
-- in step by a trigger on jobs. Results are unchanged: the same columns, computed by the same
-- functions, and the same "public" rule (approved here, unexpired at the moment of the search:
-- a job that expires by the clock drops out with no write, because every reader filters on
-- expires_at > now()).

-- A set of package items as bits (housing 1, transport 2, flights 4, medical 8, tax_free 16; the
-- items of the jobs_package_items_known check), so "has all these items" is one integer test:
-- mask & wanted = wanted. Null when an item is unknown (then nothing matches, as with @>).
create or replace function public.package_mask(items text[]) returns integer
language sql immutable parallel safe
set search_path = ''
as $$
  select case when bool_and(b is not null) is false then null else coalesce(bit_or(b), 0) end
  from (select case i when 'housing' then 1 when 'transport' then 2 when 'flights' then 4 when 'medical' then 8 when 'tax_free' then 16 end as b
        from unnest(items) as i) x
$$;
comment on function public.package_mask(text[]) is
  'Package items as bits (housing 1, transport 2, flights 4, medical 8, tax_free 16); 0 for none, null if an item is unknown.';
revoke all on function public.package_mask(text[]) from public, anon, authenticated;
-- The filters (src/server/jobs/job-filters.ts) compute it as the visitor.
grant execute on function public.package_mask(text[]) to anon, authenticated, service_role;

-- The topics of a job (healthcare, teaching): the rule of jobHasTopic (src/lib/jobs/topics.ts),
-- written out from its keyword tables (tests/integration/job-search-rows.test.ts checks the
-- patterns are those of topics.ts, tests/integration/topics.test.ts the results). Its category
-- decides when it is either topic's category; then the title (naming this topic wins, naming only
-- the other loses); else the description must name this topic and not the other. Stored on the
-- search row, so a topic page does not run these patterns over every description.
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
      else job_description ~* '\m(?:nurse(?:s|es)?\M|nursing(?:s|es)?\M|doctor(?:s|es)?\M|physician(?:s|es)?\M|clinic(?:s|es)?\M|clinical(?:s|es)?\M|hospital(?:s|es)?\M|medical(?:s|es)?\M|healthcare(?:s|es)?\M|health care(?:s|es)?\M|pharmacist(?:s|es)?\M|pharmacy(?:s|es)?\M|dentist(?:s|es)?\M|dental(?:s|es)?\M|surgeon(?:s|es)?\M|surgical(?:s|es)?\M|physiotherap|radiograph|radiolog|paediatric|pediatric|cardiolog|midwife(?:s|es)?\M|patient(?:s|es)?\M|laboratory technologist(?:s|es)?\M|caregiver(?:s|es)?\M|icu(?:s|es)?\M|dha licence(?:s|es)?\M|dha license(?:s|es)?\M)' and job_description !~* '\m(?:teacher(?:s|es)?\M|teaching(?:s|es)?\M|tutor(?:s|es)?\M|instructor(?:s|es)?\M|professor(?:s|es)?\M|lecturer(?:s|es)?\M|academic(?:s|es)?\M|school(?:s|es)?\M|kindergarten(?:s|es)?\M|curriculum(?:s|es)?\M|classroom(?:s|es)?\M|principal(?:s|es)?\M|head of department(?:s|es)?\M|senco(?:s|es)?\M|educator(?:s|es)?\M)'
    end then 'healthcare' end,
    case when case
      when category = 'education-teaching' then true
      when category = 'healthcare-medical' then false
      when job_title ~* '\m(?:teacher(?:s|es)?\M|teaching(?:s|es)?\M|tutor(?:s|es)?\M|instructor(?:s|es)?\M|professor(?:s|es)?\M|lecturer(?:s|es)?\M|academic(?:s|es)?\M|school(?:s|es)?\M|kindergarten(?:s|es)?\M|curriculum(?:s|es)?\M|classroom(?:s|es)?\M|principal(?:s|es)?\M|head of department(?:s|es)?\M|senco(?:s|es)?\M|educator(?:s|es)?\M)' then true
      when job_title ~* '\m(?:nurse(?:s|es)?\M|nursing(?:s|es)?\M|doctor(?:s|es)?\M|physician(?:s|es)?\M|clinic(?:s|es)?\M|clinical(?:s|es)?\M|hospital(?:s|es)?\M|medical(?:s|es)?\M|healthcare(?:s|es)?\M|health care(?:s|es)?\M|pharmacist(?:s|es)?\M|pharmacy(?:s|es)?\M|dentist(?:s|es)?\M|dental(?:s|es)?\M|surgeon(?:s|es)?\M|surgical(?:s|es)?\M|physiotherap|radiograph|radiolog|paediatric|pediatric|cardiolog|midwife(?:s|es)?\M|patient(?:s|es)?\M|laboratory technologist(?:s|es)?\M|caregiver(?:s|es)?\M|icu(?:s|es)?\M|dha licence(?:s|es)?\M|dha license(?:s|es)?\M)' then false
      else job_description ~* '\m(?:teacher(?:s|es)?\M|teaching(?:s|es)?\M|tutor(?:s|es)?\M|instructor(?:s|es)?\M|professor(?:s|es)?\M|lecturer(?:s|es)?\M|academic(?:s|es)?\M|school(?:s|es)?\M|kindergarten(?:s|es)?\M|curriculum(?:s|es)?\M|classroom(?:s|es)?\M|principal(?:s|es)?\M|head of department(?:s|es)?\M|senco(?:s|es)?\M|educator(?:s|es)?\M)' and job_description !~* '\m(?:nurse(?:s|es)?\M|nursing(?:s|es)?\M|doctor(?:s|es)?\M|physician(?:s|es)?\M|clinic(?:s|es)?\M|clinical(?:s|es)?\M|hospital(?:s|es)?\M|medical(?:s|es)?\M|healthcare(?:s|es)?\M|health care(?:s|es)?\M|pharmacist(?:s|es)?\M|pharmacy(?:s|es)?\M|dentist(?:s|es)?\M|dental(?:s|es)?\M|surgeon(?:s|es)?\M|surgical(?:s|es)?\M|physiotherap|radiograph|radiolog|paediatric|pediatric|cardiolog|midwife(?:s|es)?\M|patient(?:s|es)?\M|laboratory technologist(?:s|es)?\M|caregiver(?:s|es)?\M|icu(?:s|es)?\M|dha licence(?:s|es)?\M|dha license(?:s|es)?\M)'
    end then 'teaching' end
  ], null)
$$;
comment on function public.job_topics(text, text, text) is 'The topics (healthcare, teaching) a job belongs to, as jobHasTopic in src/lib/jobs/topics.ts.';
revoke all on function public.job_topics(text, text, text) from public, anon, authenticated;
-- The alert digests match topics over public.public_jobs as the visitor.
grant execute on function public.job_topics(text, text, text) to anon, authenticated, service_role;

create table public.job_search_rows (
  id uuid primary key references public.jobs (id) on delete cascade,
  -- coalesce(published_at, created_at): the order of "newest" and the posted-within bands.
  at timestamptz not null,
  expires_at timestamptz not null,
  country text,
  city text,
  category text,
  is_remote boolean not null,
  employment_type text,
  -- Whole dirhams a month: floor(public.salary_monthly_aed(...)). The search takes whole minimums,
  -- and for a whole n, x >= n exactly when floor(x) >= n; an integer compares ten times faster.
  salary_aed bigint,
  visa text not null,
  nationality text not null,
  package_mask integer not null,
  -- public.job_topics of the job.
  topics text[] not null,
  -- jobs.search_head (title A, company B, location C): the rank reads it (never compressed).
  search_head tsvector not null,
  -- PostgreSQL moves values out of a row only when the row is over 2 kB, and search_words is about
  -- 1.5 kB: 2 kB of spaces (compressed to about 40 bytes) make every row cross that line, so
  -- search_words (storage external) leaves the row and a row is about 300 bytes, not 1.8 kB. The
  -- table then fits in memory: 100,000 jobs are about 30 MB instead of 180 MB.
  filler text not null default repeat(' ', 2100),
  -- jobs.search_words (with the description): matched through its index only, never read.
  search_words tsvector not null
)
with (toast_tuple_target = 1024);
alter table public.job_search_rows alter column search_head set storage plain;
alter table public.job_search_rows alter column search_words set storage external;
comment on table public.job_search_rows is
  'One narrow row per approved job: what /api/jobs matches, filters, orders, counts and ranks on. Written only by the trigger jobs_sync_search_row (and public.sync_job_search_rows); readers filter on expires_at > now().';
comment on column public.job_search_rows.at is 'coalesce(published_at, created_at) of the job: newest first, posted within.';
comment on column public.job_search_rows.salary_aed is 'floor(public.salary_monthly_aed(...)): whole dirhams a month (null without a figure or a period).';
comment on column public.job_search_rows.package_mask is 'public.package_mask(package_items).';
comment on column public.job_search_rows.filler is 'Compressible padding that pushes search_words out of the row (see the migration); never read.';

-- The keyword's matches (public_job_search).
create index job_search_rows_words_idx on public.job_search_rows using gin (search_words);
-- The page of a search without a keyword, newest first: read in order up to its last row, not
-- sorted from the whole table (the facets still count every public job, from the table).
create index job_search_rows_newest_idx on public.job_search_rows (at desc, id);

alter table public.job_search_rows enable row level security;
revoke all on table public.job_search_rows from public, anon, authenticated;
grant select on table public.job_search_rows to anon, authenticated;
grant all on table public.job_search_rows to service_role;
create policy "Visitors can read the search rows of current jobs" on public.job_search_rows
  for select to anon
  using (expires_at > now());
create policy "Signed-in users can read the search rows of current jobs" on public.job_search_rows
  for select to authenticated
  using (expires_at > now());

-- A job's search row (meaningful for an approved job): the one definition of every column.
create or replace function public.job_search_row_of(j public.jobs) returns public.job_search_rows
language sql stable
set search_path = ''
as $$
  select row(j.id, coalesce(j.published_at, j.created_at), j.expires_at, j.country, j.city, j.category, j.is_remote,
             j.employment_type, floor(public.salary_monthly_aed(j.salary_min, j.salary_max, j.salary_currency, j.salary_period)),
             j.visa, j.nationality, public.package_mask(j.package_items),
             public.job_topics(j.category, j.job_title, j.job_description), j.search_head, repeat(' ', 2100),
             j.search_words)::public.job_search_rows
$$;
comment on function public.job_search_row_of(public.jobs) is 'The public.job_search_rows row of a job (its status is the caller''s concern).';
revoke all on function public.job_search_row_of(public.jobs) from public, anon, authenticated;
grant execute on function public.job_search_row_of(public.jobs) to service_role;

-- Kept in step with every write to jobs: an approved job has its row (inserted, or updated when a
-- column it copies changed), any other job has none. Runs after the before-triggers, so it copies
-- the stamped publication time, the city and the expiry as stored. Concurrent writes to one job
-- queue on the job's row lock, so its search row follows the last committed one.
create or replace function public.jobs_sync_search_row() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.job_search_rows where id = old.id;
    return null;
  end if;
  if new.status is distinct from 'approved' then
    if tg_op = 'UPDATE' then
      delete from public.job_search_rows where id = old.id;
    end if;
    return null;
  end if;
  insert into public.job_search_rows as r
    select s.* from public.job_search_row_of(new) s
  on conflict (id) do update
    set at = excluded.at, expires_at = excluded.expires_at, country = excluded.country, city = excluded.city,
        category = excluded.category, is_remote = excluded.is_remote, employment_type = excluded.employment_type,
        salary_aed = excluded.salary_aed, visa = excluded.visa, nationality = excluded.nationality,
        package_mask = excluded.package_mask, topics = excluded.topics, search_head = excluded.search_head, search_words = excluded.search_words
    where r is distinct from excluded;
  return null;
end
$$;
comment on function public.jobs_sync_search_row() is 'Keeps public.job_search_rows in step with public.jobs (trigger jobs_sync_search_row).';
revoke all on function public.jobs_sync_search_row() from public, anon, authenticated;

create trigger jobs_sync_search_row
after insert or update or delete on public.jobs
for each row execute function public.jobs_sync_search_row();

-- Rebuilds the whole table from jobs: the backfill below, and after a bulk load that ran with the
-- triggers disabled (scripts/bench-search.ts).
create or replace function public.sync_job_search_rows() returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.job_search_rows r
  where not exists (select 1 from public.jobs j where j.id = r.id and j.status = 'approved');
  insert into public.job_search_rows as r
    select s.* from public.jobs j cross join lateral public.job_search_row_of(j) s where j.status = 'approved'
  on conflict (id) do update
    set at = excluded.at, expires_at = excluded.expires_at, country = excluded.country, city = excluded.city,
        category = excluded.category, is_remote = excluded.is_remote, employment_type = excluded.employment_type,
        salary_aed = excluded.salary_aed, visa = excluded.visa, nationality = excluded.nationality,
        package_mask = excluded.package_mask, topics = excluded.topics, search_head = excluded.search_head, search_words = excluded.search_words
    where r is distinct from excluded;
$$;
comment on function public.sync_job_search_rows() is 'Rebuilds public.job_search_rows from public.jobs (after writes made with the triggers disabled).';
revoke all on function public.sync_job_search_rows() from public, anon, authenticated;
grant execute on function public.sync_job_search_rows() to service_role;

select public.sync_job_search_rows();

-- The keyword search's candidates read the narrow rows (the return type changes: drop and create).
-- Latest definition: 20261124063300_add_job_fact_filters.sql; same words and rank, from
-- job_search_rows (approved by construction; unexpired now), salary_aed in whole dirhams and the
-- package as package_mask.
drop function public.public_job_search(text);
create function public.public_job_search(words text)
returns table (id uuid, rank real, at timestamptz, country text, city text, category text, is_remote boolean,
               employment_type text, salary_aed bigint, visa text, nationality text, package_mask integer, topics text[])
language sql stable
security definer
set search_path = ''
as $$
  with w as (
    select n, public.search_query(x, 'A') as a, public.search_query(x, 'B') as b, public.search_query(x, 'C') as c
    from regexp_split_to_table(coalesce(words, ''), '\s+') with ordinality as t(x, n)
    where x <> ''
  ),
  -- Materialized: each word's three queries are read as plain values per job, not taken from the
  -- arrays again for every job (three times slower at 36,000 matches).
  q as materialized (
    select x.a[1] as a1, x.b[1] as b1, x.c[1] as c1,
           x.a[2] as a2, x.b[2] as b2, x.c[2] as c2,
           x.a[3] as a3, x.b[3] as b3, x.c[3] as c3,
           x.a[4] as a4, x.b[4] as b4, x.c[4] as c4,
           x.a[5] as a5, x.b[5] as b5, x.c[5] as c5,
           x.a[6] as a6, x.b[6] as b6, x.c[6] as c6,
           x.a[7] as a7, x.b[7] as b7, x.c[7] as c7,
           x.a[8] as a8, x.b[8] as b8, x.c[8] as c8,
           x.a[9] as a9, x.b[9] as b9, x.c[9] as c9,
           x.a[10] as a10, x.b[10] as b10, x.c[10] as c10
    from (select array_agg(a order by n) as a, array_agg(b order by n) as b, array_agg(c order by n) as c from w) x
  )
  select j.id,
         (public.search_word_score(j.search_head, q.a1, q.b1, q.c1)
          + public.search_word_score(j.search_head, q.a2, q.b2, q.c2)
          + public.search_word_score(j.search_head, q.a3, q.b3, q.c3)
          + public.search_word_score(j.search_head, q.a4, q.b4, q.c4)
          + public.search_word_score(j.search_head, q.a5, q.b5, q.c5)
          + public.search_word_score(j.search_head, q.a6, q.b6, q.c6)
          + public.search_word_score(j.search_head, q.a7, q.b7, q.c7)
          + public.search_word_score(j.search_head, q.a8, q.b8, q.c8)
          + public.search_word_score(j.search_head, q.a9, q.b9, q.c9)
          + public.search_word_score(j.search_head, q.a10, q.b10, q.c10))::real,
         j.at, j.country, j.city, j.category, j.is_remote,
         j.employment_type, j.salary_aed, j.visa, j.nationality, j.package_mask, j.topics
  from public.job_search_rows j cross join q
  where j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_search(text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix, at most 10 words): id, rank (as public_job_matches), publication time and the filter columns of public.job_search_rows.';
revoke all on function public.public_job_search(text) from public, anon, authenticated;
grant execute on function public.public_job_search(text) to anon, authenticated, service_role;

-- The search no longer reads jobs for its candidates, and nothing else reads these two (the board
-- newest first with every filter column, and the package items of approved jobs): they only cost
-- every write to jobs.
drop index public.jobs_public_browse_idx;
drop index public.jobs_package_items_idx;
