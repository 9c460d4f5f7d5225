import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { sessionUserFrom } from '~/server/auth/claims';
import { asUserActor, service, visitor, withActor } from '~/server/db/context';
import { failingPurge, processCachePurges, requestCachePurge } from '~/server/cache/purge-queue';
import { fallbackHeaders } from '~/server/jobs/fallback';
import { jobRedirectHeaders } from '~/server/jobs/job-redirect';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { purgeAfterWrite } from '~/server/cache/purge-after-write';
import { closeAllDbs } from '~/server/db/client';
import type { PublicJob } from '~/lib/jobs/public-job';

let t: TestDatabase;
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
const reader = sessionUserFrom('7f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'reader@gulfjobs.example', {});

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // purgeAfterWrite reads the process's database
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('cache_purge_requests').execute();
});

const newJob = {
  company_name: 'Gulf Build Co',
  job_title: 'Site Engineer',
  job_description: 'Supervise works.',
  location: 'Muscat, Oman',
  salary_range: null,
  contact_email: 'hr@example.om',
  category: 'construction',
  application_url: null,
};
const insertJob = (status: 'pending' | 'approved') =>
  withActor(t.db, service, (trx) =>
    trx
      .insertInto('jobs')
      .values({ ...newJob, status })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
const setStatus = (id: string, status: 'pending' | 'approved' | 'rejected') =>
  withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status }).where('id', '=', id).execute());
const waiting = () => t.db.selectFrom('cache_purge_requests').selectAll().where('completed_at', 'is', null).orderBy('id').execute();
// Every test job is of one company, whose page and list are purged with it (the companies migration).
let companyId = '';
beforeAll(async () => {
  const { id } = await insertJob('pending');
  companyId = (await t.db.selectFrom('jobs').select('company_id').where('id', '=', id).executeTakeFirstOrThrow()).company_id!;
});
const jobTags = (id: string) => [`job-${id}`, 'jobs', 'sitemap-jobs', 'companies', `company-${companyId}`].sort();

describe('the CDN purge queue', () => {
  it('queues a job page, the searches and the job sitemaps when a public job changes, not for pending submissions', async () => {
    const { id } = await insertJob('pending');
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ salary_range: 'OMR 800' }).where('id', '=', id).execute());
    expect(await waiting()).toEqual([]);

    await setStatus(id, 'approved');
    expect((await waiting()).map((r) => r.tags)).toEqual([jobTags(id)]);

    // A withdrawal and a second job's approval join the request still waiting: one purge for a burst.
    await setStatus(id, 'rejected');
    const other = await insertJob('approved');
    const [request] = await waiting();
    expect(await waiting()).toHaveLength(1);
    expect(request?.tags).toEqual([...new Set([...jobTags(id), ...jobTags(other.id)])].sort());

    await withActor(t.db, service, (trx) => trx.deleteFrom('jobs').where('id', '=', other.id).execute());
    expect(await waiting()).toHaveLength(1);
  });

  it('sends the tags once and marks them done; a failure is kept with its error and tried again after the backoff', async () => {
    const { id } = await insertJob('approved');
    const sent: string[][] = [];
    const failing = await processCachePurges(t.db, async () => {
      throw new Error('Cache purge API call returned an unexpected status code: 500');
    });
    expect(failing).toEqual({ purged: 0, failed: 1, error: 'Cache purge API call returned an unexpected status code: 500' });
    const [kept] = await waiting();
    expect(kept).toMatchObject({
      attempts: 1,
      last_error: 'Cache purge API call returned an unexpected status code: 500',
      claimed_until: null,
    });
    expect(kept!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await failingPurge(t.db, admin)).toMatchObject({
      attempts: 1,
      error: 'Cache purge API call returned an unexpected status code: 500',
    });

    // Not due yet: nothing is sent.
    expect(await processCachePurges(t.db, async (tags) => void sent.push(tags))).toEqual({ purged: 0, failed: 0 });
    const later = () => new Date(Date.now() + 61_000);
    expect(await processCachePurges(t.db, async (tags) => void sent.push(tags), { now: later })).toEqual({ purged: 1, failed: 0 });
    expect(sent).toEqual([jobTags(id)]);
    expect(await waiting()).toEqual([]);
    expect(await failingPurge(t.db, admin)).toBeUndefined();
  });

  it('never sends one request twice from two runs at once', async () => {
    for (let i = 0; i < 3; i++) await requestCachePurge(t.db, [`tag-${i}`]);
    const sent: string[] = [];
    const slowPurge = async (tags: string[]) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      sent.push(...tags);
    };
    const outcomes = await Promise.all([processCachePurges(t.db, slowPurge), processCachePurges(t.db, slowPurge)]);
    expect(outcomes.reduce((n, o) => n + o.purged, 0)).toBe(1);
    expect(sent.sort()).toEqual(['tag-0', 'tag-1', 'tag-2']);
  });

  it('is read by admins only and written by no one but the service', async () => {
    await requestCachePurge(t.db, ['jobs']);
    await processCachePurges(t.db, async () => {
      throw new Error('no token');
    });
    expect(await failingPurge(t.db, reader)).toBeUndefined();
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('cache_purge_requests').selectAll().execute())).rejects.toThrow();
    await expect(
      withActor(t.db, asUserActor(reader.claims), (trx) => sql`select public.queue_cache_purge(array['jobs'])`.execute(trx)),
    ).rejects.toThrow();
    await expect(
      withActor(t.db, asUserActor(admin.claims), (trx) =>
        trx
          .insertInto('cache_purge_requests')
          .values({ tags: ['x'] })
          .execute(),
      ),
    ).rejects.toThrow();
    expect(await failingPurge(t.db, admin)).toMatchObject({ error: 'no token' });
  });
});

