import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { closeAllDbs } from '~/server/db/client';
import { service, visitor, withActor } from '~/server/db/context';
import { newestPublicJobs, prerenderedJobsIn } from '~/server/jobs/prerendered-jobs';
import { similarPublicJobs } from '~/server/jobs/fallback';
import { similarNeighbours } from '~/server/jobs/similar-jobs';
import { publicJobByParam } from '~/server/jobs/queries';

// The build prerenders the newest PRERENDER_JOB_PAGES job pages; the others are rendered on demand.
// Both read similar jobs the same way, and a new job leaves the similar jobs of a full category and
// country as they were, so a rebuild after an approval does not rewrite the older pages.

let t: TestDatabase;

beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});

const titles = (jobs: { jobTitle: string }[]) => jobs.map((job) => job.jobTitle);
const similarTitles = async (slug: string) => titles(await similarPublicJobs(t.db, (await publicJobByParam(t.db, slug))!));

describe('the prerendered job pages', () => {
  it('are the newest public jobs by publication, at most the count asked, never a pending or expired one', async () => {
    const first = await insertJob(t.db, { title: 'Published First', postedDaysAgo: 2 });
    await insertJob(t.db, { title: 'Published Second', postedDaysAgo: 9 });
    await insertJob(t.db, { title: 'Still Pending', status: 'pending' });
    await insertJob(t.db, { title: 'Long Expired', postedDaysAgo: 40 });
    await insertJob(t.db, { title: 'Published Third' });

    expect(titles(await newestPublicJobs(t.db, 2))).toEqual(['Published Third', 'Published Second']);
    expect(titles(await newestPublicJobs(t.db, 100))).toEqual(['Published Third', 'Published Second', 'Published First']);
    expect(await newestPublicJobs(t.db, 0)).toEqual([]);
    // An edit re-approved later keeps its first publication, so its page keeps its place.
    await withActor(t.db, service, (trx) =>
      trx.updateTable('jobs').set({ job_title: 'Published First (edited)' }).where('id', '=', first.id).execute(),
    );
    expect(titles(await newestPublicJobs(t.db, 1))).toEqual(['Published Third']);
  });

  it('carry the similar jobs an on-demand page of the same job shows', async () => {
    for (let i = 0; i < 7; i++) await insertJob(t.db, { title: `Muscat Welder ${i}`, location: 'Muscat, Oman', category: 'engineering' });
    const pages = await prerenderedJobsIn(t.db, 50);
    expect(pages.length).toBeGreaterThan(7);
    for (const { job, similar } of pages) expect(titles(similar), job.jobTitle).toEqual(await similarTitles(job.slug));
  });
});

describe('similar jobs', () => {
  const insertAccountant = (n: number) =>
    insertJob(t.db, { title: `Manama Accountant ${n}`, location: 'Manama, Bahrain', category: 'finance-accounting' });

  it('are the jobs of the same category and country published just before, then just after to fill the list', async () => {
    const jobs: { id: string; slug: string }[] = [];
    for (let n = 1; n <= 3; n++) jobs.push(await insertAccountant(n));
    await insertJob(t.db, {
      title: 'Manama Accountant (pending)',
      location: 'Manama, Bahrain',
      category: 'finance-accounting',
      status: 'pending',
    });
    await insertJob(t.db, { title: 'Manama Nurse', location: 'Manama, Bahrain' });
    await insertJob(t.db, { title: 'Doha Accountant', location: 'Doha, Qatar', category: 'finance-accounting' });
    // Three jobs: each lists the other two, newest first.
    expect(await similarTitles(jobs[0]!.slug)).toEqual(['Manama Accountant 3', 'Manama Accountant 2']);
    expect(await similarTitles(jobs[2]!.slug)).toEqual(['Manama Accountant 2', 'Manama Accountant 1']);

    for (let n = 4; n <= 7; n++) jobs.push(await insertAccountant(n));
    // Seven: the fifth has four earlier ones; the second has one earlier and three later.
    expect(await similarTitles(jobs[4]!.slug)).toEqual([
      'Manama Accountant 4',
      'Manama Accountant 3',
      'Manama Accountant 2',
      'Manama Accountant 1',
    ]);
    expect(await similarTitles(jobs[1]!.slug)).toEqual([
      'Manama Accountant 5',
      'Manama Accountant 4',
      'Manama Accountant 3',
      'Manama Accountant 1',
    ]);
  });

  it('of older pages stay as they were when a new job of their category and country is approved', async () => {
    const group: { id: string; slug: string }[] = [];
    for (let n = 1; n <= 6; n++)
      group.push(await insertJob(t.db, { title: `Kuwait Teacher ${n}`, location: 'Kuwait City, Kuwait', category: 'education-teaching' }));
    const listsOf = async () => Promise.all(group.map((job) => similarTitles(job.slug)));
    const before = await listsOf();
    const newcomer = await insertJob(t.db, {
      title: 'Kuwait Teacher (new)',
      location: 'Kuwait City, Kuwait',
      category: 'education-teaching',
    });
    expect(await listsOf()).toEqual(before);
    expect(await similarTitles(newcomer.slug)).toEqual(['Kuwait Teacher 6', 'Kuwait Teacher 5', 'Kuwait Teacher 4', 'Kuwait Teacher 3']);
    // A withdrawn neighbour leaves the lists at once (the next earlier one takes its place).
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'rejected' }).where('id', '=', group[5]!.id).execute());
    expect(await similarTitles(newcomer.slug)).toEqual(['Kuwait Teacher 5', 'Kuwait Teacher 4', 'Kuwait Teacher 3', 'Kuwait Teacher 2']);
  });

  it('seek through an index as the visitor, not through every job of the category and country', async () => {
    const job = (await publicJobByParam(t.db, (await insertAccountant(99)).slug))!;
    // A small table reads faster whole, so the planner is told to avoid that: the test asks whether
    // the index serves the seek to the job's place. Row-level security is applied first, and only a
    // condition that cannot leak goes ahead of it into the index: with coalesce(published_at,
    // created_at) the place was a filter over every job of the category and country.
    const plan = await withActor(t.db, visitor, async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${similarNeighbours([job.id], 4)}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    const seeks = plan.split('\n').filter((line) => line.includes('Index Cond') && line.includes('category = n.category'));
    expect(plan).toContain('jobs_similar_published_idx');
    expect(seeks).toHaveLength(2);
    for (const seek of seeks)
      expect(seek).toMatch(
        /ROW\(j(_1)?\.published_at, j(_1)?\.id\) [<>] ROW\(n\.published_at, n\.id\)|ROW\(published_at, id\) [<>] ROW\(n\.published_at, n\.id\)/,
      );
  });

  it('an approved job always has its publication time, even written with the triggers off', async () => {
    const job = await insertAccountant(98);
    const unpublish = t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`update public.jobs set published_at = null where id = ${job.id}`.execute(trx);
    });
    await expect(unpublish).rejects.toThrow(/jobs_approved_are_published/);
  });
});
