// npm run bench:search: /api/jobs latency (p50/p95) alone, without the site build (a 100,000-job
// build takes too long): for each of BENCH_SIZES (e.g. 10000,100000) a scratch database with that
// many approved jobs (publication times spread over 28 days), then BENCH_REQUESTS (200)
// sequential requests per query kind through the real handler (jobSearchHandler: validation,
// search as the visitor under RLS, facets, JSON), connected as the app role as in production.
// It measures the server side of the request, not HTTP. Targets: p95 <= 50 ms at
// 10,000 jobs and <= 100 ms at 100,000. First it prints recall@20 and nDCG@10 of the judged
// query set over the demo jobs.
import { mkdtemp, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { appRoleUrl } from '~/server/db/local';
import { freePortOn } from '~/server/db/free-port';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { dropWordIndexes, restoreWordIndexes, searchRowsInStep, seedBenchJobs, seedDemoData } from './lib/seed/seed';
import { judgeSearch, mean } from './lib/judged-relevance';
import { readBenchSettings } from './lib/tool-settings';
import { searchQueries } from './lib/search-bench-queries';
import { percentile } from './lib/percentile';

const settings = readBenchSettings();
const requests = settings.BENCH_REQUESTS ?? 200;

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function benchSize(size: number): Promise<Record<string, { p50: number; p95: number }>> {
  // Seeding 10,000 jobs takes minutes: with BENCH_DATA_DIR the seeded cluster is kept and reused
  // (new migrations are applied to it), so a change can be measured again at once.
  const kept = settings.BENCH_DATA_DIR ? path.resolve(settings.BENCH_DATA_DIR, String(size)) : undefined;
  const scratch = kept ?? (await mkdtemp(path.join(tmpdir(), `gulf-jobs-bench-search-${size}-`)));
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(scratch, 'pg'),
    port: await freePortOn('127.0.0.1'),
    persistent: Boolean(kept),
  });
  try {
    await migrate(pg.url);
    const owner = dbFor(pg.url, 4);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from public.jobs`.execute(owner);
    if (kept && rows[0]!.n >= size) {
      // Rows already in step (the triggers and migrations keep them so) are not rebuilt: the sync
      // reads every job (about 6 minutes at 100,000).
      const inStep = await searchRowsInStep(owner);
      if (!inStep) {
        await sql`select public.sync_job_search_rows()`.execute(owner);
        await sql`select public.sync_job_facet_counts()`.execute(owner);
        await sql`select public.sync_search_vocabulary()`.execute(owner);
      }
      await sql`vacuum analyze`.execute(owner);
      console.log(`bench:search: ${rows[0]!.n} jobs reused from ${scratch}${inStep ? ' (search rows in step)' : ' (search rows synced)'}`);
    } else await seedSize(owner, size);
    const db = dbFor(await appRoleUrl(pg.url, path.join(scratch, 'db-app-password')), 4);
    const result: Record<string, { p50: number; p95: number }> = {};
    for (const [kind, values] of Object.entries(searchQueries)) {
      const times: number[] = [];
      for (let i = -10; i < requests; i++) {
        const query = values[(i + 10) % values.length]!;
        const page = query.includes('page=') ? '' : `${query ? '&' : ''}page=${1 + (Math.abs(i) % 3)}`;
        const started = performance.now();
        const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${query}${page}`), db);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`/api/jobs answered ${response.status} for ${query}`);
        if (i >= 0) times.push(performance.now() - started); // the first 10 warm up
      }
      times.sort((a, b) => a - b);
      result[kind] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    }
    return result;
  } finally {
    await closeAllDbs();
    await pg.stop();
    if (!kept) await rm(scratch, { recursive: true, force: true });
  }
}

