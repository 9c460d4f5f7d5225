// The site as `npm start` serves it, on throwaway data: a scratch embedded database (or the one
// DIRECT_DATABASE_URL / DATABASE_URL names), migrated and seeded by its owner, the production
// build behind the local proxy on a free port, connecting as the app role. For e2e and fuzz.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { appRoleUrl } from '~/server/db/local';
import { closeAllDbs, db, dbFor, type Db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { seedDemoData } from './seed/seed';
import { ensureLocalAdmin } from '~/server/auth/local-admin';
import { LocalSite } from './local-site/local-site';
import { freePortOn } from '~/server/db/free-port';
import { startSiteFromQueue } from './local-site/site-from-queue';

export interface ScratchSite {
  site: LocalSite;
  /** The owner's connection string and pool (the site itself runs as the app role). */
  ownerUrl: string;
  owner: Db;
  /** The run's data folder (DATA_DIR): the session secret that signs subscriber links, written mail. */
  dataDir: string;
  /** The site's own database (the app role), for workers such as the rebuild timer. */
  app: Db;
  admin: { email: string; password: string };
  buildMs: number;
  /** True when this run started the database (a scratch one), false when DATABASE_URL was given. */
  scratchDatabase: boolean;
  /** Closes the pools and stops the scratch database (once; nothing when DATABASE_URL was given). */
  stopDatabase: () => Promise<void>;
  /** Stops everything and deletes the scratch folders. */
  stop: () => Promise<void>;
}

export async function startScratchSite(label: string): Promise<ScratchSite> {
  const scratch = await mkdtemp(path.join(tmpdir(), `gulf-jobs-${label}-`));
  // Builds live in the project: the built server imports react & co. from ./node_modules.
  await mkdir('.builds', { recursive: true });
  const buildsDir = await mkdtemp(path.resolve('.builds', `${label}-`));
  // The scratch folder is the data folder of this run: the local admin's password, the session secret.
  const env = readEnv({ ...process.env, DATA_DIR: scratch });
  let stopEmbedded: (() => Promise<void>) | undefined;
  let ownerUrl = env.DIRECT_DATABASE_URL ?? env.DATABASE_URL;
  if (!ownerUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(scratch, 'pg'),
      port: await freePortOn('127.0.0.1'),
      persistent: false,
    });
    ownerUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const scratchDatabase = stopEmbedded !== undefined;
  const stopDatabase = async () => {
    await closeAllDbs();
    const stopping = stopEmbedded;
    stopEmbedded = undefined;
    await stopping?.();
  };
  let site: LocalSite | undefined;
  const stop = async () => {
    await site?.stop();
    await stopDatabase();
    await rm(scratch, { recursive: true, force: true });
    await rm(buildsDir, { recursive: true, force: true });
  };
  try {
    await migrate(ownerUrl);
    // The owner migrates and seeds; the site and its workers connect as the app role, as in production.
    const appUrl = scratchDatabase ? await appRoleUrl(ownerUrl, path.join(scratch, 'db-app-password')) : (env.DATABASE_URL ?? ownerUrl);
    const owner = dbFor(ownerUrl, 2);
    await seedDemoData(owner);
    const admin = await ensureLocalAdmin(owner, env);
    const port = await freePortOn('127.0.0.1');
    site = new LocalSite({
      buildsDir,
      host: 'localhost',
      port,
      env: { DATABASE_URL: appUrl, SITE_URL: `http://localhost:${port}`, DATA_DIR: scratch },
      // What each rebuild changed (tests/e2e/rebuild.spec.ts reads it: E2E_REBUILD_CHANGES_FILE).
      rebuildChangesFile: path.join(scratch, 'rebuild-changes.json'),
    });
    const app = db(appUrl);
    const { buildMs } = await startSiteFromQueue(app, site);
    return { site, ownerUrl, owner, dataDir: scratch, app, admin, buildMs, scratchDatabase, stopDatabase, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
