import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertJob } from '../helpers/jobs';
import { appRoleUrl, freshDatabase, type TestDatabase } from '../helpers/database';
import { useEnv } from '../helpers/form-actions';
import { publicJobs } from '~/server/jobs/queries';
import { jobsWithIds, listingJobs, newestJobs } from '~/server/jobs/built-jobs';
import { jobHasTopic } from '~/lib/jobs/topics';
import type { PublicJob } from '~/lib/jobs/public-job';
import type { FixedFilter } from '~/lib/pages/listings';

// The build reads a listing's first page and total from the database instead of filtering every
// job in memory: the same jobs, in the same order, as the in-memory rule it replaced.

let t: TestDatabase;

/** The rule the build applied to its whole job list before (kept here as the reference). */
const matching = (jobs: readonly PublicJob[], fixed: FixedFilter) =>
  jobs.filter(
    (job) =>
      (!fixed.country || (fixed.country === 'remote' ? job.isRemote : job.country === fixed.country)) &&
      (!fixed.remote || job.isRemote) &&
      (!fixed.category || job.category === fixed.category) &&
      (!fixed.topic || jobHasTopic(job, fixed.topic)),
  );

beforeAll(async () => {
  t = await freshDatabase();
  // 25 UAE nurses (more than one page), teachers in Dubai and Riyadh, remote work, a pending and an expired job.
  for (let i = 0; i < 25; i++) await insertJob(t.db, { title: `ICU Nurse ${i}`, location: 'Dubai, UAE' });
  await insertJob(t.db, { title: 'Maths Teacher', location: 'Dubai, UAE', category: 'education-teaching', description: 'Teach.' });
  await insertJob(t.db, { title: 'Physics Teacher', location: 'Riyadh, Saudi Arabia', category: 'education-teaching' });
  await insertJob(t.db, { title: 'Bookkeeper', location: 'Remote', category: 'finance-accounting' });
  await insertJob(t.db, { title: 'Hidden Nurse', location: 'Dubai, UAE', status: 'pending' });
  await insertJob(t.db, { title: 'Old Nurse', location: 'Dubai, UAE', postedDaysAgo: 40 });
  // Distinct creation times, so the order is the build's (newest first) and not the ids'.
  await sql`update public.jobs set created_at = now() - (random() * interval '5 days')`.execute(t.db);
  useEnv({ DATABASE_URL: await appRoleUrl(t) });
});
afterAll(async () => {
  await t?.drop();
});

describe("a prerendered listing's jobs", () => {
  it.each<FixedFilter>([
    { country: 'uae' },
    { country: 'saudi-arabia' },
    { country: 'remote' },
    { remote: true },
    { category: 'education-teaching' },
    { country: 'uae', topic: 'healthcare' },
    { country: 'uae', topic: 'teaching' },
    {},
  ])('%j: the newest 20 of the filter and their total, as the in-memory rule', async (fixed) => {
    const expected = matching(await publicJobs(t.db), fixed);
    const built = await listingJobs(fixed);
    expect(built.total).toBe(expected.length);
    expect(built.jobs.map((j) => j.jobTitle)).toEqual(expected.slice(0, 20).map((j) => j.jobTitle));
    expect(built.jobs).toEqual(expected.slice(0, 20));
  });

  it('a listing of 26 public UAE jobs shows 20 and counts 26 (not the pending or expired ones)', async () => {
    const uae = await listingJobs({ country: 'uae' });
    expect(uae.jobs).toHaveLength(20);
    expect(uae.total).toBe(26);
    expect(uae.jobs.map((j) => j.jobTitle)).not.toContain('Hidden Nurse');
    expect(uae.jobs.map((j) => j.jobTitle)).not.toContain('Old Nurse');
  });
});

describe('the jobs the build reads in full', () => {
  it('the RSS feed reads the newest, the home cards the ones asked for, in that order', async () => {
    const all = await publicJobs(t.db);
    expect(await newestJobs(3)).toEqual(all.slice(0, 3));
    const ids = [all[4]!.id, all[1]!.id];
    expect(await jobsWithIds(ids)).toEqual([all[4], all[1]]);
  });
});
