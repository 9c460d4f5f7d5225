// npm run test:e2e: a scratch embedded database (or DATABASE_URL), demo data, the production
// build served like `npm start` (rebuilds included), then Playwright against it.
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalTimer } from '~/server/schedule/local-timers';
import { cachePurge, rebuildTrigger } from '~/server/schedule/tasks';
import { startScratchSite } from './lib/scratch-site';
import { e2eRebuildDebounce } from './lib/e2e-rebuilds';
import { describeChromium, e2eChromiumChoice, missingChromium } from './lib/chromium';
import { outcomeSummary, timingSummary } from './lib/e2e-timings';

const browser = e2eChromiumChoice();
const browserProblem = missingChromium(browser);
if (browserProblem) {
  console.error(browserProblem);
  process.exit(1);
}
console.log(`e2e: browser ${describeChromium(browser)}`);

let code = 1;
// Each phase's failed and flaky tests, printed once more after the last phase (see the end).
const outcomes: string[] = [];
let stopRebuilds = () => {};
let stopPurges = () => {};
const scratch = await startScratchSite('e2e');
const { site, ownerUrl, admin, dataDir } = scratch;
try {
  console.log(`e2e: site built in ${(scratch.buildMs / 1000).toFixed(1)} s, serving ${site.url}`);
  // Only the rebuilds run on a timer (every second, after a short quiet spell, to keep the specs
  // short: lib/e2e-rebuilds.ts): the specs run the other scheduled tasks themselves when they need
  // them, so their outbox rows stay put until then.
  // Each rebuild swaps in a server on a new port: the file names the current one for the specs.
  const upstreamFile = path.join(dataDir, 'site-upstream-url');
  const noteUpstream = () => writeFile(upstreamFile, site.upstreamUrl ?? '');
  await noteUpstream();
  const rebuildSite = async () => {
    const result = await site.rebuild();
    await noteUpstream();
    return result;
  };
  stopRebuilds = startLocalTimer(rebuildTrigger, { db: scratch.app, rebuildSite, rebuildDebounce: e2eRebuildDebounce }, 1000);
  // The proxy keeps answers as Netlify's CDN does: the purge queue runs every second, for changes a
  // spec makes straight in SQL (a change made through the site is purged before its answer).
  stopPurges = startLocalTimer(cachePurge, { db: scratch.app, cdnPurge: site.cdnPurge }, 1000);
  /**
   * One Playwright run. `quiet`: its output is kept and returned instead of printed as it comes, for a
   * run beside another (their failure reports would interleave line by line).
   */
  const playwright = async (args: string[], phase = 'run', { quiet = false } = {}) => {
    const reportFile = path.resolve('playwright-report', `e2e-${phase}.json`);
    // Never the summary of an earlier run.
    await rm(reportFile, { force: true });
    const output: Buffer[] = [];
    const exitCode = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
        stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        // The specs set up and inspect rows directly, as the owner; the site keeps the app role. With
        // the site's SITE_URL and DATA_DIR (its session secret), a spec can run what the scheduled
        // functions run (digests, the outbox) and get links the site accepts.
        env: {
          ...process.env,
          DATABASE_URL: ownerUrl,
          BASE_URL: site.url,
          // The file naming the site's own server behind the proxy (what Netlify runs), for requests the
          // proxy would refuse first.
          SITE_UPSTREAM_FILE: upstreamFile,
          SITE_URL: site.url,
          DATA_DIR: dataDir,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          E2E_REPORT_FILE: reportFile,
          // What the last rebuild changed in the published folder (scripts/lib/local-site/local-site.ts).
          E2E_REBUILD_CHANGES_FILE: path.join(dataDir, 'rebuild-changes.json'),
          // The pages the accessibility sweep visits, named once per run (tests/e2e/a11y.spec.ts).
          E2E_SWEEP_PAGES_FILE: path.join(dataDir, 'sweep-pages.json'),
        },
      });
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('close', (c) => resolve(c ?? 1));
    });
    const lines = [Buffer.concat(output).toString()];
    // Where the time went, for the next one who makes the suite faster; a missing or broken report
    // (Playwright stopped early) only costs the summary.
    try {
      const report = JSON.parse(await readFile(reportFile, 'utf8'));
      lines.push(timingSummary(report));
      outcomes.push(...outcomeSummary(phase, report));
    } catch (error) {
      lines.push(`e2e timings: no report (${error instanceof Error ? error.message : String(error)})`);
    }
    const print = () => console.log(lines.filter(Boolean).join('\n'));
    if (!quiet) print();
    return { exitCode, print };
  };
  // The whole suite: what only reads (the page weight sweep, the read-only specs) first, on the demo
  // data alone and over two browsers, then the flows one at a time and, beside them in a browser of
  // its own, the accessibility sweep of every page (playwright.config.ts; its report is printed
  // after the flows'). Every run runs even when another fails. Arguments (files, -g) go to one run
  // as given.
  const args = process.argv.slice(2);
  if (args.length > 0) code = (await playwright(args)).exitCode;
  else {
    const reads = await playwright(['--project=sweeps', '--project=reads'], 'reads');
    const [flows, beside] = await Promise.all([
      playwright(['--project=flows'], 'flows'),
      // An output folder of its own, outside test-results/: each run empties its folder as it starts.
      playwright(['--project=beside-flows', '--output=playwright-report/beside-flows-results'], 'beside-flows', { quiet: true }),
    ]);
    beside.print();
    code = reads.exitCode || flows.exitCode || beside.exitCode;
  }
} finally {
  stopRebuilds();
  stopPurges();
  await scratch.stop();
}
// A CI log may be read from its tail only: the failures of the first phase are named here too.
if (outcomes.length > 0) console.log(['e2e: tests that failed or passed only on a retry:', ...outcomes].join('\n'));
else if (code !== 0) console.log('e2e: no test failed in the reports: Playwright itself stopped (see above)');
process.exit(code);
