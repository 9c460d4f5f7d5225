import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoleUrl, freshDatabase, type TestDatabase } from '../helpers/database';
import { backgroundDb, closeAllDbs, db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { isDatabaseUnavailable } from '~/server/db/unavailable';
import { appRole } from '~/server/db/urls';
import { forgetEnv } from '~/server/env';
import { answerDatabaseDown } from '~/server/http/database-down';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { withdrawnJobsHandler } from '~/server/rebuild/withdrawn-jobs-handler';

// A database that stalls (frozen, a held lock, a statement that never ends) must not hold a
// request for as long as it stalls: every request answers 503 within its bound. The bound here
// is 1 s (DATABASE_STATEMENT_TIMEOUT_MS), so the client gives up on a silent server after 3 s.

const statementMs = 1000;
const readMs = statementMs + 2000;
/** How late a 503 may come after its bound on a busy 2-core machine. */
const slackMs = 2500;

let t: TestDatabase;
let appUrl: string;
let owner: pg.Client;

beforeAll(async () => {
  t = await freshDatabase();
  appUrl = await appRoleUrl(t);
  vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', String(statementMs));
  forgetEnv();
  owner = new pg.Client({ connectionString: t.url });
  await owner.connect();
});
afterAll(async () => {
  await owner.end();
  await closeAllDbs();
  await t.drop();
  vi.unstubAllEnvs();
  forgetEnv();
});

/** A request as the middleware runs it: the real handler on the app's pool, a database outage answered 503. */
const get = (path: string) => {
  const request = new Request(`http://localhost${path}`);
  const url = new URL(request.url);
  return answerDatabaseDown(request, () =>
    url.pathname === '/api/withdrawn-jobs' ? withdrawnJobsHandler(db(appUrl), new Date(), url) : jobSearchHandler(request, db(appUrl)),
  );
};

/** The answer and how long it took; fails when there is none within `deadlineMs`. */
async function timed(answer: Promise<Response>, deadlineMs: number): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), deadlineMs)));
  const outcome = await Promise.race([answer, late]);
  clearTimeout(timer);
  if (outcome === 'no answer') throw new Error(`no answer within ${deadlineMs} ms`);
  return { response: outcome, ms: performance.now() - started };
}

/** What each route says while the database is out of reach (the search answers its own 503). */
const unavailable = {
  '/api/jobs?q=engineer': { error: 'Search is unavailable right now. Please try again in a moment.' },
  '/api/withdrawn-jobs': {
    error: 'The list of withdrawn jobs is not available right now.',
  },
};
const paths = ['/api/jobs?q=engineer', '/api/withdrawn-jobs'] as const;

describe('a frozen database (SIGSTOP)', () => {
  it("answers 503 within the client's bound on pooled connections, and the next request works once it is back", async () => {
    for (const path of paths) expect((await get(path)).status).toBe(200);
    // Fill the app's pool (10 connections), so every request below gets one of the frozen ones.
    await Promise.all(Array.from({ length: 10 }, () => withActor(db(appUrl), visitor, (trx) => sql`select pg_sleep(0.2)`.execute(trx))));
    // The app's idle pooled connections: their server processes stop answering, as a frozen server's would.
    const { rows } = await owner.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and usename = $1',
      [appRole],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { pid } of rows) process.kill(pid, 'SIGSTOP');
    try {
      const answers = await Promise.all(paths.map((path) => timed(get(path), readMs + slackMs + 5000)));
      for (const [i, { response, ms }] of answers.entries()) {
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual(unavailable[paths[i]!]);
        expect(ms).toBeLessThan(readMs + slackMs);
      }
    } finally {
      for (const { pid } of rows) process.kill(pid, 'SIGCONT');
    }
    // The timed-out connections were dropped, not handed to the next request.
    expect((await get('/api/jobs?q=engineer')).status).toBe(200);
  });
});

describe('a stalled database', () => {
  it('a request waiting on a lock answers 503 after the lock bound; the same pool serves the next one', async () => {
    await owner.query('begin');
    await owner.query('lock table public.job_search_rows in access exclusive mode');
    try {
      const { response, ms } = await timed(get('/api/jobs?q=doctor'), statementMs + slackMs + 5000);
      expect(response.status).toBe(503);
      expect(ms).toBeLessThan(statementMs + slackMs);
    } finally {
      await owner.query('rollback');
    }
    expect((await get('/api/jobs?q=doctor')).status).toBe(200);
  });

  it('a statement over the bound is cancelled by the server and counts as the database being unavailable', async () => {
    const started = performance.now();
    const error = await withActor(db(appUrl), visitor, (trx) => sql`select pg_sleep(10)`.execute(trx)).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(statementMs + slackMs);
    expect(error).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a transaction left idle past its bound is ended by the server', async () => {
    const error = await withActor(db(appUrl), visitor, async (trx) => {
      await sql`select 1`.execute(trx);
      // The idle transaction itself is what is tested: nothing to wait for but time.
      await new Promise((resolve) => setTimeout(resolve, 3 * statementMs + 1000));
      await sql`select 1`.execute(trx);
    }).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("scheduled work (digests, outbox, analytics roll-up) runs past a request's bound, within its own", async () => {
    const slow = await withActor(backgroundDb(appUrl), visitor, (trx) =>
      sql<{ done: boolean }>`select true as done from pg_sleep(1.5)`.execute(trx),
    );
    expect(slow.rows).toEqual([{ done: true }]);
  });

  it('long work on an unbounded pool (migrations, seeding, benchmarks, builds) is not cut off', async () => {
    const slow = await withActor(t.db, visitor, (trx) => sql<{ done: boolean }>`select true as done from pg_sleep(1.5)`.execute(trx));
    expect(slow.rows).toEqual([{ done: true }]);
  });
});
