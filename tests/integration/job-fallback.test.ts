import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { closeAllDbs } from '~/server/db/client';
import { fallbackJob } from '~/server/jobs/fallback';

// The on-demand page of a job approved after the last build lists similar jobs as the prerendered
// page does (same category and country, newest first), read from what is public now.

let t: TestDatabase;

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // fallbackJob reads the process's database
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
  vi.unstubAllEnvs();
});

describe('the job fallback page', () => {
  it('finds the job with its similar jobs: same category and country, newest first, never a job that is not public', async () => {
    // Newest by publication (approval order here), whatever the form's posting date says.
    const oldest = await insertJob(t.db, { title: 'Ward Nurse', postedDaysAgo: 1 });
    const middle = await insertJob(t.db, { title: 'Clinic Nurse', postedDaysAgo: 9 });
    const newest = await insertJob(t.db, { title: 'Theatre Nurse', postedDaysAgo: 3 });
    await insertJob(t.db, { title: 'Pending Nurse', status: 'pending' });
    await insertJob(t.db, { title: 'Rejected Nurse', status: 'rejected' });
    await insertJob(t.db, { title: 'Expired Nurse', postedDaysAgo: 40 });
    await insertJob(t.db, { title: 'Dubai Nurse', location: 'Dubai, UAE' }); // another country
    await insertJob(t.db, { title: 'Doha Accountant', category: 'finance-accounting' }); // another category
    const job = await insertJob(t.db, { title: 'Dialysis Nurse' });

    const found = await fallbackJob(job.slug);
    expect(found.kind).toBe('found');
    if (found.kind !== 'found') return;
    expect(found.job.jobTitle).toBe('Dialysis Nurse');
    expect(found.similar.map((s) => s.id)).toEqual([newest.id, middle.id, oldest.id]);
  });

  it('lists at most four, and none for a job without a category', async () => {
    for (let i = 0; i < 5; i++) await insertJob(t.db, { title: `Muscat Welder ${i}`, location: 'Muscat, Oman', category: 'engineering' });
    const job = await insertJob(t.db, { title: 'Muscat Pipe Welder', location: 'Muscat, Oman', category: 'engineering' });
    const found = await fallbackJob(job.slug);
    expect(found.kind === 'found' && found.similar.length).toBe(4);
    expect(found.kind === 'found' && found.similar.every((s) => s.category === 'engineering' && s.country === 'oman')).toBe(true);

    const plain = await insertJob(t.db, { title: 'Odd Job', category: null, location: 'Muscat, Oman' });
    const alone = await fallbackJob(plain.slug);
    expect(alone.kind === 'found' && alone.similar).toEqual([]);
  });
});
