// npm run bench:first-render: what an on-demand job page costs a fresh server process as the board
// grows. For each of BENCH_SIZES (1,000 and 10,000 jobs): a scratch database with that many
// approved jobs, the production build, then one more job approved after it (so its page is rendered
// on demand), and a fresh `node server/entry.mjs` that answers that page first. Prints the server
// bundle's size, its largest chunk, the first page's time and the process's RSS after it.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { appRoleUrl } from '~/server/db/local';
import { freePortOn } from '~/server/db/free-port';
import { buildSite } from '~/server/rebuild/build-site';
import { jobTables } from '~/server/db/job-tables';
import { seedBenchJobs } from './lib/seed/seed';
import { readBenchSettings } from './lib/tool-settings';

const sizes = readBenchSettings().BENCH_SIZES;

async function serverBundle(dir: string): Promise<{ bytes: number; largest: { name: string; bytes: number } }> {
  let bytes = 0;
  let largest = { name: '', bytes: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    const size = (await stat(path.join(entry.parentPath, entry.name))).size;
    bytes += size;
    if (size > largest.bytes) largest = { name: entry.name, bytes: size };
  }
  return { bytes, largest };
}

/** The process's resident memory now and at its peak (Linux /proc), in bytes. */
function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

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
    await seedBenchJobs(owner, 1, new Date(), size);
    const { slug } = await jobTables(owner).selectFrom('jobs').select('slug').orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    const bundle = await serverBundle(path.join(outDir, 'server'));
    const port = await freePortOn('127.0.0.1');
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(outDir, 'server', 'entry.mjs')], {
      env: { ...process.env, DATABASE_URL: appUrl, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      let response: Response | undefined;
      while (!response) {
        response = await fetch(`http://127.0.0.1:${port}/jobs/${slug}`).catch(async () => {
          if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
          await new Promise((r) => setTimeout(r, 20));
          return undefined;
        });
      }
      const html = await response.text();
      const firstMs = performance.now() - started;
      if (response.status !== 200 || !html.includes('application/ld+json')) throw new Error(`/jobs/${slug} answered ${response.status}`);
      const memory = rssOf(child.pid!);
      return { size, buildMs, bundle, firstMs, ...memory };
    } finally {
      child.kill('SIGTERM');
    }
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