async function seedSize(owner: ReturnType<typeof dbFor>, size: number): Promise<void> {
  const seeded = performance.now();
  // The seed publishes each job when it creates it (spread over 28 days), so "posted within" selects.
  await seedBenchJobs(owner, size);
  // The job facts, spread from each id's hash: 70% state a salary (currencies and
  // periods mixed), types, visa and nationality in proportions like the demo's, 0-3 package items.
  // Written with the jobs' triggers and word indexes off (row by row they cost ~30 ms a job, and
  // each update recomputes a job's word vectors: one update ran 11 minutes at 100,000 jobs); the
  // search rows and vocabulary are brought in step after.
  await owner.transaction().execute(async (trx) => {
    const wordIndexes = await dropWordIndexes(trx);
    await sql`alter table public.jobs disable trigger user`.execute(trx);
    await sql`update public.jobs j set
          employment_type = (array['full-time', 'full-time', 'full-time', 'part-time', 'contract', 'temporary', 'internship', null])[1 + h % 8],
          salary_min = case when h % 10 < 7 then (3 + h % 37) * 1000 * f end,
          salary_max = case when h % 10 < 7 then (3 + h % 37) * 1000 * f * 1.3 end,
          salary_currency = case when h % 10 < 7 then (array['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD'])[1 + h % 7] end,
          salary_period = case when h % 10 < 7 then (array['month', 'month', 'month', 'year', 'hour'])[1 + (h / 7) % 5] end,
          visa = (array['provided', 'provided', 'own', 'not_stated', 'not_stated'])[1 + (h / 3) % 5],
          nationality = (array['all', 'all', 'gcc', 'nationals', 'not_stated'])[1 + (h / 5) % 5],
          package_items = (array['{}', '{housing}', '{housing,flights}', '{housing,flights,medical}', '{transport,medical}', '{tax_free}'])[1 + (h / 11) % 6]::text[]
        from (select id, abs(hashtext(id::text)) as h,
                -- Amounts as each currency and period would state them (a KWD month is about a tenth of an AED one).
                1.0 as f from public.jobs) x
        where j.id = x.id`.execute(trx);
    await sql`update public.jobs set salary_min = round(salary_min * case salary_currency when 'KWD' then 0.084 when 'BHD' then 0.1 when 'OMR' then 0.1 when 'USD' then 0.27 else 1 end
          * case salary_period when 'year' then 12 when 'hour' then 0.006 else 1 end, 2),
          salary_max = round(salary_max * case salary_currency when 'KWD' then 0.084 when 'BHD' then 0.1 when 'OMR' then 0.1 when 'USD' then 0.27 else 1 end
          * case salary_period when 'year' then 12 when 'hour' then 0.006 else 1 end, 2)
        where salary_currency is not null`.execute(trx);
    await sql`alter table public.jobs enable trigger user`.execute(trx);
    await restoreWordIndexes(trx, wordIndexes);
  });
  // Bring the search's narrow rows in step with what was written with the triggers off.
  await sql`select public.sync_job_search_rows()`.execute(owner);
  await sql`select public.sync_search_vocabulary()`.execute(owner);
  await sql`vacuum analyze public.jobs, public.job_search_rows`.execute(owner);
  console.log(`bench:search: ${size} jobs seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
}

// Relevance: the judged query set (tests/fixtures/judged-queries.ts) over the demo jobs, as the
// search test measures it; targets recall@20 >= 0.9, nDCG@10 >= 0.8, no query without results.
async function benchRelevance(): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-bench-relevance-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
  try {
    await migrate(pg.url);
    await seedDemoData(dbFor(pg.url, 2));
    const judged = await judgeSearch(dbFor(await appRoleUrl(pg.url, path.join(scratch, 'db-app-password')), 2));
    const line = (label: string, rows: typeof judged) =>
      `| ${label} | ${rows.length} | ${mean(rows.map((r) => r.recall20)).toFixed(3)} | ${mean(rows.map((r) => r.ndcg10)).toFixed(3)} | ${rows.filter((r) => r.total === 0).length} |`;
    console.log('| judged queries | n | recall@20 | nDCG@10 | without results |\n| --- | --- | --- | --- | --- |');
    console.log(line('all', judged));
    for (const kind of ['exact', 'synonym', 'arabic'] as const)
      console.log(
        line(
          kind,
          judged.filter((r) => r.query.kind === kind),
        ),
      );
    console.log('');
  } finally {
    await closeAllDbs();
    await pg.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

if (settings.BENCH_RELEVANCE === '1') await benchRelevance();
const results = new Map<number, Record<string, { p50: number; p95: number }>>();
for (const size of settings.BENCH_SIZES) results.set(size, await benchSize(size));
const sizes = [...results.keys()];
const header = ['query', ...sizes.map((s) => `${s.toLocaleString('en-US')} jobs p50 / p95`)];
const rows = Object.keys(searchQueries).map((kind) => [
  kind,
  ...sizes.map((s) => `${ms(results.get(s)![kind]!.p50)} / ${ms(results.get(s)![kind]!.p95)}`),
]);
console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(
  `\n${requests} sequential requests per query kind through jobSearchHandler (no HTTP); targets p95 <= 50 ms at 10,000 and <= 100 ms at 100,000 jobs.`,
);
