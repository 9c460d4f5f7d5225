-- Issues 15 and 16: /api/jobs within 100 ms (p95) at 100,000 jobs. The page of a search costs
-- under a millisecond; the rest was COUNTING THE FACETS (each option's count with every other
-- filter of the search applied, exact): every candidate's text columns (country, city, category,
-- type, visa, nationality) and per-row CASE expressions hashed into two grouping sets, 100,000
-- times a search. Here each search row carries one integer, facet_key, that packs what the counts
-- group on as small codes:
--
--   bits  0-3   country      (public.search_codes, kind 'country'; 0 = none)
--   bits  4-19  city         (kind 'city')
--   bits 20-31  category     (kind 'category')
--   bit  32     is_remote
--   bits 33-35  employment type (kind 'type')
--   bits 36-37  visa         (kind 'visa')
--   bits 38-40  nationality  (kind 'nationality')
--   bits 41-45  package_mask (public.package_mask: housing 1, transport 2, flights 4, medical 8, tax_free 16)
--   bits 46-48  salary band  (public.salary_band: how many of the salary choices the pay reaches)
--
-- The search (src/server/jobs/queries.ts) groups its candidates by this one integer plus the
-- posted-age band and the minimum-salary test, both of the moment of the search (bits 49-52 of
-- the grouping key, never stored): a few thousand groups whatever the board. It decodes the groups
-- back into slugs (each kind's slugs in the order of their codes) and applies the filters of job-filters.ts to them,
-- so the counts stay exact, and expiry still needs no write (the rows counted are those whose
-- expires_at is after now(), as before).

-- The codes: one row per (kind, slug). Fixed lists are seeded here in the order of their check
-- constraints; cities and categories get the next free code the first time a search row names
-- them (public.search_code). Codes are never reused or deleted, so they stay dense from 1 (the
-- search decodes code i as the i-th slug of its kind).
create table public.search_codes (
  kind text not null check (kind in ('country', 'city', 'category', 'type', 'visa', 'nationality')),
  slug text not null,
  code integer not null,
  primary key (kind, slug),
  unique (kind, code),
  -- Each kind's field width in facet_key.
  constraint search_codes_fit check (
    code >= 1 and code <= case kind when 'country' then 15 when 'city' then 65535 when 'category' then 4095
                                    when 'type' then 7 when 'visa' then 3 when 'nationality' then 7 end)
);
comment on table public.search_codes is
  'Small integer codes of the slugs packed into job_search_rows.facet_key (see 20261124115327_add_search_facet_keys.sql). Written only by public.search_code.';
alter table public.search_codes enable row level security;
revoke all on table public.search_codes from public, anon, authenticated;
grant select on table public.search_codes to anon, authenticated;
grant all on table public.search_codes to service_role;
create policy "Anyone can read the search codes" on public.search_codes
  for select to anon, authenticated
  using (true);

insert into public.search_codes (kind, slug, code) values
  ('country', 'uae', 1), ('country', 'saudi-arabia', 2), ('country', 'qatar', 3), ('country', 'kuwait', 4),
  ('country', 'bahrain', 5), ('country', 'oman', 6),
  ('type', 'full-time', 1), ('type', 'part-time', 2), ('type', 'contract', 3), ('type', 'temporary', 4), ('type', 'internship', 5),
  ('visa', 'provided', 1), ('visa', 'own', 2), ('visa', 'not_stated', 3),
  ('nationality', 'all', 1), ('nationality', 'gcc', 2), ('nationality', 'nationals', 3), ('nationality', 'not_stated', 4);

-- The code of a slug (0 for null), given the next free one if the slug is new. Writers of
-- different new slugs queue on one transaction lock, so two never take the same code.
create or replace function public.search_code(kind text, slug text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  found integer;
begin
  if slug is null then
    return 0;
  end if;
  select c.code into found from public.search_codes c where c.kind = search_code.kind and c.slug = search_code.slug;
  if found is null then
    perform pg_advisory_xact_lock(hashtext('public.search_codes'));
    insert into public.search_codes (kind, slug, code)
      select search_code.kind, search_code.slug, coalesce(max(c.code), 0) + 1 from public.search_codes c where c.kind = search_code.kind
    on conflict on constraint search_codes_pkey do nothing;
    select c.code into found from public.search_codes c where c.kind = search_code.kind and c.slug = search_code.slug;
  end if;
  return found;
end
$$;
comment on function public.search_code(text, text) is 'The code of a slug in public.search_codes (0 for null), assigned on first use.';
revoke all on function public.search_code(text, text) from public, anon, authenticated;
grant execute on function public.search_code(text, text) to service_role;

-- How many of the salary choices of the search panel (salaryChoices in src/lib/jobs/search-params.ts:
-- 5000, 10000, 15000, 20000, 30000 AED a month; tests/integration/job-search-facets.test.ts keeps
-- them equal) a pay in whole dirhams a month reaches: pay >= choice i (from 0) exactly when the
-- band is over i. 0 without a salary.
create or replace function public.salary_band(salary_aed bigint) returns integer
language sql immutable parallel safe
set search_path = ''
as $$
  select (coalesce(salary_aed >= 5000, false))::int + (coalesce(salary_aed >= 10000, false))::int
       + (coalesce(salary_aed >= 15000, false))::int + (coalesce(salary_aed >= 20000, false))::int
       + (coalesce(salary_aed >= 30000, false))::int
$$;
comment on function public.salary_band(bigint) is 'How many of the salary choices (5000, 10000, 15000, 20000, 30000 AED a month) a monthly pay reaches.';
revoke all on function public.salary_band(bigint) from public, anon, authenticated;
grant execute on function public.salary_band(bigint) to service_role;

-- The facet key of a search row (layout at the top).
create or replace function public.job_facet_key(
  country text, city text, category text, is_remote boolean, employment_type text, visa text, nationality text,
  package_mask integer, salary_aed bigint
) returns bigint
language sql
security definer
set search_path = ''
as $$
  select public.search_code('country', country)::bigint
       | (public.search_code('city', city)::bigint << 4)
       | (public.search_code('category', category)::bigint << 20)
       | (is_remote::int::bigint << 32)
       | (public.search_code('type', employment_type)::bigint << 33)
       | (public.search_code('visa', visa)::bigint << 36)
       | (public.search_code('nationality', nationality)::bigint << 38)
       | (coalesce(package_mask, 0)::bigint << 41)
       | (public.salary_band(salary_aed)::bigint << 46)
$$;
comment on function public.job_facet_key(text, text, text, boolean, text, text, text, integer, bigint) is
  'The facet_key of a search row: its place, category, remote and facts as codes in one integer (see the migration).';
revoke all on function public.job_facet_key(text, text, text, boolean, text, text, text, integer, bigint) from public, anon, authenticated;
grant execute on function public.job_facet_key(text, text, text, boolean, text, text, text, integer, bigint) to service_role;

alter table public.job_search_rows add column facet_key bigint;
comment on column public.job_search_rows.facet_key is 'public.job_facet_key of the row: what the facet counts group on, as codes in one integer.';

-- Latest definitions: 20261124082915_create_job_search_rows.sql; the row gains facet_key (last),
-- and job_search_row_of is volatile now (it may assign a code).
create or replace function public.job_search_row_of(j public.jobs) returns public.job_search_rows
language sql volatile
set search_path = ''
as $$
  select row(s.id, s.at, s.expires_at, s.country, s.city, s.category, s.is_remote, s.employment_type, s.salary_aed,
             s.visa, s.nationality, s.package_mask, s.topics, s.search_head, s.filler, s.search_words,
             public.job_facet_key(s.country, s.city, s.category, s.is_remote, s.employment_type, s.visa, s.nationality,
                                  s.package_mask, s.salary_aed))::public.job_search_rows
  from (
    select j.id, coalesce(j.published_at, j.created_at) as at, j.expires_at, j.country, j.city, j.category, j.is_remote,
           j.employment_type, floor(public.salary_monthly_aed(j.salary_min, j.salary_max, j.salary_currency, j.salary_period))::bigint as salary_aed,
           j.visa, j.nationality, public.package_mask(j.package_items) as package_mask,
           public.job_topics(j.category, j.job_title, j.job_description) as topics, j.search_head, repeat(' ', 2100) as filler,
           j.search_words
  ) s
$$;

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
        package_mask = excluded.package_mask, topics = excluded.topics, search_head = excluded.search_head,
        search_words = excluded.search_words, facet_key = excluded.facet_key
    where r is distinct from excluded;
  return null;
end
$$;

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
        package_mask = excluded.package_mask, topics = excluded.topics, search_head = excluded.search_head,
        search_words = excluded.search_words, facet_key = excluded.facet_key
    where r is distinct from excluded;
$$;

-- Backfill (the stored columns are those job_search_row_of gives, so only the key is computed).
update public.job_search_rows r
set facet_key = public.job_facet_key(r.country, r.city, r.category, r.is_remote, r.employment_type, r.visa, r.nationality,
                                     r.package_mask, r.salary_aed);
alter table public.job_search_rows alter column facet_key set not null;

-- The counts of a search without a keyword read this index alone (about 40 bytes a job, against
-- about 300 in the table): every current row's publication time, key, pay and topics.
create index job_search_rows_facets_idx on public.job_search_rows (expires_at) include (at, facet_key, salary_aed, topics);

drop function public.public_job_search(text);
create function public.public_job_search(words text)
returns table (id uuid, rank real, at timestamptz, country text, city text, category text, is_remote boolean,
               employment_type text, salary_aed bigint, visa text, nationality text, package_mask integer, topics text[],
               facet_key bigint)
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
         j.employment_type, j.salary_aed, j.visa, j.nationality, j.package_mask, j.topics, j.facet_key
  from public.job_search_rows j cross join q
  where j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_search(text) is
  'Approved, unexpired jobs whose title, company, location or description has every word (as a prefix, at most 10 words): id, rank (as public_job_matches), publication time, the filter columns and the facet key of public.job_search_rows.';
revoke all on function public.public_job_search(text) from public, anon, authenticated;
grant execute on function public.public_job_search(text) to anon, authenticated, service_role;


-- A keyword search sorted newest first needs no rank: the same matches and columns as
-- public_job_search with rank 0, without computing each match's score (two thirds of the time of
-- a broad word's 14,000 matches at 100,000 jobs).
create function public.public_job_search_unranked(words text)
returns table (id uuid, rank real, at timestamptz, country text, city text, category text, is_remote boolean,
               employment_type text, salary_aed bigint, visa text, nationality text, package_mask integer, topics text[],
               facet_key bigint)
language sql stable
security definer
set search_path = ''
as $$
  select j.id, 0::real, j.at, j.country, j.city, j.category, j.is_remote,
         j.employment_type, j.salary_aed, j.visa, j.nationality, j.package_mask, j.topics, j.facet_key
  from public.job_search_rows j
  where j.expires_at > now()
    and j.search_words @@ public.search_query(words)
$$;
comment on function public.public_job_search_unranked(text) is
  'The rows of public.public_job_search(words) with rank 0: for a keyword search sorted newest first.';
revoke all on function public.public_job_search_unranked(text) from public, anon, authenticated;
grant execute on function public.public_job_search_unranked(text) to anon, authenticated, service_role;
