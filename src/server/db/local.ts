import path from 'node:path';
import pg from 'pg';
import { isProduction, readEnv } from '~/server/env';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

export interface LocalDatabase {
  url: string;
  /** True when this call started the embedded server (and `stop` stops it). */
  embedded: boolean;
  stop: () => Promise<void>;
}

/**
 * The database for a local command: DATABASE_URL when set, otherwise the embedded PostgreSQL with
 * its data under DATA_DIR/postgres. Either way the migrations are applied, and DATABASE_URL is
 * set in this process's environment for child processes (the Astro build).
 */
export async function ensureDatabase(options: { migrate?: boolean } = {}): Promise<LocalDatabase> {
  const env = readEnv();
  let url = env.DATABASE_URL;
  let stop = async () => {};
  const embedded = !url;
  if (!url) {
    const embeddedUrl = `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/postgres`;
    if (await answers(embeddedUrl)) {
      url = embeddedUrl; // another command (npm start) already runs it; leave it running
    } else {
      const server = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'postgres'), port: env.EMBEDDED_PG_PORT });
      url = server.url;
      stop = server.stop;
    }
  }
  // Production schemas are deployed with `supabase db push`, never by a build.
  if (options.migrate ?? !isProduction()) await migrate(url);
  process.env.DATABASE_URL = url;
  return { url, embedded, stop };
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