describe('a write', () => {
  it('sends the purges it queued before it is answered, where a CDN purge exists; reads leave them to the task', async () => {
    const { id } = await insertJob('approved');
    const sent: string[][] = [];
    const purge = async (tags: string[]) => void sent.push(tags);
    await purgeAfterWrite('GET', purge);
    await purgeAfterWrite('POST', undefined);
    expect(await waiting()).toHaveLength(1);
    await purgeAfterWrite('POST', purge);
    expect(sent).toEqual([jobTags(id)]);
    expect(await waiting()).toEqual([]);
  });

  it('is still answered when the purge fails: the request stays queued for the task', async () => {
    await insertJob('approved');
    await expect(
      purgeAfterWrite('POST', async () => {
        throw new Error('purge API down');
      }),
    ).resolves.toBeUndefined();
    expect(await waiting()).toMatchObject([{ attempts: 1, last_error: 'purge API down' }]);
  });
});

describe('cache tags on answers', () => {
  it('tag a job page rendered on demand with its job, a search with the searches, and a not-found /job/{id} with the id', async () => {
    const { id } = await insertJob('approved');
    expect(fallbackHeaders({ kind: 'found', job: { id } as PublicJob, similar: [] })).toMatchObject({
      'netlify-cdn-cache-control': 'public, durable, s-maxage=3600',
      'netlify-cache-tag': `job-${id}`,
    });
    expect(fallbackHeaders({ kind: 'not-found' })).toEqual({ 'cache-control': 'no-store' });

    const upper = id.toUpperCase();
    expect(jobRedirectHeaders({ kind: 'not-found' }, upper)['netlify-cache-tag']).toBe(`job-${id}`);
    expect(jobRedirectHeaders({ kind: 'not-found' }, 'not-a-uuid')['netlify-cache-tag']).toBeUndefined();
    expect(jobRedirectHeaders({ kind: 'error' }, upper)['netlify-cache-tag']).toBeUndefined();

    const search = await jobSearchHandler(new Request('http://localhost/api/jobs?q=engineer'), t.db);
    expect(search.status).toBe(200);
    expect(search.headers.get('netlify-cache-tag')).toBe('jobs');
    const refused = await jobSearchHandler(new Request('http://localhost/api/jobs?page=0'), t.db);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('netlify-cache-tag')).toBeNull();
  });
});
