import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { asUserActor, service, visitor, withActor } from '~/server/db/context';
import { sessionUserFrom } from '~/server/auth/claims';
import { decideJob, deleteJob, editJob } from '~/server/moderation/queries';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { postJobSchema } from '~/lib/post-job';
import { packageItems } from '~/lib/jobs/job-facts';
import { topicAlternation, topicCategory, topics } from '~/lib/jobs/topics';
import { categorySlugs } from '~/lib/categories';

// public.job_search_rows, the narrow copy of the public jobs that /api/jobs reads, follows every
// write to jobs through the jobs_sync_search_row trigger: each moderation step below is made the
// way the app makes it, then the search must find the job exactly when it is public, and the
// table must equal what public.job_search_row_of derives from jobs.

let t: TestDatabase;
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
const siteUrl = 'https://gulfjobs.example';

beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
});

const search = async (query: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${query}`), t.db);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { jobs: { id: string; jobTitle: string }[]; total: number };
  return body;
};
const found = async (query: string) => (await search(query)).jobs.map((j) => j.jobTitle);

/** Rows of job_search_rows that differ from what jobs says they should be (both directions). */
const outOfStep = async () =>
  (
    await sql<{ id: string }>`
      with want as (select s.* from public.jobs j cross join lateral public.job_search_row_of(j) s where j.status = 'approved'),
           have as (select * from public.job_search_rows)
      select id from (select * from want except select * from have) missing
      union all
      select id from (select * from have except select * from want) extra`.execute(t.db)
  ).rows;
const rowCount = async () => Number((await sql<{ n: string }>`select count(*) as n from public.job_search_rows`.execute(t.db)).rows[0]!.n);

const editForm = (overrides: Record<string, unknown> = {}) =>
  postJobSchema.parse({
    companyName: 'Gulf Care',
    jobTitle: 'ICU Nurse',
    jobDescription: 'Intensive care.',
    location: 'Doha, Qatar',
    applicationType: 'email',
    contactEmail: 'hr@gulfcare.example',
    category: 'healthcare-medical',
    ...overrides,
  });

describe('job_search_rows follows the jobs', () => {
  it('has no row for a pending job; approval adds it and the search finds it', async () => {
    const job = await insertJob(t.db, { title: 'Dialysis Nurse', status: 'pending' });
    expect(await rowCount()).toBe(0);
    expect(await found('q=dialysis')).toEqual([]);
    expect((await search('')).total).toBe(0);

    expect(await decideJob(t.db, admin, job.id, 'approved', { siteUrl })).toBe('updated');
    expect(await rowCount()).toBe(1);
    expect(await found('q=dialysis')).toEqual(['Dialysis Nurse']);
    expect(await found('country=qatar&city=doha&category=healthcare-medical')).toEqual(['Dialysis Nurse']);
    expect(await outOfStep()).toEqual([]);
  });

  it('follows an edit of the title, the location and the facts', async () => {
    const job = await insertJob(t.db, { title: 'Dialysis Nurse' });
    expect(await found('q=dialysis&visa=provided')).toEqual([]);

    await editJob(
      t.db,
      admin,
      job.id,
      editForm({
        jobTitle: 'Theatre Nurse',
        location: 'Dubai, UAE',
        salaryMin: '20000',
        salaryMax: '25000',
        salaryCurrency: 'AED',
        salaryPeriod: 'month',
        visa: 'provided',
        nationality: 'all',
        employmentType: 'contract',
        packageItems: ['housing', 'flights'],
      }),
    );
    expect(await found('q=dialysis')).toEqual([]);
    expect(await found('q=theatre')).toEqual(['Theatre Nurse']);
    expect(await found('country=qatar')).toEqual([]);
    expect(await found('city=dubai&min_salary=25000&visa=provided&nationality=open&type=contract&package=housing,flights')).toEqual([
      'Theatre Nurse',
    ]);
    expect(await found('min_salary=25001')).toEqual([]);
    expect(await outOfStep()).toEqual([]);

    // And back: the facts removed, the filters no longer find it.
    await editJob(t.db, admin, job.id, editForm({ jobTitle: 'Theatre Nurse', location: 'Dubai, UAE' }));
    expect(await found('visa=provided')).toEqual([]);
    expect(await found('min_salary=5000')).toEqual([]);
    expect(await found('q=theatre')).toEqual(['Theatre Nurse']);
    expect(await outOfStep()).toEqual([]);
  });

  it('drops a rejected or deleted job, and takes it back when it is approved again', async () => {
    const kept = await insertJob(t.db, { title: 'Kept Nurse' });
    const rejected = await insertJob(t.db, { title: 'Rejected Nurse', status: 'pending' });
    const deleted = await insertJob(t.db, { title: 'Deleted Nurse' });
    await decideJob(t.db, admin, rejected.id, 'approved', { siteUrl });
    expect(await found('q=nurse')).toEqual(expect.arrayContaining(['Kept Nurse', 'Rejected Nurse', 'Deleted Nurse']));

    // Withdrawn after approval (the review queue only decides pending jobs, so as the admin directly).
    await withActor(t.db, asUserActor(admin.claims), (trx) =>
      trx.updateTable('jobs').set({ status: 'rejected' }).where('id', '=', rejected.id).execute(),
    );
    expect(await deleteJob(t.db, admin, deleted.id)).toBe(true);
    expect(await found('q=nurse')).toEqual(['Kept Nurse']);
    expect(await rowCount()).toBe(1);
    expect(await outOfStep()).toEqual([]);

    await withActor(t.db, asUserActor(admin.claims), (trx) =>
      trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', rejected.id).execute(),
    );
    expect((await found('q=nurse')).sort()).toEqual(['Kept Nurse', 'Rejected Nurse']);
    expect(await outOfStep()).toEqual([]);
    expect(kept.id).toBeTruthy();
  });

  it('leaves out a job whose expiry passes by the clock, with no write to it', async () => {
    const job = await insertJob(t.db, { title: 'Locum Nurse' });
    await withActor(t.db, service, (trx) =>
      sql`update public.jobs set expires_at = clock_timestamp() + interval '1.5 seconds' where id = ${job.id}`.execute(trx),
    );
    expect(await found('q=locum')).toEqual(['Locum Nurse']);
    expect(await found('category=healthcare-medical')).toEqual(['Locum Nurse']);
    // Gone once the clock passes expires_at: no write happens that could be awaited instead.
    await expect.poll(() => found('q=locum'), { timeout: 10_000, interval: 50 }).toEqual([]);
    expect(await search('category=healthcare-medical')).toMatchObject({ jobs: [], total: 0 });
    // The row is still there (nothing wrote to it): the readers' expires_at condition hides it.
    expect(await rowCount()).toBe(1);
    const visible = await withActor(t.db, visitor, (trx) => sql`select id from public.job_search_rows`.execute(trx));
    expect(visible.rows).toEqual([]);
  });

  it('an expired job is out of the search, and back when an edit extends it', async () => {
    const job = await insertJob(t.db, { title: 'Old Nurse', postedDaysAgo: 40 });
    expect(await found('q=old')).toEqual([]);
    await withActor(t.db, service, (trx) =>
      trx
        .updateTable('jobs')
        .set({ posted_on: sql<string>`current_date` })
        .where('id', '=', job.id)
        .execute(),
    );
    expect(await found('q=old')).toEqual(['Old Nurse']);
    expect(await outOfStep()).toEqual([]);
  });

  it('stays one row per job under concurrent edits and approvals', async () => {
    const jobs = await Promise.all(Array.from({ length: 4 }, (_, i) => insertJob(t.db, { title: `Night Nurse ${i}`, status: 'pending' })));
    await Promise.all(
      jobs.flatMap((job, i) => [
        decideJob(t.db, admin, job.id, 'approved', { siteUrl }),
        decideJob(t.db, admin, job.id, 'approved', { siteUrl }),
        ...Array.from({ length: 4 }, (_, k) =>
          withActor(t.db, asUserActor(admin.claims), (trx) =>
            trx
              .updateTable('jobs')
              .set({ job_title: `Night Nurse ${i} edit ${k}`, status: 'approved' })
              .where('id', '=', job.id)
              .execute(),
          ),
        ),
      ]),
    );
    expect(await rowCount()).toBe(4);
    expect(await outOfStep()).toEqual([]);
    expect((await search('q=night+nurse')).total).toBe(4);
    expect((await search('q=edit')).total).toBe(4);
  });

  it('is rebuilt by sync_job_search_rows after writes made with the triggers off', async () => {
    await insertJob(t.db, { title: 'Bulk Nurse' });
    await sql`alter table public.jobs disable trigger jobs_sync_search_row`.execute(t.db);
    await sql`update public.jobs set job_title = 'Bulk Midwife'`.execute(t.db);
    await sql`alter table public.jobs enable trigger jobs_sync_search_row`.execute(t.db);
    expect(await outOfStep()).not.toEqual([]);
    await sql`select public.sync_job_search_rows()`.execute(t.db);
    expect(await outOfStep()).toEqual([]);
    expect(await found('q=midwife')).toEqual(['Bulk Midwife']);
  });

  it('is read-only for visitors and signed-in users', async () => {
    const job = await insertJob(t.db, { title: 'Ward Nurse' });
    for (const actor of [visitor, asUserActor(admin.claims)]) {
      await expect(
        withActor(t.db, actor, (trx) => sql`update public.job_search_rows set category = 'sales' where id = ${job.id}`.execute(trx)),
      ).rejects.toThrow(/permission denied/);
      await expect(withActor(t.db, actor, (trx) => sql`delete from public.job_search_rows`.execute(trx))).rejects.toThrow(
        /permission denied/,
      );
    }
    expect(await outOfStep()).toEqual([]);
  });

  it('files new words straight into the word indexes, with no pending list for every search to read', async () => {
    // Migration 20261124153156: a pending list made a keyword search 7 times slower on a freshly written board.
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_class c
      where c.relname in ('job_search_rows_words_idx', 'jobs_search_words_idx') order by 1`.execute(t.db);
    expect(rows).toEqual([
      { name: 'job_search_rows_words_idx', options: ['fastupdate=off'] },
      { name: 'jobs_search_words_idx', options: ['fastupdate=off'] },
    ]);
  });

  it('keeps the word vector out of the row, so the table stays narrow', async () => {
    // About 1.4 kB of words each: under the 2 kB at which PostgreSQL would move them out by itself.
    const description = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    for (let i = 0; i < 40; i++) await insertJob(t.db, { title: `Long Nurse ${i}`, description });
    // The live rows only: the row versions earlier writes left behind (until autovacuum comes,
    // whenever that is) are not what this measures. A vacuum keeps them while a transaction of a
    // test file running beside this one on the same server may still see them, so it is repeated
    // until that transaction has ended.
    const measure = async () => {
      await sql`vacuum full public.job_search_rows`.execute(t.db);
      const { rows } = await sql<{ words: number; pages: string }>`
        select min(pg_column_size(search_words)) as words,
               pg_relation_size('public.job_search_rows') / current_setting('block_size')::int as pages
        from public.job_search_rows`.execute(t.db);
      return { words: rows[0]!.words, pages: Number(rows[0]!.pages) };
    };
    expect((await measure()).words).toBeGreaterThan(1000);
    // Inline, 40 such rows would fill 8 pages; out of line they fit in 2.
    await expect.poll(async () => (await measure()).pages, { timeout: 40_000, interval: 200 }).toBeLessThanOrEqual(2);
    expect((await search('q=word99+nurse')).total).toBe(40);
  }, 60_000);
});

