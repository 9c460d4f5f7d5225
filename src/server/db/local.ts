import path from 'node:path';
import { readEnv } from '~/server/env';
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
export async function ensureDatabase(): Promise<LocalDatabase> {
  const env = readEnv();
  let url = env.DATABASE_URL;
  let stop = async () => {};
  const embedded = !url;
  if (!url) {
    const server = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'postgres'), port: env.EMBEDDED_PG_PORT });
    url = server.url;
    stop = server.stop;
  }
  await migrate(url);
  process.env.DATABASE_URL = url;
  return { url, embedded, stop };
}
