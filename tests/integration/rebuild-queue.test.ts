import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { service, visitor, withActor } from '~/server/db/context';
import { localDebounce, netlifyDebounce, processRebuilds, type SiteBuilder } from '~/server/rebuild/worker';
import { recordJobsSnapshot, requestRebuild, requestRebuildForExpiredJobs } from '~/server/rebuild/queue';
import { netlifyBuildHook } from '~/server/rebuild/netlify-build-hook';
import { rebuildTrigger } from '~/server/schedule/tasks';
import { e2eRebuildDebounce } from '../../scripts/lib/e2e-rebuilds';

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('rebuild_requests').execute();
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
const pending = () => t.db.selectFrom('rebuild_requests').selectAll().where('completed_at', 'is', null).execute();
const live: SiteBuilder = async () => 'live';
const batch = { ids: ['12', '13'], batch: '0123456789ab' };

describe('rebuild requests', () => {
  it('are queued when a change touches a public job, not for pending submissions', async () => {
    await withActor(t.db, visitor, (trx) => trx.insertInto('jobs').values(newJob).execute());
    expect(await pending()).toHaveLength(0);

    const { id } = await withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({ ...newJob, status: 'pending' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', id).execute());
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ salary_range: 'OMR 900' }).where('id', '=', id).execute());
    // Several changes before a build starts collapse into one request.
    expect(await pending()).toHaveLength(1);

    expect(await processRebuilds(t.db, live)).toEqual({ kind: 'built', requests: 1 });
    await withActor(t.db, service, (trx) => trx.deleteFrom('jobs').where('id', '=', id).execute());
    expect(await pending()).toHaveLength(1);
  });

  it('keeps a failed build queued with its error, retries after the backoff, then completes', async () => {
    await requestRebuild(t.db, 'seo settings changed');
    const failed = await processRebuilds(t.db, async () => {
      throw new Error('hook answered 500');
    });
    expect(failed).toEqual({ kind: 'failed', requests: 1, error: 'hook answered 500' });
    const [row] = await pending();
    expect(row).toMatchObject({ attempts: 1, last_error: 'hook answered 500', started_at: null });
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);

    let builds = 0;
    const count: SiteBuilder = async () => (builds++, 'live');
    expect(await processRebuilds(t.db, count)).toEqual({ kind: 'idle' });
    const later = new Date(Date.now() + 61_000);
    expect(await processRebuilds(t.db, count, { now: later })).toEqual({ kind: 'built', requests: 1 });
    expect(builds).toBe(1);
    expect(await pending()).toHaveLength(0);
  });

  it('lets only one of two concurrent workers build', async () => {
    await requestRebuild(t.db, 'one');
    let builds = 0;
    let finishBuilds!: () => void;
    const buildsMayFinish = new Promise<void>((resolve) => (finishBuilds = resolve));
    // A build lasts until one worker has come back: the other then certainly ran beside it. A
    // second build means both claimed; it finishes them at once so the assertions say so.
    const heldBuild: SiteBuilder = async () => {
      if (++builds > 1) finishBuilds();
      await buildsMayFinish;
      return 'live';
    };
    const workers = [processRebuilds(t.db, heldBuild), processRebuilds(t.db, heldBuild)];
    await Promise.race(workers);
    finishBuilds();
    const outcomes = await Promise.all(workers);
    expect(builds).toBe(1);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['built', 'idle']);
  });

  it('returns a build that never finished to the queue', async () => {
    await requestRebuild(t.db, 'crashed');
    await t.db
      .updateTable('rebuild_requests')
      .set({ started_at: new Date(Date.now() - 31 * 60_000) })
      .execute();
    expect(await processRebuilds(t.db, live)).toEqual({ kind: 'built', requests: 1 });
  });

  it('retries a failing build at least every 15 minutes, however often it failed', async () => {
    await requestRebuild(t.db, 'keeps failing');
    const fail: SiteBuilder = async () => {
      throw new Error('build failed');
    };
    let now = Date.now();
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      expect(await processRebuilds(t.db, fail, { now: new Date(now) })).toMatchObject({ kind: 'failed' });
      const [row] = await pending();
      delays.push(Math.round((row!.next_attempt_at.getTime() - now) / 60_000));
      now = row!.next_attempt_at.getTime();
    }
    expect(delays).toEqual([1, 2, 4, 8, 15, 15, 15, 15, 15, 15, 15, 15]);
    const [row] = await pending();
    expect(row).toMatchObject({ attempts: 12, last_error: 'build failed' });
    expect(row!.failed_at).toBeInstanceOf(Date);
  });

  it('waits for a quiet spell after the last change, but never longer than five minutes', async () => {
    await requestRebuild(t.db, 'first change');
    const [first] = await pending();
    const start = first!.requested_at.getTime();
    const at = (ms: number) => ({ now: new Date(start + ms), debounce: netlifyDebounce });
    expect(await processRebuilds(t.db, live, at(30_000))).toEqual({ kind: 'idle' });
    await requestRebuild(t.db, 'second change'); // merges into the queued request
    expect(await pending()).toHaveLength(1);
    const [merged] = await pending();
    expect(merged!.last_change_at.getTime()).toBeGreaterThan(first!.last_change_at.getTime());
    expect(
      await processRebuilds(t.db, live, { now: new Date(merged!.last_change_at.getTime() + 60_000), debounce: netlifyDebounce }),
    ).toEqual({ kind: 'idle' });
    expect(
      await processRebuilds(t.db, live, { now: new Date(merged!.last_change_at.getTime() + 91_000), debounce: netlifyDebounce }),
    ).toEqual({ kind: 'built', requests: 1 });

    // Changes that keep coming: built five minutes after the first one all the same.
    await requestRebuild(t.db, 'busy');
    const [busy] = await pending();
    const keepChanging = (ms: number) =>
      t.db
        .updateTable('rebuild_requests')
        .set({ last_change_at: new Date(busy!.requested_at.getTime() + ms) })
        .where('id', '=', busy!.id)
        .execute();
    await keepChanging(4 * 60_000);
    expect(
      await processRebuilds(t.db, live, { now: new Date(busy!.requested_at.getTime() + 4.5 * 60_000), debounce: netlifyDebounce }),
    ).toEqual({ kind: 'idle' });
    await keepChanging(5 * 60_000);
    expect(
      await processRebuilds(t.db, live, { now: new Date(busy!.requested_at.getTime() + 5 * 60_000 + 1000), debounce: netlifyDebounce }),
    ).toEqual({ kind: 'built', requests: 1 });
  });

  it('npm start builds a change that finds it idle at once, later ones after 10 s of quiet; the e2e site only once asked', async () => {
    const builds: string[] = [];
    const rebuildSite = async () => {
      builds.push('built');
      return { buildMs: 1 };
    };
    // No build ever ran: the first change is built at once, not 10 s later.
    await requestRebuild(t.db, 'approved just now');
    await rebuildTrigger.local({ db: t.db, rebuildSite });
    expect(builds).toEqual(['built']);
    // A build just ended: the next change waits for its quiet spell.
    await requestRebuild(t.db, 'approved 3 s ago');
    await t.db
      .updateTable('rebuild_requests')
      .set({ requested_at: sql`now() - interval '3 seconds'`, last_change_at: sql`now() - interval '3 seconds'` })
      .where('completed_at', 'is', null)
      .execute();
    await rebuildTrigger.local({ db: t.db, rebuildSite });
    expect(builds).toEqual(['built']);
    expect(await pending()).toHaveLength(1);
    // Quiet for a day, long past npm start's 10 s: the e2e site still waits for a spec to ask.
    await t.db
      .updateTable('rebuild_requests')
      .set({ requested_at: sql`now() - interval '1 day'`, last_change_at: sql`now() - interval '1 day'` })
      .where('completed_at', 'is', null)
      .execute();
    await t.db.deleteFrom('rebuild_requests').where('completed_at', 'is not', null).execute();
    await rebuildTrigger.local({ db: t.db, rebuildSite, rebuildDebounce: e2eRebuildDebounce });
    expect(builds).toEqual(['built']);
    await t.db
      .updateTable('rebuild_requests')
      .set({ expedited_at: sql`now()` })
      .execute();
    await rebuildTrigger.local({ db: t.db, rebuildSite, rebuildDebounce: e2eRebuildDebounce });
    expect(builds).toEqual(['built', 'built']);
    expect(await pending()).toHaveLength(0);
  });

  it('cannot be read or written by visitors', async () => {
    await requestRebuild(t.db, 'x');
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('rebuild_requests').selectAll().execute())).rejects.toThrow(
      /permission denied/,
    );
    await expect(withActor(t.db, visitor, (trx) => trx.insertInto('rebuild_requests').values({ reason: 'x' }).execute())).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe("npm start's rebuild worker (localDebounce)", () => {
  // Approvals as an admin makes them, through the jobs trigger: one approved job each.
  const approve = (title: string) =>
    withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({ ...newJob, job_title: title, status: 'approved' })
        .execute(),
    );
  const local = (now: Date) => ({ now, debounce: localDebounce });
  const later = (ms: number) => new Date(Date.now() + ms);

  it('builds the first approval after an idle spell at once', async () => {
    // The last build ended a minute ago.
    await t.db
      .insertInto('rebuild_requests')
      .values({ reason: 'earlier', started_at: later(-120_000), completed_at: later(-60_000) })
      .execute();
    await approve('Idle Start Engineer');
    expect(await processRebuilds(t.db, live, local(new Date()))).toEqual({ kind: 'built', requests: 1 });
    expect(await pending()).toHaveLength(0);
    // With the quiet spell alone (before idleMs), the same approval waits its 10 s, idle or not.
    await t.db.deleteFrom('rebuild_requests').execute();
    await approve('Quiet Spell Engineer');
    expect(await processRebuilds(t.db, live, { now: new Date(), debounce: { quietMs: 10_000, maxWaitMs: 60_000 } })).toEqual({
      kind: 'idle',
    });
  });

  it('batches a burst of 50 approvals into the build under way and one build after it, losing none', async () => {
    const built: number[] = [];
    // The first approval starts a build at once; 49 more arrive while it runs.
    await approve('Burst Engineer 0');
    const during: SiteBuilder = async (batch) => {
      built.push(batch.ids.length);
      for (let i = 1; i < 50; i++) await approve(`Burst Engineer ${i}`);
      return 'live';
    };
    expect(await processRebuilds(t.db, during, local(new Date()))).toEqual({ kind: 'built', requests: 1 });
    // They merged into one queued request, which waits for 10 s of quiet after the build: no build back to back.
    const waiting = await pending();
    expect(waiting).toHaveLength(1);
    expect(await processRebuilds(t.db, live, local(new Date()))).toEqual({ kind: 'idle' });
    expect(await processRebuilds(t.db, live, local(later(5_000)))).toEqual({ kind: 'idle' });
    let second: string[] = [];
    const record: SiteBuilder = async (batch) => ((second = batch.ids), 'live');
    expect(await processRebuilds(t.db, record, local(new Date(waiting[0]!.last_change_at.getTime() + 10_001)))).toEqual({
      kind: 'built',
      requests: 1,
    });
    expect(second).toEqual([waiting[0]!.id]);
    expect(built).toEqual([1]);
    expect(await pending()).toHaveLength(0);
  });

  it('builds five approvals a minute apart each at once when the builds are shorter than the gap', async () => {
    let now = Date.now();
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      await approve(`Minute Engineer ${i}`);
      // Moved to the minute of the simulated clock: the approval at `now`, its build 45 s long.
      await t.db
        .updateTable('rebuild_requests')
        .set({ requested_at: new Date(now), last_change_at: new Date(now) })
        .where('completed_at', 'is', null)
        .execute();
      outcomes.push((await processRebuilds(t.db, live, local(new Date(now + 2_000)))).kind);
      await t.db
        .updateTable('rebuild_requests')
        .set({ completed_at: new Date(now + 47_000) })
        .where('completed_at', '=', new Date(now + 2_000))
        .execute();
      now += 60_000;
    }
    expect(outcomes).toEqual(['built', 'built', 'built', 'built', 'built']);
  });

  it("never starts a second build while one runs, and an idle worker does not skip a failed build's backoff", async () => {
    await approve('Concurrent Engineer');
    let inner: string | undefined;
    const slow: SiteBuilder = async () => {
      await approve('Arrives Mid-Build');
      // Another worker tick while this build runs: nothing is due (a build is running, the new request is fresh).
      inner = (await processRebuilds(t.db, live, local(new Date()))).kind;
      throw new Error('astro build exited with code 1');
    };
    expect(await processRebuilds(t.db, slow, local(new Date()))).toMatchObject({ kind: 'failed', requests: 1 });
    expect(inner).toBe('idle');
    // Both approvals wait in the queue: the failed request (backoff 1 min, shown to admins) and the one made during the build.
    const rows = await pending();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.attempts === 1)?.last_error).toBe('astro build exited with code 1');
    // 20 s later the worker is idle (the failure ended 20 s ago), yet the failed request keeps its
    // backoff; the fresh one is built, and with it the failed one (one build settles every request).
    let settled: string[] = [];
    const record: SiteBuilder = async (batch) => ((settled = batch.ids), 'live');
    expect(await processRebuilds(t.db, record, local(later(20_000)))).toEqual({ kind: 'built', requests: 2 });
    expect(settled.sort()).toEqual(rows.map((r) => r.id).sort());
    expect(await pending()).toHaveLength(0);
  });
});

