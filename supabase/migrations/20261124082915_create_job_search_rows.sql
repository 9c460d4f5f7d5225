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
  -- public.salary_monthly_aed of the job's salary columns (null: no figure or no period).
  salary_aed numeric,
  visa text not null,
  nationality text not null,
  package_items text[] not null,
  -- jobs.search_head (title A, company B, location C): the rank reads it.
  search_head tsvector not null,
  -- jobs.search_words (with the description): matched through its index only.
  search_words tsvector not null
)
-- Any row over 128 bytes moves its largest value (search_words) out of line, so a scan of the
-- table reads about 40 rows per page instead of 4.
with (toast_tuple_target = 128);
alter table public.job_search_rows alter column search_head set storage main;
alter table public.job_search_rows alter column search_words set storage external;
comment on table public.job_search_rows is
  'One narrow row per approved job: what /api/jobs matches, filters, orders, counts and ranks on. Written only by the trigger jobs_sync_search_row (and public.sync_job_search_rows); readers filter on expires_at > now().';
comment on column public.job_search_rows.at is 'coalesce(published_at, created_at) of the job: newest first, posted within.';
comment on column public.job_search_rows.salary_aed is 'public.salary_monthly_aed of the job''s salary (null without a figure or a period).';

-- The keyword's matches (public_job_search). The other searches read the whole table (the facets
-- count every public job), so no other index pays for itself.
create index job_search_rows_words_idx on public.job_search_rows using gin (search_words);

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
             j.employment_type, public.salary_monthly_aed(j.salary_min, j.salary_max, j.salary_currency, j.salary_period),
             j.visa, j.nationality, j.package_items, j.search_head, j.search_words)::public.job_search_rows
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
        package_items = excluded.package_items, search_head = excluded.search_head, search_words = excluded.search_words
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
        package_items = excluded.package_items, search_head = excluded.search_head, search_words = excluded.search_words
    where r is distinct from excluded;
$$;
comment on function public.sync_job_search_rows() is 'Rebuilds public.job_search_rows from public.jobs (after writes made with the triggers disabled).';
revoke all on function public.sync_job_search_rows() from public, anon, authenticated;
grant execute on function public.sync_job_search_rows() to service_role;

select public.sync_job_search_rows();

-- The keyword search's candidates read the narrow rows. Latest definition:
-- 20261124063300_add_job_fact_filters.sql; same words, rank and columns, from job_search_rows
-- (approved by construction; unexpired now).
create or replace function public.public_job_search(words text)
returns table (id uuid, rank real, at timestamptz, country text, city text, category text, is_remote boolean,
               employment_type text, salary_aed numeric, visa text, nationality text, package_items text[])
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
         j.employment_type, j.salary_aed, j.visa, j.nationality, j.package_items
  from public.job_search_rows j cross join q
  where j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_search(text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix, at most 10 words): id, rank (as public_job_matches), publication time and the filter columns (salary_aed: salary_monthly_aed), from public.job_search_rows.';
revoke all on function public.public_job_search(text) from public, anon, authenticated;
grant execute on function public.public_job_search(text) to anon, authenticated, service_role;
