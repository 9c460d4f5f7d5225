import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { closeAllDbs, createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { jobRedirect, jobRedirectResponse, jobRedirectTo } from '~/server/jobs/job-redirect';
import { onDemandJobPage } from '~/server/jobs/on-demand-job-page';

// /job/{id} and /ar/job/{id} (rendered on demand, not prerendered, to keep the build time): a 301 to
// the job's canonical page in the same language, or the not-found page. The visitor's policies
// decide which jobs are public, so pending, rejected, expired and deleted jobs are not found.

let t: TestDatabase;
const db = () => t.db;
const unreachable = createDb('postgres://app:secret@127.0.0.1:1/nothing', 1);
const at = (path: string) => new URL(`http://localhost${path}`);
const neverAsked = (): Db => {
  throw new Error('a malformed id never reaches the database');
};

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // the on-demand job page reads the process's database
});
afterAll(async () => {
  await unreachable.destroy();
  await closeAllDbs();
  await t.drop();
  vi.unstubAllEnvs();
});

describe('/job/{id}', () => {
  it('redirects an approved job to /jobs/{slug}, and /ar/job/{id} to /ar/jobs/{slug}, keeping the query', async () => {
    const job = await insertJob(t.db, { title: 'Dialysis Nurse' });
    expect(await jobRedirect(at(`/job/${job.id}`), job.id, db)).toEqual({ kind: 'redirect', location: `/jobs/${job.slug}` });
    expect(await jobRedirect(at(`/ar/job/${job.id}`), job.id, db)).toEqual({ kind: 'redirect', location: `/ar/jobs/${job.slug}` });
    expect(await jobRedirect(at(`/job/${job.id}/?utm_source=mail&utm_medium=digest`), job.id, db)).toEqual({
      kind: 'redirect',
      location: `/jobs/${job.slug}?utm_source=mail&utm_medium=digest`,
    });
    expect(await jobRedirect(at(`/ar/job/${job.id}?utm_source=x`), job.id.toUpperCase(), db)).toEqual({
      kind: 'redirect',
      location: `/ar/jobs/${job.slug}?utm_source=x`,
    });
  });

  it('redirects a job with an Arabic title to its plain-ASCII address', async () => {
    const job = await insertJob(t.db, { title: 'ممرضة عناية مركزة', location: 'الدوحة، قطر' });
    const shown = await jobRedirect(at(`/ar/job/${job.id}`), job.id, db);
    expect(shown).toEqual({ kind: 'redirect', location: `/ar/jobs/${job.slug}` });
    expect(shown.kind === 'redirect' && /^[\x21-\x7e]+$/.test(shown.location)).toBe(true); // a valid Location header
  });

  it('answers not found for a job that is not public: pending, rejected, expired, deleted, unknown', async () => {
    const pending = await insertJob(t.db, { title: 'Pending Nurse', status: 'pending' });
    const rejected = await insertJob(t.db, { title: 'Rejected Nurse', status: 'rejected' });
    const expired = await insertJob(t.db, { title: 'Expired Nurse', postedDaysAgo: 40 });
    const deleted = await insertJob(t.db, { title: 'Deleted Nurse' });
    await withActor(t.db, service, (trx) => trx.deleteFrom('jobs').where('id', '=', deleted.id).execute());
    for (const id of [pending.id, rejected.id, expired.id, deleted.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await jobRedirect(at(`/job/${id}`), id, db), id).toEqual({ kind: 'not-found' });
      expect(await jobRedirect(at(`/ar/job/${id}`), id, db), id).toEqual({ kind: 'not-found' });
    }
  });

  it.each([
    ['no id', undefined],
    ['a slug', 'icu-nurse-doha-qatar'],
    ['a uuid with a NUL byte', '00000000-0000-4000-8000-000000000000\u0000'],
    ['SQL', "' or 1=1 --"],
    ['10 kB', 'a'.repeat(10_000)],
    ['a uuid without hyphens', '000000000000400080000000000000000'],
  ])('answers not found for a malformed id (%s) without asking the database', async (_, id) => {
    expect(await jobRedirect(at('/job/x'), id, neverAsked)).toEqual({ kind: 'not-found' });
  });

  it('answers 503 when the database cannot be reached, and says so in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await jobRedirect(at(`/job/${id}`), id, () => unreachable)).toEqual({ kind: 'error' });
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]![0])).toContain(`/job/${id}`);
    log.mockRestore();
  });

  it('caches a redirect long at the CDN (an id keeps its slug), a not-found page a minute, an error never', async () => {
    // The slug is set once on insert: an edit never changes it.
    const job = await insertJob(t.db, { title: 'Theatre Nurse' });
    await withActor(t.db, service, (trx) =>
      trx
        .updateTable('jobs')
        .set({ job_title: 'Senior Theatre Nurse', location: sql<string>`'Dubai, UAE'` })
        .where('id', '=', job.id)
        .execute(),
    );
    expect(await jobRedirect(at(`/job/${job.id}`), job.id, db)).toEqual({ kind: 'redirect', location: `/jobs/${job.slug}` });

    expect(jobRedirectResponse).toEqual({
      redirect: {
        status: 301,
        headers: { 'cache-control': 'public, max-age=86400', 'netlify-cdn-cache-control': 'public, durable, s-maxage=31536000' },
      },
      'not-found': {
        status: 404,
        headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': 'public, durable, s-maxage=60' },
      },
      error: { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
    });
  });
});

describe('/jobs/{id}', () => {
  it("answers a public job's id with the redirect of /job/{id}: /jobs/{id} to /jobs/{slug}, /ar/jobs/{id} to /ar/jobs/{slug}, the query kept", async () => {
    const job = await insertJob(t.db, { title: 'Renal Nurse' });
    expect(await onDemandJobPage(at(`/jobs/${job.id}`), job.id)).toEqual({ kind: 'redirect', location: `/jobs/${job.slug}` });
    expect(await onDemandJobPage(at(`/ar/jobs/${job.id}?utm_source=x&utm_medium=y`), job.id.toUpperCase())).toEqual({
      kind: 'redirect',
      location: `/ar/jobs/${job.slug}?utm_source=x&utm_medium=y`,
    });
    const response = jobRedirectTo(`/jobs/${job.slug}`);
    expect([response.status, response.headers.get('location'), response.headers.get('netlify-cdn-cache-control')]).toEqual([
      301,
      `/jobs/${job.slug}`,
      'public, durable, s-maxage=31536000',
    ]);
  });

  it('still renders a job by its slug, and answers not found for an id that is not a public job', async () => {
    const job = await insertJob(t.db, { title: 'Cardiac Nurse' });
    const bySlug = await onDemandJobPage(at(`/jobs/${job.slug}`), job.slug);
    expect(bySlug.kind === 'found' && bySlug.job.id).toBe(job.id);
    const pending = await insertJob(t.db, { title: 'Pending Cardiac Nurse', status: 'pending' });
    for (const id of [pending.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await onDemandJobPage(at(`/jobs/${id}`), id)).toEqual({ kind: 'not-found' });
      expect(await onDemandJobPage(at(`/ar/jobs/${id}`), id)).toEqual({ kind: 'not-found' });
    }
  });
});
