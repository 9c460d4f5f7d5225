// One digest run at scale (npm run bench; BENCH_DIGESTS=only runs just this): a scratch database
// with 10,000 approved jobs published over the last week and 10,000 confirmed, due job alerts
// (category / country / remote combinations, a quarter with keywords from a vocabulary of the
// board's own words, daily and weekly) plus newsletter subscribers, then ONE runDigests run end
// to end, outbox rows written. Target: under 60 s on 2 cores.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { migrate } from '~/server/db/migrate';
import { createDb, type Db } from '~/server/db/client';
import { freePortOn } from '~/server/db/free-port';
import { runDigests, type DigestRunResult } from '~/server/digests/run';
import { categorySlugs } from '~/lib/categories';
import { countrySlugs } from '~/lib/countries';
import type { AlertFiltersJson } from '~/lib/alerts/filters';
import { seedBenchJobs } from './seed/seed';

export interface DigestBenchResult {
  jobs: number;
  alerts: number;
  newsletters: number;
  /** Distinct keywords among the alerts. */
  keywords: number;
  runS: number;
  run: DigestRunResult;
  outboxRows: number;
}

/** A small deterministic generator, so every bench run mails the same mix. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export async function digestBench(jobs = 10_000, alerts = 10_000, newsletters = 1_000): Promise<DigestBenchResult> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-bench-digests-'));
  const pg = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
  const db = createDb(pg.url, 4);
  try {
    await migrate(pg.url);
    const keywords = await seedDigestBench(db, jobs, alerts, newsletters);

    const started = performance.now();
    const run = await runDigests(db, {
      siteUrl: 'https://gulfjobs.example',
      secret: 'bench-secret-0123456789abcdef0123456789',
      content: { articles: [], events: [] },
      deadlineMs: 10 * 60_000,
    });
    const runS = (performance.now() - started) / 1000;
    const { rows } = await sql<{ n: string }>`select count(*) as n from public.email_outbox`.execute(db);
    return {
      jobs,
      alerts,
      newsletters,
      keywords,
      runS,
      run,
      outboxRows: Number(rows[0]!.n),
    };
  } finally {
    await db.destroy();
    await pg.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The scratch board and its subscribers (exported for experiments on the same data); returns the distinct keywords. */
export async function seedDigestBench(db: Db, jobs: number, alerts: number, newsletters: number): Promise<number> {
  await seedBenchJobs(db, jobs);
  // Published over the last week (the stamp trigger keeps a first publication; the owner may rewrite it here).
  await sql`alter table public.jobs disable trigger jobs_stamp_publication`.execute(db);
  await sql`update public.jobs set published_at = now() - random() * interval '7 days'`.execute(db);
  await sql`alter table public.jobs enable trigger jobs_stamp_publication`.execute(db);
  // The vocabulary: the board's 300 most common words of three letters or more.
  const { rows: words } = await sql<{ word: string }>`
    select word from (
      select regexp_split_to_table(lower(job_title || ' ' || job_description), '[^a-z]+') as word from public.jobs
    ) w where length(word) >= 3 group by word order by count(*) desc limit 300`.execute(db);
  const next = random(14);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const filters: AlertFiltersJson[] = [];
  for (let i = 0; i < alerts; i++) {
    const r = next();
    const f: AlertFiltersJson = {};
    if (r < 0.25) {
      f.q = pick(words).word;
      if (next() < 0.5) f.country = pick(countrySlugs);
      else if (next() < 0.5) f.category = pick(categorySlugs);
    } else if (r < 0.6) f.category = pick(categorySlugs);
    else if (r < 0.85) {
      f.category = pick(categorySlugs);
      f.country = pick(countrySlugs);
    } else if (r < 0.95) f.country = pick(countrySlugs);
    else if (next() < 0.5) f.remote = true;
    else f.country = 'remote';
    filters.push(f);
  }
  const daily = filters.map(() => next() < 0.3);
  await sql`
    insert into public.subscriptions (email, kind, source, filters, frequency, confirmed_at, digested_through, next_digest_at)
    select 'alert' || i || '@bench.example', 'job_alert', 'bench', f, case when d then 'daily' else 'weekly' end,
      now() - interval '30 days', now() - case when d then interval '1 day' else interval '7 days' end, now() - interval '1 minute'
    from unnest(${filters.map((f) => JSON.stringify(f))}::jsonb[], ${daily}::boolean[]) with ordinality as v(f, d, i)`.execute(db);
  await sql`
    insert into public.subscriptions (email, kind, source, confirmed_at, digested_through, next_digest_at)
    select 'reader' || i || '@bench.example', 'newsletter', 'bench', now() - interval '30 days', now() - interval '7 days', now() - interval '1 minute'
    from generate_series(1, ${newsletters}::int) as i`.execute(db);
  await sql`analyze`.execute(db);
  return new Set(filters.map((f) => f.q).filter(Boolean)).size;
}
