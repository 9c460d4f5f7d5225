import { Kysely, PostgresDialect, type PostgresCursor, type PostgresPool, type PostgresQueryResult } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { isProduction, readEnv } from '~/server/env';
import { appUrlProblem } from './urls';
import { readTimeoutMessage } from './unavailable';

// A calendar date stays a 'YYYY-MM-DD' string: turning it into a Date would shift it by the
// server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// numeric columns are salaries (numeric(12, 2), at most 10,000,000): exact as a JS number.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<Database>;

/**
 * How long a request may wait on the database. The server enforces the statement, lock and
 * idle-transaction bounds (set per transaction by withActor, so they hold behind a transaction
 * pooler too); the client's read bound catches what the server cannot answer at all (frozen,
 * unreachable) and drops that connection. All in milliseconds.
 */
export interface DbBounds {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
  readMs: number;
}

/**
 * Bounds from a statement bound: 8 s (a request's default) lets a stalled statement answer 503
 * within about 10 s, well inside a Netlify function's life. The server's own cancel gets 2 s to
 * arrive before the client gives up on the connection.
 */
export function boundsFor(statementMs: number): DbBounds {
  return { statementMs, lockMs: Math.min(statementMs, 5000), idleInTransactionMs: 3 * statementMs, readMs: statementMs + 2000 };
}

/**
 * Scheduled work (digest runs, the outbox, the analytics roll-up, rebuild checks) may take longer
 * per statement than a visitor waits, e.g. the first roll-up of a backlog; a scheduled function
 * lives 30 s, so 25 s still ends every stall inside it.
 */
const backgroundStatementMs = 25_000;

const pools = new Map<string, Db>();
const boundsByDb = new WeakMap<Db, DbBounds>();

/** The bounds a Kysely instance was created with; undefined for an unbounded one (scripts, migrations, builds). */
export const boundsOf = (db: Db): DbBounds | undefined => boundsByDb.get(db);

/**
 * A new Kysely instance with its own pool; the caller destroys it. Without `bounds` its
 * statements may run as long as they need (seeding, benchmarks, builds); the app's requests go
 * through db(), which is bounded.
 */
export function createDb(connectionString: string, max = 10, bounds?: DbBounds): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilientPool(connectionString, max, bounds) }) });
  if (bounds) boundsByDb.set(db, bounds);
  return db;
}

/**
 * A pg pool whose connections never crash the process when the server drops them (restart,
 * failover, a pooler restart, pg_terminate_backend). pg-pool listens for 'error' on idle clients
 * only; a client checked out by Kysely (inside a transaction, between two queries) that emits
 * 'error' with no listener is an uncaught exception. Every client gets a listener when it is
 * created; the query it was running rejects, the request answers 503, and the pool discards the
 * broken client on release and connects a new one for the next query.
 */
function resilientPool(connectionString: string, max: number, bounds: DbBounds | undefined): PostgresPool {
  // A dead server makes new connections fail after this long instead of hanging the request.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: bounds?.readMs ?? 10_000,
    ...(bounds && { query_timeout: bounds.readMs }),
  });
  // Every client logs its own failure (below); the pool re-emits an idle client's, which needs a
  // listener too or it is an uncaught exception.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      console.error(`database: a connection failed: ${error.message} (the pool opens a new one for the next query)`),
    );
  });
  return bounds ? droppingTimedOutClients(pool) : pool;
}

/**
 * pg gives up on a query after query_timeout but keeps the connection, whose server may still
 * run that query and hold its transaction open: handed to the next request, it would answer late,
 * or inside someone else's transaction. A client whose query timed out refuses every further
 * query at once (Kysely's rollback included, so the request fails after one bound, not two) and
 * is destroyed when released.
 */
function droppingTimedOutClients(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      let timedOut: Error | undefined;
      // pg's result is what Kysely reads (Kysely takes a pg.Pool as it is); only its types differ.
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query(text: unknown, parameters: ReadonlyArray<unknown> = []): Promise<unknown> | PostgresCursor<unknown> {
        // Kysely streams only with a cursor class in the dialect's config, which createDb gives none.
        if (typeof text !== 'string') throw new Error('Streaming query results needs a cursor, which this pool does not offer.');
        if (timedOut) return Promise.reject(timedOut);
        return client.query(text, [...parameters]).catch((error: unknown) => {
          if (isReadTimeout(error)) timedOut = error;
          throw error;
        });
      }
      return { query, release: () => client.release(timedOut) };
    },
  };
}

const isReadTimeout = (error: unknown): error is Error => error instanceof Error && error.message === readTimeoutMessage;

/** One shared Kysely instance per connection string (and bounds), created on first use. */
export function dbFor(connectionString: string, max = 10, bounds?: DbBounds): Db {
  const key = `${bounds ? JSON.stringify(bounds) : 'unbounded'} ${connectionString}`;
  let db = pools.get(key);
  if (!db) {
    db = createDb(connectionString, max, bounds);
    pools.set(key, db);
  }
  return db;
}

/**
 * The app's database: DATABASE_URL, or the URL a script found (the embedded database, which it
 * also gives its child processes as their DATABASE_URL), bounded for requests
 * (DATABASE_STATEMENT_TIMEOUT_MS). In production it must log in as the app role
 * (src/server/db/urls.ts), never as the owner.
 */
export function db(url: string | undefined = readEnv().DATABASE_URL): Db {
  return dbFor(appUrl(url), 10, boundsFor(readEnv().DATABASE_STATEMENT_TIMEOUT_MS));
}

/** The app's database for scheduled work: as db(), with a statement bound of 25 s (or the request's, when longer). */
export function backgroundDb(url: string | undefined = readEnv().DATABASE_URL): Db {
  return dbFor(appUrl(url), 10, boundsFor(Math.max(backgroundStatementMs, readEnv().DATABASE_STATEMENT_TIMEOUT_MS)));
}

function appUrl(url: string | undefined): string {
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Run the site with `npm start` or `npm run dev`, which start the embedded database, or set DATABASE_URL.',
    );
  }
  if (isProduction()) {
    const problem = appUrlProblem(url);
    if (problem) throw new Error(problem);
  }
  return url;
}

/** Closes every pool this process opened (scripts and tests call this before exiting). */
export async function closeAllDbs(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((d) => d.destroy()));
}