describe('public.package_mask', () => {
  it('gives every package item its own bit, 0 for none, null for an unknown item', async () => {
    const { rows } = await sql<{ item: string; mask: number }>`
      select i as item, public.package_mask(array[i]) as mask from unnest(${[...packageItems]}::text[]) as i`.execute(t.db);
    const masks = rows.map((r) => r.mask);
    expect(masks.every((m) => m > 0 && (m & (m - 1)) === 0)).toBe(true);
    expect(new Set(masks).size).toBe(packageItems.length);
    const { rows: more } = await sql<{ none: number; all: number; twice: number; unknown: number | null }>`
      select public.package_mask('{}') as none, public.package_mask(${[...packageItems]}::text[]) as all,
             public.package_mask('{housing,housing}') as twice, public.package_mask('{housing,pool}') as unknown`.execute(t.db);
    expect(more[0]).toEqual({
      none: 0,
      all: 2 ** packageItems.length - 1,
      twice: rows.find((r) => r.item === 'housing')!.mask,
      unknown: null,
    });
  });
});

describe('public.job_topics', () => {
  it('holds the keyword patterns and categories of src/lib/jobs/topics.ts (a changed table needs a migration)', async () => {
    const { rows } = await sql<{
      body: string;
    }>`select prosrc as body from pg_proc where oid = 'public.job_topics(text, text, text)'::regprocedure`.execute(t.db);
    for (const topic of topics) {
      expect(rows[0]!.body).toContain(`'\\m(?:${topicAlternation(topic, '\\M')})'`);
      expect(rows[0]!.body).toContain(`'${topicCategory[topic]}'`);
    }
    // The known categories, whose jobs the description does not decide: written out once per topic.
    const known = [...rows[0]!.body.matchAll(/category = any \('\{([^}]*)\}'::text\[\]\)/g)].map((m) => m[1]!.split(',').sort());
    expect(known).toEqual(topics.map(() => [...categorySlugs].sort()));
  });

  it('is stored on the search row and follows an edit of the title', async () => {
    const job = await insertJob(t.db, { title: 'School Nurse', category: null, description: 'Care for pupils.' });
    expect(await found('topic=healthcare')).toEqual(['School Nurse']);
    expect(await found('topic=teaching')).toEqual(['School Nurse']);
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ job_title: 'Maths Teacher' }).where('id', '=', job.id).execute());
    expect(await found('topic=healthcare')).toEqual([]);
    expect(await found('topic=teaching')).toEqual(['Maths Teacher']);
    expect(await outOfStep()).toEqual([]);
  });

  it('follows an edit of the category: the description decides only a job without one', async () => {
    const job = await insertJob(t.db, {
      title: 'Senior Full-Stack Developer',
      category: 'it-technology',
      description: 'Benefits: medical insurance, annual flights.',
    });
    expect(await found('topic=healthcare')).toEqual([]);
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ category: null }).where('id', '=', job.id).execute());
    expect(await found('topic=healthcare')).toEqual(['Senior Full-Stack Developer']);
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ category: 'it-technology' }).where('id', '=', job.id).execute());
    expect(await found('topic=healthcare')).toEqual([]);
    expect(await outOfStep()).toEqual([]);
  });
});
