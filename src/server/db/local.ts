import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { isProduction, readEnv } from '~/server/env';
import { startEmbeddedPostgres } from './embedded';
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
 * the migrations and whose app role (password generated into DATA_DIR) the site uses. DATABASE_URL
 * is set in this process's environment for child processes (the Astro build, the local server).
 */
export async function ensureDatabase(options: { migrate?: boolean } = {}): Promise<LocalDatabase> {
  const env = readEnv();
  // Production schemas are deployed with `supabase db push` or `npm run db -- migrate`, never by a build.
  const shouldMigrate = options.migrate ?? !isProduction();
  const embedded = !env.DATABASE_URL && !env.DIRECT_DATABASE_URL;
  let stop = async () => {};
  let url: string;
  let ownerUrl: string | undefined;
  if (embedded) {
    ownerUrl = `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/postgres`;
    if (!(await answers(ownerUrl))) {
      const server = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'postgres'), port: env.EMBEDDED_PG_PORT });
      ownerUrl = server.url;
      stop = server.stop;
    } // else another command (npm start) already runs it; leave it running
    if (shouldMigrate) await migrate(ownerUrl);
    url = await appRoleUrl(ownerUrl, path.join(env.DATA_DIR, 'db-app-password'));
  } else {
    if (!env.DATABASE_URL) {
      throw new Error('DIRECT_DATABASE_URL is set but DATABASE_URL is not: set both (README "Configuration"), or neither for the embedded database.');
    }
    url = env.DATABASE_URL;
    ownerUrl = shouldMigrate ? ownerDatabaseUrl() : (env.DIRECT_DATABASE_URL ?? (isProduction() ? undefined : url));
    if (shouldMigrate) await migrate(ownerUrl!);
  }
  process.env.DATABASE_URL = url;
  return { url, ownerUrl, embedded, stop };
}

/** The owner's connection of a database from ensureDatabase, or a sentence saying what is missing. */
export function ownerUrlOf(database: LocalDatabase): string {
  const url = database.ownerUrl ?? ownerDatabaseUrl();
  if (!url) throw new Error('DIRECT_DATABASE_URL is not set: this command needs the database owner\'s direct connection (README "Configuration").');
  return url;
}

/**
 * The app role's URL on a database we own locally: its password is generated once into
 * `passwordFile` (like the session secret) and set with alter role at every start, so a copied or
 * reset cluster still matches.
 */
export async function appRoleUrl(ownerUrl: string, passwordFile: string): Promise<string> {
  let password = await readFile(passwordFile, 'utf8').then((s) => s.trim(), (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    return '';
  });
  if (!/^[A-Za-z0-9_-]{32,}$/.test(password)) {
    password = randomBytes(32).toString('base64url');
    await mkdir(path.dirname(passwordFile), { recursive: true });
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    // base64url only: safe inside the quotes (alter role takes no parameters).
    await client.query(`alter role ${appRole} with password '${password}'`);
  } finally {
    await client.end();
  }
  const url = new URL(ownerUrl);
  url.username = appRole;
  url.password = password;
  return url.toString();
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
