// npm run bench:cold-start [-- --runs 10] [--function <dir>] [--supabase]
// The Netlify SSR function's cold start. Without --function, builds the site with the Netlify
// adapter (NETLIFY=true) against a scratch embedded database, as Netlify would, and measures
// .netlify/v1/functions/ssr. Each run is a fresh Node process that imports the function and
// answers GET /api/auth/me without a cookie (the middleware and the auth provider load on the
// first on-demand request, not at import). Prints the medians of import, first request, total
// wall time and the process's CPU time. --supabase configures Supabase Auth (nothing is called).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { appRoleUrl } from '~/server/db/local';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { seedDemoData } from './lib/seed/seed';
import { buildSite } from '~/server/rebuild/build-site';
import { freePortOn } from '~/server/db/free-port';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, function: { type: 'string' }, supabase: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const site = 'https://jobs.example.com';

async function buildNetlifyFunction(): Promise<string> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-cold-start-'));
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(scratch, 'pg'),
    port: await freePortOn('127.0.0.1'),
    persistent: false,
  });
  try {
    await migrate(embedded.url);
    await seedDemoData(dbFor(embedded.url));
    // Production builds connect as the app role, as on Netlify.
    const appUrl = await appRoleUrl(embedded.url, path.join(scratch, 'db-app-password'));
    const { ms } = await buildSite({
      outDir: path.join(scratch, 'dist'),
      env: {
        NETLIFY: 'true',
        DATABASE_URL: appUrl,
        SESSION_SECRET: 'x'.repeat(40),
        SITE_URL: site,
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATA_DIR: scratch,
      },
    });
    console.log(`cold-start: Netlify build in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await closeAllDbs();
    await embedded.stop();
    await rm(scratch, { recursive: true, force: true });
  }
  return path.resolve('.netlify/v1/functions/ssr');
}

// Runs in the fresh process: argv[1] is the function folder.
const probe = `
const t0 = performance.now();
const { default: handler } = await import(process.argv[1] + '/ssr.mjs');
const t1 = performance.now();
const response = await handler(new Request('${site}/api/auth/me'), { ip: '127.0.0.1' });
await response.text();
const t2 = performance.now();
const cpu = process.cpuUsage();
console.log(JSON.stringify({ status: response.status, importMs: t1 - t0, requestMs: t2 - t1, totalMs: t2 - t0, cpuMs: (cpu.user + cpu.system) / 1000 }));
process.exit(0);`;

// Production's required variables; the database is never reached by a request without a session.
const env = {
  ...process.env,
  NETLIFY: 'true',
  DATABASE_URL: 'postgres://gulf_jobs_app:unused@127.0.0.1:9/postgres',
  SESSION_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
  SITE_URL: site,
  ...(values.supabase
    ? { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_unused', SUPABASE_SECRET_KEY: 'sb_secret_unused' }
    : {}),
};
const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const dir = values.function ? path.resolve(values.function) : await buildNetlifyFunction();
const rows: { importMs: number; requestMs: number; totalMs: number; cpuMs: number }[] = [];
for (let i = 0; i < runs; i++) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe, dir], { env, cwd: tmpdir() });
  const row = JSON.parse(stdout.trim().split('\n').at(-1)!) as (typeof rows)[number] & { status: number };
  if (row.status !== 200) throw new Error(`GET /api/auth/me answered ${row.status}: ${stdout}`);
  rows.push(row);
}
const ms = (key: keyof (typeof rows)[number]) => `${Math.round(median(rows.map((r) => r[key])))} ms`;
console.log(`cold-start: ${dir} (${values.supabase ? 'Supabase Auth' : 'local auth'}), median of ${runs} fresh processes:`);
console.log(`  import ${ms('importMs')}, first request ${ms('requestMs')}, total ${ms('totalMs')}, process CPU ${ms('cpuMs')}`);
console.log(`  totals: ${rows.map((r) => Math.round(r.totalMs)).join(' ')} ms`);
