import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { searchRowsInStep, seedBenchJobs } from '../../scripts/lib/seed/seed';

// The bench seeds in bulk with the jobs triggers off and derives what they set in SQL. Written
// again through the triggers (the same rows inserted as the app inserts them), every derived
// column and search row must come out the same.

let t: TestDatabase;

/** What the triggers derive of each job, keyed by its title and location. */
const derived = async () => {
  const { rows } = await sql<Record<string, unknown>>`select j.job_title, j.location, j.created_at, j.expires_at, j.published_at,
      j.country, j.is_remote, j.city, j.company_slug, j.company_verified, j.verified_website, j.agency_name, j.agency_licence,
      regexp_replace(j.slug, '-[0-9]+$', '') as slug_base, r.at, r.expires_at as row_expires_at, r.country as row_country,
      r.city as row_city, r.category as row_category, r.salary_aed, r.package_mask, r.topics, r.search_head, r.search_words, r.facet_key
    from public.jobs j left join public.job_search_rows r on r.id = j.id
    order by j.job_title, j.location, j.created_at`.execute(t.db);
  return rows;
};
const slugs = async () => (await sql<{ slug: string }>`select slug from public.jobs order by slug`.execute(t.db)).rows.map((r) => r.slug);

beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('the bench seed in bulk', () => {
  it('writes what the triggers would: slugs, expiry, place, company, search rows and vocabulary', async () => {
    // 140 jobs: every demo job twice or more (numbered 1, 2, 3 in their titles).
    expect(await seedBenchJobs(t.db, 140)).toBe(140);
    const bulk = await derived();
    const bulkSlugs = await slugs();
    const vocabulary = (await sql<{ n: string }>`select count(*) as n from public.search_vocabulary`.execute(t.db)).rows[0]!.n;
    const companies = (await sql<{ n: string }>`select count(*) as n from public.companies where published_at is not null`.execute(t.db))
      .rows[0]!.n;
    expect(bulk).toHaveLength(140);
    expect(bulk.every((row) => row.search_words !== null && row.company_slug !== null)).toBe(true);

    // The same rows through the triggers: delete them and their companies, insert the written
    // columns again in the seeding order. The vocabulary stays: the triggers add no word the bulk
    // load left out.
    await sql`create table public.seed_copy as select * from public.jobs`.execute(t.db);
    await sql`delete from public.jobs`.execute(t.db);
    await sql`delete from public.company_names`.execute(t.db);
    await sql`delete from public.companies`.execute(t.db);
    await sql`insert into public.jobs (company_name, job_title, job_description, location, salary_range, contact_email, category,
        application_type, application_url, status, posted_on, created_at, updated_at, published_at, employment_type, salary_min,
        salary_max, salary_currency, salary_period, visa, nationality, package_items, licence_authority, licence_status,
        experience_years, experience_level)
      select company_name, job_title, job_description, location, salary_range, contact_email, category,
        application_type, application_url, status, posted_on, created_at, updated_at, published_at, employment_type, salary_min,
        salary_max, salary_currency, salary_period, visa, nationality, package_items, licence_authority, licence_status,
        experience_years, experience_level
      from public.seed_copy order by slug`.execute(t.db);
    expect(await derived()).toEqual(bulk);
    expect(await slugs()).toEqual(bulkSlugs);
    expect((await sql<{ n: string }>`select count(*) as n from public.search_vocabulary`.execute(t.db)).rows[0]!.n).toBe(vocabulary);
    expect(
      (await sql<{ n: string }>`select count(*) as n from public.companies where published_at is not null`.execute(t.db)).rows[0]!.n,
    ).toBe(companies);
  });
});

describe('searchRowsInStep (a reused bench board skips the sync when it says yes)', () => {
  it('says yes after seeding and no when a row is missing, extra or differs from its job', async () => {
    await sql`delete from public.jobs`.execute(t.db);
    await seedBenchJobs(t.db, 60);
    expect(await searchRowsInStep(t.db)).toBe(true);
    const sync = () => sql`select public.sync_job_search_rows()`.execute(t.db);

    // A job written with the triggers off (as the bench writes its facts): its row is stale.
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`update public.jobs set visa = case when visa = 'provided' then 'own' else 'provided' end, updated_at = now()
        where id = (select id from public.jobs where status = 'approved' order by created_at limit 1)`.execute(trx);
    });
    expect(await searchRowsInStep(t.db)).toBe(false);
    await sync();
    expect(await searchRowsInStep(t.db)).toBe(true);

    // A row missing.
    await sql`delete from public.job_search_rows where id = (select id from public.job_search_rows order by id desc limit 1)`.execute(t.db);
    expect(await searchRowsInStep(t.db)).toBe(false);
    await sync();
    expect(await searchRowsInStep(t.db)).toBe(true);

    // A row for a job that is no longer approved (written with the triggers off).
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`update public.jobs set status = 'rejected' where id = (select id from public.jobs order by id desc limit 1)`.execute(trx);
    });
    expect(await searchRowsInStep(t.db)).toBe(false);
    await sync();
    expect(await searchRowsInStep(t.db)).toBe(true);

    // The facet summary behind the rows (a write to them with the triggers off).
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`delete from public.job_facet_counts where ctid = (select min(ctid) from public.job_facet_counts)`.execute(trx);
    });
    expect(await searchRowsInStep(t.db)).toBe(false);
    await sql`select public.sync_job_facet_counts()`.execute(t.db);
    expect(await searchRowsInStep(t.db)).toBe(true);

    // What a row holds changed for every job (a migration that changes public.job_search_row_of without a sync).
    await sql`update public.job_search_rows set facet_key = facet_key # 1`.execute(t.db);
    expect(await searchRowsInStep(t.db)).toBe(false);
  });
});
