// npm run bench:first-render: what an on-demand job page costs a fresh server process as the board
// grows. For each of BENCH_SIZES (1,000 and 10,000 jobs): a scratch database with that many
// approved jobs, the production build, then one more job approved after it (so its page is rendered
// on demand), and a fresh `node server/entry.mjs` that answers that page first. Prints the server
// bundle's size, its largest chunk, the first page's time and the process's RSS after it.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { appRoleUrl } from '~/server/db/local';
import { freePortOn } from '~/server/db/free-port';
import { buildSite } from '~/server/rebuild/build-site';
import { approveOneLikeNewest, seedBenchJobs } from './lib/seed/seed';
import { readBenchSettings } from './lib/tool-settings';
import { firstJobPage } from './lib/first-render';

const sizes = readBenchSettings().BENCH_SIZES;

async function firstRender(size: number) {
  const scratch = await mkdtemp(path.join(tmpdir(), `gulf-jobs-first-render-${size}-`));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
  await mkdir('.builds', { recursive: true });
  const outDir = await mkdtemp(path.resolve('.builds', `first-render-${size}-`));
  try {
    await migrate(pg.url);
    const owner = dbFor(pg.url, 4);
    await seedBenchJobs(owner, size);
    await sql`analyze`.execute(owner);
    const appUrl = await appRoleUrl(pg.url, path.join(scratch, 'db-app-password'));
    const { ms: buildMs } = await buildSite({ outDir, env: { DATABASE_URL: appUrl } });
    // Approved after the build: only the on-demand route can answer it.
    const slug = await approveOneLikeNewest(owner);
    return { size, buildMs, ...(await firstJobPage(outDir, appUrl, slug)) };
  } finally {
    await closeAllDbs();
    await pg.stop();
    await rm(scratch, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const rows = [];
for (const size of sizes) {
  console.log(`first-render: ${size} jobs…`);
  rows.push(await firstRender(size));
}
console.log('\n| jobs | build | server bundle (.mjs) | largest chunk | process start + first job page | RSS after (peak) |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.size.toLocaleString('en-US')} | ${(r.buildMs / 1000).toFixed(1)} s | ${mb(r.bundle.bytes)} | ${r.bundle.largest.name} ${mb(r.bundle.largest.bytes)} | ${Math.round(r.firstMs)} ms | ${mb(r.rss)} (${mb(r.peak)}) |`,
  );
}
