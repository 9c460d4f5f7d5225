// npm run bench:load: the local site (npm start's production build behind the proxy) on a
// scratch database with the demo data, under load, loopback only:
//  1. 500 concurrent mixed requests (static pages, the /jobs search page, /api/jobs searches, a
//     job page, an on-demand job page, a form post): p50/p95 and errors;
//  2. 50 clients for 12 s, every database backend terminated at 4 s (what a pooler restart or a
//     failover does): answers before, right after and at the end;
//  3. 50 clients for 14 s, the database stopped at 3 s and started again at 7 s.
// Bounded: about 2,000 + 50 × 26 s of requests, each with a 10 s timeout; the run gives up after 10 min.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { appRoleUrl } from '~/server/db/local';
import { seedDemoData } from './lib/seed/seed';
import { LocalSite } from './lib/local-site/local-site';
import { freePortOn } from '~/server/db/free-port';

setTimeout(() => {
  console.error('bench:load: gave up after 10 minutes');
  process.exit(1);
}, 600_000).unref();

type Kind = 'static' | 'search page' | 'search' | 'job page' | 'on-demand page' | 'form post';
interface Outcome {
  kind: Kind;
  at: number;
  ms: number;
  status: number | 'error';
}
const dynamicKinds = new Set<Kind>(['search page', 'search', 'on-demand page', 'form post']);

const scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-bench-load-'));
await chmod(scratch, 0o755); // as root the database runs as the postgres user
await mkdir('.builds', { recursive: true });
const buildsDir = await mkdtemp(path.resolve('.builds', 'bench-load-'));
const dbPort = await freePortOn('127.0.0.1');
const dataDir = path.join(scratch, 'pg');
// persistent: the database is stopped and started again in phase 3 and must keep its data.
let database: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, port: dbPort, persistent: true });
let site: LocalSite | undefined;
try {
  await migrate(database.url);
  await seedDemoData(dbFor(database.url, 2));
  const appUrl = await appRoleUrl(database.url, path.join(scratch, 'db-app-password'));
  const port = await freePortOn('127.0.0.1');
  site = new LocalSite({
    buildsDir,
    host: '127.0.0.1',
    port,
    env: { DATABASE_URL: appUrl, SITE_URL: `http://127.0.0.1:${port}`, DATA_DIR: scratch },
    // The server under load, not the proxy's copy of the CDN cache (its searches and pages repeat).
    cdnCacheBytes: 0,
  });
  console.log('bench:load: building the site…');
  await site.start();
  const base = site.url;
  const { jobs } = (await (await fetch(`${base}/api/jobs`)).json()) as { jobs: { slug: string }[] };
  const slug = jobs[0]!.slug;

  let formCount = 0;
  const mix: { kind: Kind; request: () => [string, RequestInit?] }[] = [
    { kind: 'static', request: () => ['/'] },
    // Rendered on demand from the database (cached a minute at Netlify's CDN, not here).
    { kind: 'search page', request: () => ['/jobs'] },
    { kind: 'static', request: () => ['/salary-guide'] },
    { kind: 'static', request: () => ['/career-advice'] },
    { kind: 'search', request: () => ['/api/jobs?q=nurse'] },
    { kind: 'search', request: () => ['/api/jobs?country=uae&page=2'] },
    { kind: 'search', request: () => ['/api/jobs?category=it-technology'] },
    { kind: 'job page', request: () => [`/jobs/${slug}`] },
    { kind: 'on-demand page', request: () => ['/jobs/approved-after-the-last-build-0'] },
    {
      kind: 'form post',
      request: () => [
        '/forms/newsletter?_action=forms.newsletter',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
          body: new URLSearchParams({ email: `load-${formCount++}@example.com`, source: 'footer', website: '' }).toString(),
          redirect: 'manual',
        },
      ],
    },
  ];

  const started = performance.now();
  const one = async (i: number): Promise<Outcome> => {
    const { kind, request } = mix[i % mix.length]!;
    const [pathname, init] = request();
    const t0 = performance.now();
    try {
      const response = await fetch(`${base}${pathname}`, { ...init, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return { kind, at: t0 - started, ms: performance.now() - t0, status: response.status };
    } catch {
      return { kind, at: t0 - started, ms: performance.now() - t0, status: 'error' };
    }
  };

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
  };
  const rows: string[][] = [];
  const summarise = (label: string, outcomes: Outcome[]) => {
    const count = (test: (o: Outcome) => boolean) => String(outcomes.filter(test).length);
    const ms = outcomes.map((o) => o.ms);
    rows.push([
      label,
      String(outcomes.length),
      count((o) => typeof o.status === 'number' && o.status < 400),
      count((o) => typeof o.status === 'number' && o.status >= 400 && o.status < 500),
      count((o) => o.status === 503),
      count((o) => typeof o.status === 'number' && o.status >= 500 && o.status !== 503),
      count((o) => o.status === 'error'),
      count((o) => !dynamicKinds.has(o.kind) && o.status !== 200),
      `${percentile(ms, 50).toFixed(0)} / ${percentile(ms, 95).toFixed(0)} ms`,
    ]);
  };

  // 1. A warm-up, then 500 at once.
  await Promise.all(Array.from({ length: 50 }, (_, i) => one(i)));
  summarise('500 concurrent mixed', await Promise.all(Array.from({ length: 500 }, (_, i) => one(i))));

  /** `clients` loops for `seconds`, `event` run at `eventAt` seconds; outcomes relative to the phase start. */
  const sustained = async (clients: number, seconds: number, events: [number, () => Promise<void>][]) => {
    const phaseStart = performance.now() - started;
    const outcomes: Outcome[] = [];
    const until = performance.now() + seconds * 1000;
    const timers = events.map(([at, event]) => new Promise<void>((resolve) => setTimeout(() => void event().then(resolve), at * 1000)));
    await Promise.all([
      ...timers,
      ...Array.from({ length: clients }, async (_, c) => {
        for (let i = c; performance.now() < until; i += clients) outcomes.push(await one(i));
      }),
    ]);
    return outcomes.map((o) => ({ ...o, at: (o.at - phaseStart) / 1000 }));
  };
  /** The answers that arrived between `from` and `to` seconds. */
  const window = (outcomes: Outcome[], from: number, to: number) =>
    outcomes.filter((o) => o.at + o.ms / 1000 >= from && o.at + o.ms / 1000 < to);

  // 2. Backends terminated.
  const terminate = async () => {
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    const { rowCount } = await owner.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    await owner.end();
    console.log(`bench:load: terminated ${rowCount} database backends`);
  };
  const terminated = await sustained(50, 12, [[4, terminate]]);
  summarise('terminate: 0-4 s (before)', window(terminated, 0, 4));
  summarise('terminate: 4-6 s (right after)', window(terminated, 4, 6));
  summarise('terminate: 6-12 s (after)', window(terminated, 6, 12));

  // 3. The database stopped and started again.
  const stop = async () => {
    await database.stop();
    console.log('bench:load: database stopped');
  };
  const restart = async () => {
    database = await startEmbeddedPostgres({ dataDir, port: dbPort, persistent: true });
    console.log('bench:load: database started again');
  };
  const stopped = await sustained(50, 14, [
    [3, stop],
    [7, restart],
  ]);
  summarise('db down: 0-3 s (before)', window(stopped, 0, 3));
  summarise('db down: 3-7 s (down)', window(stopped, 3, 7));
  summarise('db down: 7-10 s (back)', window(stopped, 7, 10));
  summarise('db down: 10-14 s (after)', window(stopped, 10, 14));
  const firstDynamicOk = stopped.filter((o) => dynamicKinds.has(o.kind) && o.at >= 7.2 && o.status === 200).map((o) => o.at)[0];

  const header = ['phase', 'requests', '2xx/3xx', '4xx', '503', 'other 5xx', 'no answer', 'static not 200', 'p50 / p95'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(format).join('\n')}`);
  console.log(
    `\nMix: 3 static pages, the /jobs search page (on demand), 3 /api/jobs searches, a prerendered job page, an on-demand job page, a newsletter form post (429 after 5 per address: counted as 4xx). ` +
      `Phases 2 and 3: 50 clients in a loop. First search/on-demand 200 after the database came back: ${firstDynamicOk === undefined ? 'none' : `${(firstDynamicOk - 7).toFixed(1)} s`}.`,
  );
} finally {
  await site?.stop();
  await closeAllDbs();
  await database.stop().catch(() => undefined);
  await rm(scratch, { recursive: true, force: true });
  await rm(buildsDir, { recursive: true, force: true });
}
process.exit(0);
