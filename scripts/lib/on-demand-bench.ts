import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { prerenderJobPagesDefault } from '~/server/env';
import { percentile } from './percentile';

// What a seeker waits for on the pages the build did not make, through the local site (the proxy
// and the running server, as `npm start` serves them): the first request of job pages older than
// the prerendered ones, a prerendered page for comparison, and how soon an approved job is in
// search and has its page.

export interface Latency {
  p50: number;
  p95: number;
  count: number;
}

async function timed(url: string, cache?: 'hit'): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`bench: ${url} answered ${response.status}`);
  if (cache && response.headers.get('x-local-cache') !== cache) {
    throw new Error(`bench: ${url} was not served from the local CDN cache (x-local-cache: ${response.headers.get('x-local-cache')})`);
  }
  return elapsed;
}

const latencyOf = (times: number[]): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), count: sorted.length };
};

/**
 * The first request of `requests` job pages rendered on demand (the oldest jobs, half of them in
 * Arabic, each asked once), `requests` requests of the newest job's prerendered page, and, when
 * the local CDN cache is on (`cached`), `requests` requests of one on-demand page kept by the proxy
 * (what Netlify's CDN answers from its cache). `onDemand` is undefined when the board is small
 * enough for every job page to be prerendered.
 */
export async function jobPageLatency(
  siteUrl: string,
  db: Db,
  requests: number,
  { cached = false } = {},
): Promise<{ onDemand?: Latency; prerendered: Latency; cached?: Latency }> {
  const prerenderedCount = Number(process.env.PRERENDER_JOB_PAGES ?? prerenderJobPagesDefault);
  const { rows: counted } = await sql<{ n: string }>`select count(*) as n from public.jobs where status = 'approved'`.execute(db);
  const approved = Number(counted[0]!.n);
  const newest = await sql<{ slug: string }>`select slug from public.jobs where status = 'approved'
    order by coalesce(published_at, created_at) desc, id limit 1`.execute(db);
  const prerenderedTimes: number[] = [];
  for (let i = 0; i < requests; i++) prerenderedTimes.push(await timed(`${siteUrl}/jobs/${newest.rows[0]!.slug}`));
  if (approved <= prerenderedCount) return { prerendered: latencyOf(prerenderedTimes) };
  const oldest = await sql<{ slug: string }>`select slug from public.jobs where status = 'approved'
    order by coalesce(published_at, created_at), id limit ${Math.min(requests, approved - prerenderedCount)}`.execute(db);
  const onDemandTimes: number[] = [];
  for (const [i, { slug }] of oldest.rows.entries()) onDemandTimes.push(await timed(`${siteUrl}${i % 2 ? '/ar' : ''}/jobs/${slug}`));
  if (!cached) return { onDemand: latencyOf(onDemandTimes), prerendered: latencyOf(prerenderedTimes) };
  // The oldest page was asked first above, so the proxy keeps it: every request now is a hit.
  const keptUrl = `${siteUrl}/jobs/${oldest.rows[0]!.slug}`;
  const cachedTimes: number[] = [];
  for (let i = 0; i < requests; i++) cachedTimes.push(await timed(keptUrl, 'hit'));
  return { onDemand: latencyOf(onDemandTimes), prerendered: latencyOf(prerenderedTimes), cached: latencyOf(cachedTimes) };
}

/**
 * From the moment `slug` was approved (`approvedAt`, performance.now()): when its page first
 * answered 200 and when it was first among the newest results of `/api/jobs`, polled every 50 ms
 * for at most `limitMs`.
 */
export async function approvalToLive(
  siteUrl: string,
  slug: string,
  approvedAt: number,
  limitMs = 60_000,
): Promise<{ pageMs?: number; searchMs?: number }> {
  let pageMs: number | undefined;
  let searchMs: number | undefined;
  while ((pageMs === undefined || searchMs === undefined) && performance.now() - approvedAt < limitMs) {
    if (pageMs === undefined) {
      const page = await fetch(`${siteUrl}/jobs/${slug}`);
      await page.arrayBuffer();
      if (page.status === 200) pageMs = performance.now() - approvedAt;
    }
    if (searchMs === undefined) {
      const search = await fetch(`${siteUrl}/api/jobs?sort=newest`);
      const answer = (await search.json()) as { jobs?: { slug: string }[] };
      if (answer.jobs?.some((job) => job.slug === slug)) searchMs = performance.now() - approvedAt;
    }
    if (pageMs === undefined || searchMs === undefined) await new Promise((r) => setTimeout(r, 50));
  }
  return { pageMs, searchMs };
}
