import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedBenchJobs, seedDemoData } from '../../scripts/lib/seed/seed';
import { publicJobs } from '~/server/jobs/queries';
import { categorySlugs } from '~/lib/categories';
import { countrySlugs } from '~/lib/countries';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

describe('demo data', () => {
  it('seeds at least 60 realistic jobs covering every category, country and state, once', async () => {
    const first = await seedDemoData(database.db);
    expect(first.seeded).toBe(true);
    expect(first.jobs).toBeGreaterThanOrEqual(60);

    const rows = await database.db.selectFrom('jobs').selectAll().execute();
    expect(rows).toHaveLength(first.jobs);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(count('pending')).toBeGreaterThanOrEqual(4);
    expect(count('rejected')).toBeGreaterThanOrEqual(3);
    const expired = rows.filter((r) => r.status === 'approved' && r.expires_at.getTime() < Date.now());
    expect(expired.length).toBeGreaterThanOrEqual(3);

    const live = await publicJobs(database.db);
    expect(live.length).toBe(count('approved') - expired.length);
    expect(new Set(live.map((j) => j.category))).toEqual(new Set(categorySlugs));
    for (const country of countrySlugs)
      expect(
        live.some((j) => j.country === country),
        country,
      ).toBe(true);
    expect(live.filter((j) => j.isRemote).length).toBeGreaterThanOrEqual(4);
    // Jobs written in Arabic: the country read from an Arabic location, the title kept in the slug.
    expect(live.find((j) => j.jobTitle === 'ممرضة عناية مركزة')).toMatchObject({ country: 'uae', slug: 'mmrda-anaya-mrkza-dby-alimarat' });
    expect(live.some((j) => j.applicationType === 'email' && j.contactEmail)).toBe(true);
    expect(live.some((j) => j.applicationType === 'url' && j.applicationUrl?.startsWith('https://'))).toBe(true);
    expect(live.some((j) => j.salaryRange === null)).toBe(true);
    expect(live.some((j) => j.salaryRange !== null)).toBe(true);
    for (const job of live) {
      expect(job.jobDescription.length).toBeGreaterThan(300);
      // The poster's address is public only for a job that applies by e-mail.
      if (job.applicationType === 'email') expect(job.contactEmail).toMatch(/\.example$/);
      else expect(job.contactEmail, job.jobTitle).toBeNull();
    }
    // Approved demo jobs were published when created (the demo's spread of dates, not the moment
    // of seeding), so "newest" and "posted within" agree with the cards' dates; others never were.
    for (const row of rows) {
      if (row.status === 'approved') expect(row.published_at?.toISOString(), row.job_title).toBe(row.created_at.toISOString());
      else expect(row.published_at, row.job_title).toBeNull();
    }
    // Newest first by creation matches newest first by posting date.
    const posted = live.map((j) => j.postedOn);
    expect([...posted].sort().reverse()).toEqual(posted);

    expect(await seedDemoData(database.db)).toEqual({ seeded: false, jobs: 0 });
    await database.db.deleteFrom('jobs').execute();
    expect(await seedDemoData(database.db)).toEqual({ seeded: false, jobs: 0 });
    expect(await database.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('two starts at once seed only once', async () => {
    const other = await freshDatabase();
    try {
      const results = await Promise.all([seedDemoData(other.db), seedDemoData(other.db), seedDemoData(other.db)]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
    } finally {
      await other.drop();
    }
  });

  it('bench jobs are approved, public and have distinct slugs', async () => {
    expect(await seedBenchJobs(database.db, 1500)).toBe(1500);
    const live = await publicJobs(database.db);
    expect(live).toHaveLength(1500);
    expect(new Set(live.map((j) => j.slug)).size).toBe(1500);
    // 1,500 rows through every jobs trigger: half a minute on a loaded 2-core machine.
  }, 120_000);
});
