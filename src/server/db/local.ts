import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { isProduction, readEnv, type Env } from '~/server/env';
import { freePortOn } from './free-port';
import { startEmbeddedPostgres } from './embedded';
import { embeddedOwnerUrl, occupantOf, runningPortOf } from './local-server';
import { migrate } from './migrate';
import { appRole, ownerDatabaseUrl } from './urls';

export interface LocalDatabase {
  /** The app's connection (DATABASE_URL): the app role on the embedded database. */
  url: string;
  /** The owner's connection (migrations, seed, admin:create); undefined in a production build. */
  ownerUrl: string | undefined;
  /** True when the embedded database is used (started here or by another command). */
  embedded: boolean;
  stop: () => Promise<void>;
}

/**
 * The database for a local command: DATABASE_URL (and DIRECT_DATABASE_URL, the owner's) when
 * set, otherwise the embedded PostgreSQL with its data under DATA_DIR/postgres, whose owner runs
 * the migrations and whose app role (password generated into DATA_DIR) the site uses. The caller
 * gives `url` to its child processes (the Astro build, the local server) as their DATABASE_URL.
 */
export async function ensureDatabase(options: { migrate?: boolean; env?: Env } = {}): Promise<LocalDatabase> {
  const env = options.env ?? readEnv();
  // Production schemas are deployed with `supabase db push` or `npm run db -- migrate`, never by a build.
  const shouldMigrate = options.migrate ?? !isProduction(env);
  const embedded = !env.DATABASE_URL && !env.DIRECT_DATABASE_URL;
  let stop = async () => {};
  let url: string;
  let ownerUrl: string | undefined;
  if (embedded) {
    const dataDir = path.resolve(env.DATA_DIR, 'postgres');
    // Another command of this checkout (npm start) may already run it: use it and leave it running.
    // It may run on another port when EMBEDDED_PG_PORT was taken (its postmaster.pid says which).
    const occupant = await occupantOf(env.EMBEDDED_PG_PORT, dataDir);
    const running = occupant.kind === 'ours' ? env.EMBEDDED_PG_PORT : await runningPortOf(dataDir);
    if (running) {
      ownerUrl = embeddedOwnerUrl(running);
    } else {
      const port = occupant.kind === 'other' ? await portInstead(env.EMBEDDED_PG_PORT, occupant.what, dataDir) : env.EMBEDDED_PG_PORT;
      const server = await startEmbeddedPostgres({ dataDir, port });
      ownerUrl = server.url;
      stop = server.stop;
    }
    if (shouldMigrate) await migrate(ownerUrl);
    url = await appRoleUrl(ownerUrl, path.join(env.DATA_DIR, 'db-app-password'));
  } else {
    if (!env.DATABASE_URL) {
      throw new Error(
        'DIRECT_DATABASE_URL is set but DATABASE_URL is not: set both (README "Configuration"), or neither for the embedded database.',
      );
    }
    url = env.DATABASE_URL;
    ownerUrl = shouldMigrate ? ownerDatabaseUrl(env) : (env.DIRECT_DATABASE_URL ?? (isProduction(env) ? undefined : url));
    if (shouldMigrate) await migrate(ownerUrl!);
  }
  return { url, ownerUrl, embedded, stop };
}

/** The owner's connection of a database from ensureDatabase, or a sentence saying what is missing. */
export function ownerUrlOf(database: LocalDatabase): string {
  const url = database.ownerUrl ?? ownerDatabaseUrl();
  if (!url)
    throw new Error('DIRECT_DATABASE_URL is not set: this command needs the database owner\'s direct connection (README "Configuration").');
  return url;
}

/**
 * The app role's URL on a database we own locally: its password is generated once into
 * `passwordFile` (like the session secret) and set with alter role when the role does not log in
 * with it yet, so a copied or reset cluster still matches.
 */
export async function appRoleUrl(ownerUrl: string, passwordFile: string): Promise<string> {
  let password = await readFile(passwordFile, 'utf8').then(
    (s) => s.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      return '';
    },
  );
  if (!/^[A-Za-z0-9_-]{32,}$/.test(password)) {
    password = randomBytes(32).toString('base64url');
    await mkdir(path.dirname(passwordFile), { recursive: true });
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  const url = new URL(ownerUrl);
  url.username = appRole;
  url.password = password;
  if (!(await logsIn(url.toString()))) await setAppRolePassword(ownerUrl, password);
  return url.toString();
}

/**
 * Sets the app role's password, one command at a time: two commands starting together (two
 * digest runs, npm start and a script) would update the role's catalog row at once, and one of
 * them fails with "tuple concurrently updated". The lock is the transaction's, so it cannot
 * outlive a crashed command.
 */
export async function setAppRolePassword(ownerUrl: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`${appRole} password`]);
    // base64url only: safe inside the quotes (alter role takes no parameters).
    await client.query(`alter role ${appRole} with password '${password}'`);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** True when `url` logs in (the embedded server asks for passwords, so a wrong one fails). */
async function logsIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Something else answers on EMBEDDED_PG_PORT (another checkout's embedded database, another
 * app's PostgreSQL): never migrate, seed and serve someone else's database; take a free port
 * instead and say so.
 */
async function portInstead(preferred: number, occupant: string, dataDir: string): Promise<number> {
  const port = await freePortOn('127.0.0.1');
  console.warn(
    `database: port ${preferred} (EMBEDDED_PG_PORT) is taken by ${occupant}, not this checkout's ${dataDir}; ` +
      `starting this checkout's database on port ${port} instead. Set EMBEDDED_PG_PORT to a free port to choose it.`,
  );
  return port;
}
