import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedBenchJobs } from '../../scripts/lib/seed/seed';

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
