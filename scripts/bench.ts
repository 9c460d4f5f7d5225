// npm run bench: scratch databases with 1,000 and 10,000 approved jobs; for each, the full
// production build (time, peak memory, files and their size, pages per second), the files a
// rebuild after one approval changes, and /api/jobs latency (p50/p95) over HTTP for keyword,
// category and country queries, and the first on-demand job page of a fresh server process.
// Prints a table. Targets: a 10,000-job build under 120 s on 2 cores, a 100,000-job build under
// 1.5 GB; one approval changes a handful of files; search p95 under 50 ms at 10,000 jobs.
// BENCH_PAGES=only: the page weights (each script file listed) and Lighthouse on the smallest board
// alone, BENCH_LIGHTHOUSE_RUNS times (medians), e.g.
//   BENCH_PAGES=only BENCH_SIZES=200 BENCH_LIGHTHOUSE_RUNS=3 npm run bench
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { closeAllDbs, dbFor, type Db } from '~/server/db/client';
import { appRoleUrl } from '~/server/db/local';
import { approveOneLikeNewest, seedBenchJobs } from './lib/seed/seed';
import { firstJobPage, type FirstRender } from './lib/first-render';
import { LocalSite } from './lib/local-site/local-site';
import { freePortOn } from '~/server/db/free-port';
import { measurePageWeights, type PageWeight } from './lib/page-weight';
import { lighthouseScores, metricNames, type LighthouseRuns } from './lib/lighthouse';
import { analyticsBench, analyticsTable } from './lib/analytics-bench';
import { digestBench } from './lib/digest-bench';
import { readBenchSettings } from './lib/tool-settings';
import { changedFiles, measuredBuild, publishedFiles } from './lib/measured-build';
import { approvalChanges, approvalChangesText, type ApprovalChanges } from './lib/approval-changes';
import { approvalToLive, jobPageLatency, type Latency } from './lib/on-demand-bench';
import { percentile } from './lib/percentile';
import { processCachePurges, type Purge } from '~/server/cache/purge-queue';

const settings = readBenchSettings();
const sizes = settings.BENCH_SIZES;
const requestsPerQuery = settings.BENCH_REQUESTS ?? 200;
const queries = {
  keyword: ['nurse', 'teacher', 'engineer', 'accountant', 'dubai', 'python', 'sales', 'hotel'],
  category: ['healthcare-medical', 'education-teaching', 'it-technology', 'engineering'],
  country: ['uae', 'saudi-arabia', 'qatar', 'kuwait', 'bahrain', 'oman'],
};
const param = { keyword: 'q', category: 'category', country: 'country' } as const;

async function countHtmlPages(dir: string): Promise<number> {
  let n = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) n++;
  }
  return n;
}

interface Row {
  weights?: PageWeight[];
  lighthouse?: LighthouseRuns[];
  jobs: number;
  buildS: number;
  pages: number;
  pagesPerS: number;
  peakRss: number;
  /** The published folder (client/): files and bytes. */
  files: number;
  bytes: number;
  /** Files a rebuild after one approval changed, added or removed, of which HTML pages. */
  afterApproval: { files: number; pages: number; otherJobPages: number; kinds: ApprovalChanges };
  /** A fresh server process of the first build answering the approved job's page (on demand) first. */
  firstRender: FirstRender;
  latency: Record<keyof typeof queries, { p50: number; p95: number }>;
  /** Job pages through the local site: first requests of pages rendered on demand, a prerendered one, and an on-demand one kept by the proxy's CDN cache. */
  jobPages: { onDemand?: Latency; prerendered: Latency; cached?: Latency };
  /** From the approval: the job's page answering, and the job in /api/jobs. */
  toLive: { pageMs?: number; searchMs?: number };
}

