import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { isProduction, readEnv } from '~/server/env';
import { appUrlProblem } from './urls';

// A calendar date stays a 'YYYY-MM-DD' string: turning it into a Date would shift it by the
// server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// numeric columns are salaries (numeric(12, 2), at most 10,000,000): exact as a JS number.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<Database>;

const pools = new Map<string, Db>();

/** A new Kysely instance with its own pool; the caller destroys it. */
export function createDb(connectionString: string, max = 10): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilientPool(connectionString, max) }) });
}

/**
 * A pg pool whose connections never crash the process when the server drops them (restart,
 * failover, a pooler restart, pg_terminate_backend). pg-pool listens for 'error' on idle clients
 * only; a client checked out by Kysely (inside a transaction, between two queries) that emits
 * 'error' with no listener is an uncaught exception. Every client gets a listener when it is
 * created; the query it was running rejects, the request answers 503, and the pool discards the
 * broken client on release and connects a new one for the next query.
 */
function resilientPool(connectionString: string, max = 10): pg.Pool {
  // A dead server makes new connections fail after this long instead of hanging the request.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  // Every client logs its own failure (below); the pool re-emits an idle client's, which needs a
  // listener too or it is an uncaught exception.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      console.error(`database: a connection failed: ${error.message} (the pool opens a new one for the next query)`),
    );
  });
  return pool;
}

/** One shared Kysely instance per connection string, created on first use. */
export function dbFor(connectionString: string, max = 10): Db {
  let db = pools.get(connectionString);
  if (!db) {
    db = createDb(connectionString, max);
    pools.set(connectionString, db);
  }
  return db;
}

/**
 * The app's database: DATABASE_URL, or the URL a script found (the embedded database, which it
 * also gives its child processes as their DATABASE_URL). In production it must log in as the app
 * role (src/server/db/urls.ts), never as the owner.
 */
export function db(url: string | undefined = readEnv().DATABASE_URL): Db {
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Run the site with `npm start` or `npm run dev`, which start the embedded database, or set DATABASE_URL.',
    );
  }
  if (isProduction()) {
    const problem = appUrlProblem(url);
    if (problem) throw new Error(problem);
  }
  return dbFor(url);
}

/** Closes every pool this process opened (scripts and tests call this before exiting). */
export async function closeAllDbs(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((d) => d.destroy()));
}
