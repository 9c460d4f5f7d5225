// npm run test:e2e: a scratch embedded database (or DATABASE_URL), demo data, the production
// build served like `npm start` (rebuilds included), then Playwright against it.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { appRoleUrl } from '~/server/db/local';
import { closeAllDbs, db, dbFor } from '~/server/db/client';
import { seedDemoData } from '~/server/seed/seed';
import { ensureLocalAdmin } from '~/server/auth/local-admin';
import { LocalSite } from '~/server/local-site/local-site';
import { freePortOn } from '~/server/local-site/free-port';
import { startRebuildTimer, startSiteFromQueue } from '~/server/local-site/rebuild-timer';
import { chromiumChoice, describeChromium, missingChromium } from './lib/chromium';

const browser = chromiumChoice();
const browserProblem = missingChromium(browser);
if (browserProblem) {
  console.error(browserProblem);
  process.exit(1);
}
console.log(`e2e: browser ${describeChromium(browser)}`);

const scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-e2e-'));
// Builds live in the project: the built server imports react & co. from ./node_modules.
await mkdir('.builds', { recursive: true });
const buildsDir = await mkdtemp(path.resolve('.builds', 'e2e-'));
process.env.DATA_DIR = scratch;
let stopDb = async () => {};
// The owner migrates and seeds; the site and its workers connect as the app role, as in production.
let ownerUrl = process.env.DIRECT_DATABASE_URL ?? process.env.DATABASE_URL;
if (!ownerUrl) {
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
  ownerUrl = embedded.url;
  stopDb = embedded.stop;
}
const embedded = !process.env.DATABASE_URL;
let code = 1;
let site: LocalSite | undefined;
let stopRebuilds = () => {};
try {
  await migrate(ownerUrl);
  if (embedded) process.env.DATABASE_URL = await appRoleUrl(ownerUrl, path.join(scratch, 'db-app-password'));
  const owner = dbFor(ownerUrl, 2);
  await seedDemoData(owner);
  const admin = await ensureLocalAdmin(owner);
  const port = await freePortOn('127.0.0.1');
  process.env.SITE_URL = `http://localhost:${port}`;
  site = new LocalSite({ buildsDir, host: 'localhost', port });
  const { buildMs } = await startSiteFromQueue(db(), site);
  console.log(`e2e: site built in ${(buildMs / 1000).toFixed(1)} s, serving ${site.url}`);
  stopRebuilds = startRebuildTimer(db(), site, 1000);
  code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      // The specs set up and inspect rows directly, as the owner; the site keeps the app role.
      env: { ...process.env, DATABASE_URL: ownerUrl, BASE_URL: site!.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  stopRebuilds();
  await site?.stop();
  await closeAllDbs();
  await stopDb();
  await rm(scratch, { recursive: true, force: true });
  await rm(buildsDir, { recursive: true, force: true });
}
process.exit(code);
