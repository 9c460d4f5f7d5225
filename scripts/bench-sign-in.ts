// npm run bench:sign-in: /api/jobs latency (p50/p95) while 20 sign-ins run in parallel, against
// the production build served by Node (as `npm start`), on a scratch database with 1,000 jobs.
// The same build is served once per password-check bound (BENCH_BOUNDS, set as
// SIGN_IN_HASH_CONCURRENCY): "unbounded" lets every sign-in in, "1" is the default. Compares run on
// the bcrypt worker thread; before it (dcb3170 and earlier) they ran on the event loop.
// Every sign-in uses a new e-mail from a new address, so no throttle refuses it: all of the load
// is bcrypt (an unknown e-mail costs a full compare at 12 rounds, like a real one).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { appRoleUrl } from '~/server/db/local';
import { seedBenchJobs } from './lib/seed/seed';
import { buildSite } from '~/server/rebuild/build-site';
import { startSiteProcess } from './lib/local-site/site-process';
import { freePortOn } from '~/server/db/free-port';
import { readBenchSettings } from './lib/tool-settings';
import { percentile } from './lib/percentile';

const settings = readBenchSettings();
const jobs = settings.BENCH_JOBS;
const parallel = settings.BENCH_SIGN_INS;
const searches = settings.BENCH_REQUESTS ?? 40;
const bounds = settings.BENCH_BOUNDS;
const words = ['nurse', 'teacher', 'engineer', 'accountant', 'dubai', 'python', 'sales', 'hotel'];

async function searchLatency(url: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < searches; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/jobs?q=${words[i % words.length]}&page=${1 + (i % 3)}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/jobs answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** `parallel` clients signing in back to back until stopped; the statuses they got. */
function signInLoad(url: string) {
  let running = true;
  let n = 0;
  const statuses = new Map<number, number>();
  const client = async (c: number) => {
    while (running) {
      const i = n++;
      const response = await fetch(`${url}/_actions/auth.signIn`, {
        method: 'POST',
        headers: { origin: url, 'x-forwarded-for': `10.${c}.${(i >> 8) & 255}.${i & 255}` },
        body: new URLSearchParams({ email: `guess-${i}@bench.example`, password: 'not the password' }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      // A refused client tries again after a moment, not in a tight loop.
      if (response.status === 503 || response.status === 429) await new Promise((r) => setTimeout(r, 200));
    }
  };
  const clients = Array.from({ length: parallel }, (_, c) => client(c));
  return {
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return statuses;
    },
  };
}

const scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-bench-sign-in-'));
const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
await mkdir('.builds', { recursive: true });
const outDir = await mkdtemp(path.resolve('.builds', 'bench-sign-in-'));
const rows: string[][] = [];
try {
  await migrate(pg.url);
  const owner = dbFor(pg.url, 4);
  await seedBenchJobs(owner, jobs);
  await sql`analyze`.execute(owner);
  const env = {
    DATABASE_URL: await appRoleUrl(pg.url, path.join(scratch, 'db-app-password')),
    DATA_DIR: path.join(scratch, 'data'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
  };
  console.log('bench:sign-in: building…');
  await buildSite({ outDir, env });
  for (const bound of bounds) {
    const concurrency = bound === 'unbounded' ? '100000' : bound;
    const site = await startSiteProcess(outDir, await freePortOn('127.0.0.1'), { ...env, SIGN_IN_HASH_CONCURRENCY: concurrency });
    const url = `http://127.0.0.1:${site.port}`;
    try {
      await searchLatency(url); // warm up
      const idle = await searchLatency(url);
      const loadStarted = performance.now();
      const load = signInLoad(url);
      await new Promise((r) => setTimeout(r, 1000));
      const busy = await searchLatency(url);
      const statuses = await load.stop();
      const seconds = (performance.now() - loadStarted) / 1000;
      const answered = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count}×${status}`)
        .join(', ');
      const ms = (n: number) => `${n.toFixed(0)} ms`;
      rows.push([
        bound,
        `${ms(idle.p50)} / ${ms(idle.p95)}`,
        `${ms(busy.p50)} / ${ms(busy.p95)}`,
        answered,
        `${((statuses.get(401) ?? 0) / seconds).toFixed(1)}/s`,
      ]);
      console.log(`bench:sign-in: hash bound ${bound} done`);
    } finally {
      await site.stop();
    }
  }
} finally {
  await closeAllDbs();
  await pg.stop();
  await rm(scratch, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
}

const header = [
  'concurrent hashes',
  'search idle p50/p95',
  `search with ${parallel} sign-ins p50/p95`,
  'sign-in answers',
  'passwords checked',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(format).join('\n')}`);
console.log(
  `\n${searches} sequential keyword searches over HTTP on ${jobs.toLocaleString('en-US')} jobs, while ${parallel} clients sign in back to back with wrong passwords (each a new e-mail and address); a refused client waits 200 ms.`,
);
