import { getCollection } from 'astro:content';
import type { PublicJob } from '~/lib/job';

// The one module that asks for content: pages import these named queries.

const byNewest = (a: PublicJob, b: PublicJob) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

let cachedJobs: Promise<PublicJob[]> | undefined;

/** Approved, unexpired jobs at build time, newest first. */
export function approvedJobs(): Promise<PublicJob[]> {
  cachedJobs ??= getCollection('jobs').then((entries) => entries.map((e) => e.data).sort(byNewest));
  return cachedJobs;
}

/** The newest `count` approved jobs (home page). */
export const newestJobs = async (count: number): Promise<PublicJob[]> => (await approvedJobs()).slice(0, count);