describe('the Netlify build hook', () => {
  let server: http.Server;
  let url: string;
  let status = 200;
  let calls: { method?: string; title: string | null }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      calls.push({ method: req.method, title: new URL(req.url ?? '/', 'http://x').searchParams.get('trigger_title') });
      res.writeHead(status).end();
    });
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${port}/build_hooks/abc`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    calls = [];
  });

  it('POSTs to the hook with a deploy title that names the requests and their batch', async () => {
    status = 200;
    expect(await netlifyBuildHook(url)(batch)).toBe('deploying');
    expect(calls).toEqual([{ method: 'POST', title: 'Rebuild requests 12, 13 [batch 0123456789ab]' }]);
  });

  it('fails with the status and what to check when the hook refuses', async () => {
    status = 404;
    await expect(netlifyBuildHook(url)(batch)).rejects.toThrow(
      'The Netlify build hook answered 404 Not Found; check NETLIFY_BUILD_HOOK_URL.',
    );
  });

  it('queue a rebuild once a job the last build published has expired, and only once', async () => {
    // 28 days back: it expires within two days at any time of day (29 expired already after 20:00 UTC).
    const posted = new Date(Date.now() - 28 * 24 * 3600_000).toISOString().slice(0, 10);
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({ ...newJob, job_title: 'Expiring Engineer', status: 'approved', posted_on: posted })
        .execute(),
    );
    await t.db.deleteFrom('rebuild_requests').execute();
    await recordJobsSnapshot(t.db);
    expect(await requestRebuildForExpiredJobs(t.db)).toBe(false); // nothing has expired yet
    const later = new Date(Date.now() + 3 * 24 * 3600_000); // past its 30 days
    expect(await requestRebuildForExpiredJobs(t.db, later)).toBe(true);
    expect((await pending()).map((r) => r.reason)).toEqual(['jobs expired']);
    expect(await requestRebuildForExpiredJobs(t.db, later)).toBe(false); // already queued
    await t.db.deleteFrom('rebuild_requests').execute();
    await t.db
      .updateTable('app_state')
      .set({ value: JSON.stringify({ at: later.toISOString() }) })
      .where('key', '=', 'jobs_snapshot')
      .execute();
    expect(await requestRebuildForExpiredJobs(t.db, later)).toBe(false); // a build after the expiry saw it
  });
});
