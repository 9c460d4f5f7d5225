// The analytics dashboard at scale (npm run bench): a scratch database with 1,000,000 page views
// and 100,000 job events over the last 30 days, then the dashboard's queries (the exact code
// /analytics runs, as an admin under RLS): the first load, which rolls the ended days up, then
// warm loads of the default 30-day range and of 7 days.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { createDb } from '~/server/db/client';
import { freePortOn } from '~/server/db/free-port';
import { seedBenchJobs } from './seed/seed';
import { sessionUserFrom } from '~/server/auth/claims';
import { analyticsDashboard } from '~/server/analytics/dashboard';
import { defaultDateRange, parseDateRange, rangeBounds } from '~/lib/analytics';

export interface AnalyticsBenchResult {
  pageViews: number;
  jobEvents: number;
  insertS: number;
  /** The first dashboard load, which rolls the ended days up (once). */
  firstLoadMs: number;
  /** Page views of the current Gulf day, which every load counts from the raw rows (0 at midnight in Dubai, ~1/30 of them at its end). */
  liveViews: number;
  /** Median and worst of the timed runs, in milliseconds. */
  range30: { median: number; max: number };
  range7: { median: number; max: number };
}

const runs = 5;

async function timed(work: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  await work(); // warm the cache, as a dashboard in use is
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, max: times[runs - 1]! };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The result as the Markdown table docs/benchmarks.md keeps, with the line that explains it. */
export function analyticsTable(analytics: AnalyticsBenchResult): string {
  const aHeader = [
    'page views',
    'job events',
    'insert',
    'first load (roll-up)',
    'today so far (raw rows)',
    'dashboard, 30 days (median / max)',
    'dashboard, 7 days (median / max)',
  ];
  const aLine = [
    analytics.pageViews.toLocaleString('en-US'),
    analytics.jobEvents.toLocaleString('en-US'),
    `${analytics.insertS.toFixed(1)} s`,
    ms(analytics.firstLoadMs),
    analytics.liveViews.toLocaleString('en-US'),
    `${ms(analytics.range30.median)} / ${ms(analytics.range30.max)}`,
    `${ms(analytics.range7.median)} / ${ms(analytics.range7.max)}`,
  ];
  const aWidths = aHeader.map((h, i) => Math.max(h.length, aLine[i]!.length));
  const aFormat = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(aWidths[i]!)).join(' | ')} |`;
  return [
    `\n${aFormat(aHeader)}\n|${aWidths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${aFormat(aLine)}`,
    '\nAnalytics: every figure of /analytics (totals, top pages, devices, sources, referrers, countries, job funnel) as an admin under RLS; ended days come from the daily roll-up, which the first load fills, today from the raw rows (more of them later in the Gulf day); 5 warm runs. Target: under 200 ms for 30 days.',
  ].join('\n');
}

export async function analyticsBench(pageViews = 1_000_000, jobEvents = 100_000): Promise<AnalyticsBenchResult> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-bench-analytics-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
  const db = createDb(pg.url, 2);
  try {
    await migrate(pg.url);
    await seedBenchJobs(db, 500);
    const started = performance.now();
    // ~2,500 distinct paths with a long tail, the usual device and source mix, spread over 30 days.
    await sql`insert into public.page_views (path, referrer_host, source, device, country, created_at)
      select case when r < 0.5 then (array['/', '/jobs', '/uae-jobs', '/saudi-jobs', '/healthcare-jobs', '/salary-guide', '/career-advice', '/post-job'])[1 + (i % 8)]
                  else '/jobs/bench-job-' || (floor(power(random(), 2) * 2500))::int end,
             case s when 0 then null when 1 then 'www.google.com' when 2 then 't.co' when 3 then 'news.example.org' else 'gulfjobs.example' end,
             (array['direct', 'search', 'social', 'referral', 'internal'])[1 + s],
             (array['mobile', 'mobile', 'desktop', 'tablet'])[1 + (i % 4)],
             (array['AE', 'SA', 'QA', 'KW', null])[1 + (i % 5)],
             now() - random() * interval '30 days'
      from (select i, random() as r, ((i::bigint * 7919) % 5)::int as s from generate_series(1, ${pageViews}) i) g`.execute(db);
    await sql`insert into public.job_events (job_id, kind, created_at)
      select j.ids[1 + (i % cardinality(j.ids))], case when i % 9 = 0 then 'apply' else 'view' end, now() - random() * interval '30 days'
      from generate_series(1, ${jobEvents}) i, (select array_agg(id) as ids from public.jobs where status = 'approved') j`.execute(db);
    const insertS = (performance.now() - started) / 1000;
    await sql`vacuum analyze public.page_views`.execute(db);
    await sql`vacuum analyze public.job_events`.execute(db);

    const admin = sessionUserFrom(randomUUID(), 'bench@gulfjobs.example', { role: 'admin' });
    const now = new Date();
    const month = defaultDateRange(now);
    const week = parseDateRange({ from: new Date(now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10), to: month.to }, now);
    if (!week.ok) throw new Error(week.error);
    const firstStarted = performance.now();
    const check = await analyticsDashboard(db, admin, month);
    const firstLoadMs = performance.now() - firstStarted;
    if (check.pageViews < pageViews * 0.95) throw new Error(`the 30-day range counted ${check.pageViews} of ${pageViews} page views`);
    const { rows: live } = await sql<{ views: string }>`
      select count(*) as views from public.page_views where created_at >= ${rangeBounds({ from: month.to, to: month.to }).start}`.execute(
      db,
    );
    return {
      pageViews,
      jobEvents,
      insertS,
      firstLoadMs,
      liveViews: Number(live[0]!.views),
      range30: await timed(() => analyticsDashboard(db, admin, month)),
      range7: await timed(() => analyticsDashboard(db, admin, week.range)),
    };
  } finally {
    await db.destroy();
    await pg.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}