async function benchOne(size: number): Promise<Row> {
  const scratch = await mkdtemp(path.join(tmpdir(), `gulf-jobs-bench-${size}-`));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
  // Builds live in the project: the built server imports react & co. from ./node_modules.
  await mkdir('.builds', { recursive: true });
  const buildsDir = await mkdtemp(path.resolve('.builds', `bench-${size}-`));
  // The measured builds sit beside the site's: the local site clears its own folder when it starts.
  const measuredDir = await mkdtemp(path.resolve('.builds', `bench-measured-${size}-`));
  let site: LocalSite | undefined;
  try {
    await migrate(pg.url);
    const owner = dbFor(pg.url, 4);
    const seeding = performance.now();
    await seedBenchJobs(owner, size);
    await sql`analyze`.execute(owner);
    console.log(`bench: ${size} jobs seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    // The site connects as the app role, as in production.
    const appUrl = await appRoleUrl(pg.url, path.join(scratch, 'db-app-password'));
    site = new LocalSite({ buildsDir, host: '127.0.0.1', port: await freePortOn('127.0.0.1'), env: { DATABASE_URL: appUrl } });
    // The measured build, then the same after one approval: what a rebuild rewrites.
    const buildEnv = { DATABASE_URL: appUrl, SITE_URL: 'http://127.0.0.1:4321' };
    const first = await measuredBuild(path.join(measuredDir, 'measured-1'), buildEnv);
    await site.start();
    const builds = await readdir(buildsDir);
    const pages = await countHtmlPages(path.join(buildsDir, builds[0]!, 'client'));
    const buildMs = first.ms;
    const latency = {} as Row['latency'];
    for (const kind of Object.keys(queries) as (keyof typeof queries)[]) {
      const values = queries[kind];
      const times: number[] = [];
      for (let i = 0; i < requestsPerQuery; i++) {
        const value = values[i % values.length]!;
        // Each search is measured as the database answers it: never from the proxy's CDN cache
        // (the queries repeat; a kept answer would measure the cache).
        site.cdnCache?.clear();
        const started = performance.now();
        const response = await fetch(`${site.url}/api/jobs?${param[kind]}=${encodeURIComponent(value)}&page=${1 + (i % 3)}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`/api/jobs answered ${response.status} for ${kind}=${value}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      latency[kind] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    }
    const jobPages = await jobPageLatency(site.url, owner, requestsPerQuery, { cached: site.cdnCache !== undefined });
    // Page weight once, on the smallest board (it does not depend on the number of jobs).
    const weights = size === sizes[0] ? await measureWeights(site.url) : undefined;
    const scores = size === sizes[0] ? await measureLighthouse(site.url, weights!) : undefined;
    const { slug, toLive, ...afterApproval } = await filesChangedByOneApproval(owner, measuredDir, buildEnv, site.url, site.cdnPurge);
    // The approved job is not in the first build: a fresh server of it renders its page on demand.
    const firstRender = await firstJobPage(path.join(measuredDir, 'measured-1'), appUrl, slug);
    const published = await publishedFiles(path.join(measuredDir, 'measured-1', 'client'));
    return {
      jobs: size,
      buildS: buildMs / 1000,
      pages,
      pagesPerS: pages / (buildMs / 1000),
      peakRss: first.peakRss,
      files: published.size,
      bytes: [...published.values()].reduce((sum, file) => sum + file.bytes, 0),
      afterApproval,
      firstRender,
      latency,
      jobPages,
      toLive,
      weights,
      lighthouse: scores,
    };
  } finally {
    await site?.stop();
    await closeAllDbs();
    await pg.stop();
    await rm(scratch, { recursive: true, force: true });
    await rm(buildsDir, { recursive: true, force: true });
    await rm(measuredDir, { recursive: true, force: true });
  }
}

/**
 * One more approved job like the newest (its category and country are among the board's largest),
 * published now, then the same build again: the published files that differ from the first build.
 */
async function filesChangedByOneApproval(
  owner: Db,
  measuredDir: string,
  env: Record<string, string>,
  siteUrl: string,
  purge: Purge | undefined,
): Promise<Row['afterApproval'] & { slug: string; toLive: Row['toLive'] }> {
  const approvedAt = performance.now();
  const slug = await approveOneLikeNewest(owner);
  // As an admin's approval does before it answers (purge-after-write.ts): the queued tags leave the
  // proxy's CDN cache (a search kept from before would not show the job for a minute).
  if (purge) await processCachePurges(owner, purge);
  // The running site shows it without a rebuild: its page on demand, and search.
  const toLive = await approvalToLive(siteUrl, slug, approvedAt);
  await measuredBuild(path.join(measuredDir, 'measured-2'), env);
  const [before, after] = await Promise.all(
    ['measured-1', 'measured-2'].map((name) => publishedFiles(path.join(measuredDir, name, 'client'))),
  );
  const { changed, added, removed } = changedFiles(before!, after!);
  const all = [...changed, ...added, ...removed];
  // By kind: the new job's pages, the pages of the job that left the newest PRERENDER_JOB_PAGES, the
  // listings that show or count it, and anything else (should be none, e.g. a job page that existed
  // before: the approval touched a job it has nothing to do with).
  const kinds = approvalChanges({ changed, added, removed });
  const otherJobPages = kinds.other.filter((f) => /^~(ar\/)?jobs\/[^/]+\/index\.html$/.test(f)).length;
  return {
    files: all.length,
    pages: all.filter((f) => f.endsWith('.html')).length,
    otherJobPages,
    kinds,
    slug,
    toLive,
  };
}

function measureLighthouse(url: string, weights: PageWeight[]): Promise<LighthouseRuns[]> | undefined {
  if (settings.BENCH_LIGHTHOUSE !== '1') return undefined;
  const paths = weights.filter((w) => w.name !== 'country page').map((w) => w.path);
  return lighthouseScores(url, paths, settings.BENCH_LIGHTHOUSE_RUNS);
}

/** BENCH_PAGES=only: a board of `size` jobs, the local site's build, its page weights and Lighthouse; nothing else. */
async function benchPagesOnly(size: number): Promise<{ weights: PageWeight[]; lighthouse?: LighthouseRuns[] }> {
  const scratch = await mkdtemp(path.join(tmpdir(), `gulf-jobs-bench-pages-${size}-`));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
  await mkdir('.builds', { recursive: true });
  const buildsDir = await mkdtemp(path.resolve('.builds', `bench-pages-${size}-`));
  let site: LocalSite | undefined;
  try {
    await migrate(pg.url);
    const owner = dbFor(pg.url, 4);
    await seedBenchJobs(owner, size);
    await sql`analyze`.execute(owner);
    const appUrl = await appRoleUrl(pg.url, path.join(scratch, 'db-app-password'));
    site = new LocalSite({ buildsDir, host: '127.0.0.1', port: await freePortOn('127.0.0.1'), env: { DATABASE_URL: appUrl } });
    const { buildMs } = await site.start();
    console.log(`bench: ${size} jobs, site built in ${(buildMs / 1000).toFixed(1)} s; load average ${loadAverage()}`);
    const weights = await measureWeights(site.url);
    const lighthouse = await measureLighthouse(site.url, weights);
    console.log(`bench: measured; load average ${loadAverage()}`);
    return { weights, lighthouse };
  } finally {
    await site?.stop();
    await closeAllDbs();
    await pg.stop();
    await rm(scratch, { recursive: true, force: true });
    await rm(buildsDir, { recursive: true, force: true });
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function measureWeights(url: string): Promise<PageWeight[]> {
  const { jobs } = (await (await fetch(`${url}/api/jobs`)).json()) as { jobs: { slug: string }[] };
  return measurePageWeights(url, [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/jobs' },
    { name: 'job page', path: `/jobs/${jobs[0]!.slug}` },
    { name: 'country page', path: '/uae-jobs' },
    // The Arabic site holds the same budget.
    { name: 'arabic listing', path: '/ar/jobs' },
  ]);
}

const rows: Row[] = [];
// BENCH_DIGESTS=only: the digest run alone (the builds and the analytics take minutes).
const digestsOnly = settings.BENCH_DIGESTS === 'only';
// BENCH_PAGES=only: the page weights and Lighthouse alone, on the smallest board.
const pagesOnly = settings.BENCH_PAGES === 'only' && !digestsOnly;
const pagesAlone = pagesOnly
  ? (console.log(`bench: page weights and Lighthouse, ${sizes[0]} jobs…`), await benchPagesOnly(sizes[0]!))
  : undefined;
for (const size of digestsOnly || pagesOnly ? [] : sizes) {
  console.log(`bench: ${size} jobs…`);
  rows.push(await benchOne(size));
}

// The analytics dashboard on a million page views (BENCH_ANALYTICS=0 skips it).
const analytics =
  settings.BENCH_ANALYTICS === '0' || digestsOnly || pagesOnly
    ? undefined
    : (console.log('bench: analytics, 1,000,000 page views…'), await analyticsBench());

const ms = (n: number) => `${n.toFixed(1)} ms`;
const gb = (n: number) => `${(n / 1024 ** 3).toFixed(2)} GB`;
const header = [
  'jobs',
  'build',
  'peak RSS',
  'files',
  'output',
  'changed by 1 approval',
  'first on-demand page (fresh process)',
  'pages',
  'pages/s',
  'keyword p50/p95',
  'category p50/p95',
  'country p50/p95',
  'job page on demand, first request p50/p95',
  'prerendered job page p50/p95',
  'job page on demand, kept by the local CDN cache p50/p95',
  'approval → page / in search',
];
const lines = rows.map((r) => [
  r.jobs.toLocaleString('en-US'),
  `${r.buildS.toFixed(1)} s`,
  gb(r.peakRss),
  r.files.toLocaleString('en-US'),
  gb(r.bytes),
  `${r.afterApproval.files} (${r.afterApproval.kinds.jobPagesAdded.length} added and ${r.afterApproval.kinds.jobPagesRemoved.length} removed job pages, ${r.afterApproval.kinds.listings.length} listings, ${r.afterApproval.kinds.other.length} other; ${r.afterApproval.otherJobPages} other job pages)`,
  `${Math.round(r.firstRender.firstMs)} ms, ${(r.firstRender.rss / 1024 ** 2).toFixed(0)} MB`,
  String(r.pages),
  r.pagesPerS.toFixed(0),
  `${ms(r.latency.keyword.p50)} / ${ms(r.latency.keyword.p95)}`,
  `${ms(r.latency.category.p50)} / ${ms(r.latency.category.p95)}`,
  `${ms(r.latency.country.p50)} / ${ms(r.latency.country.p95)}`,
  r.jobPages.onDemand
    ? `${ms(r.jobPages.onDemand.p50)} / ${ms(r.jobPages.onDemand.p95)} (${r.jobPages.onDemand.count} pages)`
    : 'all prerendered',
  `${ms(r.jobPages.prerendered.p50)} / ${ms(r.jobPages.prerendered.p95)}`,
  r.jobPages.cached ? `${ms(r.jobPages.cached.p50)} / ${ms(r.jobPages.cached.p95)}` : 'no cache (LOCAL_CDN_CACHE_MB=0) or all prerendered',
  `${r.toLive.pageMs === undefined ? 'not in 60 s' : ms(r.toLive.pageMs)} / ${r.toLive.searchMs === undefined ? 'not in 60 s' : ms(r.toLive.searchMs)}`,
]);
if (rows.length > 0) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${lines.map(format).join('\n')}`);
  console.log(
    `\n${requestsPerQuery} sequential requests per query type over HTTP through the local proxy; targets: 10,000-job build < 120 s, search p95 < 50 ms; at 100,000 jobs a build < 1.5 GB and ≤ 1.5 × the 1,000-job build, output < 1 GB, the first on-demand page of a fresh process ≤ 1 s and ≤ 250 MB, a job page not prerendered p95 ≤ 150 ms at its first request and as fast as a static file once kept by the CDN (locally the proxy's cache), an approved job in search and its page answering within 5 s.`,
  );
  console.log(
    `Build: \`astro build\` alone (PRERENDER_JOB_PAGES=${process.env.PRERENDER_JOB_PAGES ?? 'default'}), peak RSS its VmHWM; files and output the published folder (client/). Changed by 1 approval: files changed, added or removed by the same build after one more job is approved. First on-demand page: a fresh \`node server/entry.mjs\` of the first build answering that job's page (from the process's start; its RSS after).`,
  );
  for (const r of rows)
    console.log(
      `  ${r.jobs} jobs, the files one approval changed (~), added (+) or removed (-):\n${approvalChangesText(r.afterApproval.kinds)}`,
    );
}

// One digest run for 10,000 alerts against 10,000 jobs (BENCH_DIGESTS=0 skips it, =only runs just it).
if (settings.BENCH_DIGESTS !== '0' && !pagesOnly) {
  console.log('bench: digests, 10,000 alerts against 10,000 jobs…');
  const d = await digestBench();
  const dHeader = [
    'jobs',
    'alerts + newsletters',
    'keywords',
    'run',
    'subscriptions/s',
    'outbox rows',
    'rows/s',
    'sent / skipped / failed',
  ];
  const dLine = [
    d.jobs.toLocaleString('en-US'),
    `${d.alerts.toLocaleString('en-US')} + ${d.newsletters.toLocaleString('en-US')}`,
    String(d.keywords),
    `${d.runS.toFixed(1)} s`,
    (d.run.claimed / d.runS).toFixed(0),
    d.outboxRows.toLocaleString('en-US'),
    (d.outboxRows / d.runS).toFixed(0),
    `${d.run.sent} / ${d.run.skipped} / ${d.run.failed}`,
  ];
  const dWidths = dHeader.map((h, i) => Math.max(h.length, dLine[i]!.length));
  const dFormat = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(dWidths[i]!)).join(' | ')} |`;
  console.log(`\n${dFormat(dHeader)}\n|${dWidths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${dFormat(dLine)}`);
  console.log(
    '\nDigests: one runDigests run end to end (claim in batches of 500, bulk matching in SQL, e-mails built and written to the outbox, watermarks moved). Target: under 60 s.',
  );
}

if (analytics) console.log(analyticsTable(analytics));

const weights = pagesAlone?.weights ?? rows.find((r) => r.weights)?.weights ?? [];
if (weights.length > 0) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const targets: Record<string, string> = { 'job page': '≤ 30 KB JS', listing: '≤ 90 KB JS', 'arabic listing': '≤ 90 KB JS' };
  const wHeader = ['page', 'path', 'JS (gzip)', 'total (gzip)', 'requests', 'target'];
  const wLines = weights.map((w) => [
    w.name,
    w.path.length > 40 ? `${w.path.slice(0, 37)}...` : w.path,
    kb(w.jsGzip),
    kb(w.totalGzip),
    String(w.requests),
    targets[w.name] ?? '',
  ]);
  const wWidths = wHeader.map((h, i) => Math.max(h.length, ...wLines.map((l) => l[i]!.length)));
  const wFormat = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(wWidths[i]!)).join(' | ')} |`;
  console.log(`\n${wFormat(wHeader)}\n|${wWidths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${wLines.map(wFormat).join('\n')}`);
  console.log('\nPage weight: every same-site response of a cold load in Chromium, each gzipped at level 9.');
  // Alone, each page's scripts: which chunks make up its JavaScript.
  if (pagesOnly) {
    for (const w of weights) {
      console.log(`\n${w.name} (${w.path}), ${kb(w.jsGzip)} of JS:`);
      for (const s of w.scripts) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.path}`);
    }
  }
}

const scores = pagesAlone?.lighthouse ?? rows.find((r) => r.lighthouse)?.lighthouse ?? [];
if (scores.length > 0) {
  const lHeader = ['page (Lighthouse mobile)', 'performance', 'accessibility', 'best practices', 'SEO'];
  const lLines = scores.map((s) => [
    s.path.length > 40 ? `${s.path.slice(0, 37)}...` : s.path,
    s.performanceRuns.length > 1 ? `${s.performance} (runs ${s.performanceRuns.join(', ')})` : String(s.performance),
    String(s.accessibility),
    String(s.bestPractices),
    String(s.seo),
  ]);
  const lWidths = lHeader.map((h, i) => Math.max(h.length, ...lLines.map((l) => l[i]!.length)));
  const lFormat = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(lWidths[i]!)).join(' | ')} |`;
  console.log(`\n${lFormat(lHeader)}\n|${lWidths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${lLines.map(lFormat).join('\n')}`);
  console.log(
    '\nTargets: performance ≥ 95; accessibility, best practices and SEO 100. Served locally over http (Lighthouse counts that against best practices only for HTTPS-related audits).',
  );
  if (settings.BENCH_LIGHTHOUSE_RUNS > 1)
    console.log(`Each score the median of ${settings.BENCH_LIGHTHOUSE_RUNS} runs (every page in turn, then again).`);
  // Alone, what the performance scores are made of (each the median across the runs).
  if (pagesOnly) {
    console.log("\nPerformance metrics (ms; CLS unitless; ttfb: the page's own server response):");
    for (const sc of scores) {
      const cells = metricNames.map((name) => `${name} ${name === 'cls' ? sc.metrics[name].toFixed(3) : Math.round(sc.metrics[name])}`);
      console.log(`  ${sc.path}: ${cells.join(', ')}`);
    }
  }
}
