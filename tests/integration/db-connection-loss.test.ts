import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { createDb, type Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { isDatabaseUnavailable } from '~/server/db/unavailable';
import { answerDatabaseDown } from '~/server/http/database-down';

// What a pooler restart, a failover or a stopped server does to the site's pool: connections,
// idle or checked out in the middle of a transaction, are dropped. The process must live on,
// the requests that were using them fail as "unavailable" (503), and the next ones succeed.

const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.prependListener('uncaughtException', recordUncaught);
});
afterEach(() => {
  process.removeListener('uncaughtException', recordUncaught);
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request's worth of work: a visitor transaction with two queries and a pause between them. */
const visitorRequest = (db: Db) =>
  withActor(db, visitor, async (trx) => {
    await sql`select pg_sleep(0.01)`.execute(trx);
    await pause(5);
    return (await sql<{ n: number }>`select count(*)::int as n from public.public_jobs`.execute(trx)).rows[0]!.n;
  });

/** `clients` loops of requests until `until` resolves; every outcome is counted. */
async function load(db: Db, clients: number, until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  const outcome = { ok: 0, unavailable: 0, other: [] as unknown[] };
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!done) {
        try {
          await visitorRequest(db);
          outcome.ok++;
        } catch (error) {
          if (isDatabaseUnavailable(error)) outcome.unavailable++;
          else outcome.other.push(error);
        }
      }
    }),
  );
  return outcome;
}

describe('backends terminated under a 50-client load', () => {
  let t: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    t = await freshDatabase();
    db = createDb(t.url, 10);
  });
  afterAll(async () => {
    await db.destroy();
    await t.drop();
  });

  it('crashes nothing: the requests that lost their connection fail as unavailable, the next ones succeed', async () => {
    const killer = new pg.Client({ connectionString: t.url });
    await killer.connect();
    let terminated = 0;
    const terminations = (async () => {
      await pause(300);
      for (let round = 0; round < 5; round++) {
        // Only this file's database: other test files share the server.
        const { rows } = await killer.query<{ pid: number }>(
          `select pid from pg_stat_activity where backend_type = 'client backend' and datname = current_database() and pid <> pg_backend_pid()`,
        );
        for (const { pid } of rows) await killer.query('select pg_terminate_backend($1)', [pid]);
        terminated += rows.length;
        await pause(150);
      }
      await pause(200);
    })();
    const outcome = await load(db, 50, terminations);
    await killer.end();

    expect(uncaught).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    expect(outcome.other).toEqual([]);
    expect(outcome.unavailable).toBeGreaterThan(0);
    expect(outcome.ok).toBeGreaterThan(0);
    // After the terminations: 50 requests at once all succeed on fresh connections.
    const after = await Promise.allSettled(Array.from({ length: 50 }, () => visitorRequest(db)));
    expect(after.filter((r) => r.status === 'rejected')).toEqual([]);
  });

  it('answers 503 with a clear page or JSON for a request whose connection was terminated', async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    client.on('error', () => undefined);
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const killer = new pg.Client({ connectionString: t.url });
    await killer.connect();
    const running = client.query('select pg_sleep(5)').then(
      () => undefined,
      (e: unknown) => e,
    );
    const sleeping = async () =>
      (await killer.query(`select state, query from pg_stat_activity where pid = $1`, [pid])).rows[0] as
        { state: string; query: string } | undefined;
    await expect.poll(sleeping, { timeout: 10_000, interval: 20 }).toEqual({ state: 'active', query: 'select pg_sleep(5)' });
    await killer.query('select pg_terminate_backend($1)', [pid]);
    await killer.end();
    const error = await running;
    expect(isDatabaseUnavailable(error)).toBe(true);

    const api = await answerDatabaseDown(new Request('http://localhost/api/jobs?q=nurse'), () => Promise.reject(error));
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({
      error: 'The job database cannot be reached right now. Please try again in a minute; the rest of the site keeps working.',
    });
    const page = await answerDatabaseDown(new Request('http://localhost/jobs/new-job', { headers: { accept: 'text/html' } }), () =>
      Promise.reject(error),
    );
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<h1>Temporarily unavailable</h1>');
    // Any other error is still a bug, not an outage.
    await expect(
      answerDatabaseDown(new Request('http://localhost/api/jobs'), () => Promise.reject(new Error('column "x" does not exist'))),
    ).rejects.toThrow('column "x"');
  });
});

describe('the database stopped and started again', () => {
  it('fails requests as unavailable while it is down and serves them again when it is back, with the same pool', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-db-down-'));
    const port = await freePort();
    let server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, persistent: false });
    const db = createDb(server.url, 10);
    try {
      const query = () => sql<{ one: number }>`select 1 as one`.execute(db).then((r) => r.rows[0]!.one);
      expect(await Promise.all(Array.from({ length: 20 }, query))).toEqual(Array(20).fill(1));

      await server.stop();
      const down = await Promise.allSettled(Array.from({ length: 20 }, query));
      expect(down.every((r) => r.status === 'rejected' && isDatabaseUnavailable(r.reason))).toBe(true);

      server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, persistent: false });
      expect(await Promise.all(Array.from({ length: 20 }, query))).toEqual(Array(20).fill(1));
      expect(uncaught).toEqual([]);
    } finally {
      await db.destroy();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
