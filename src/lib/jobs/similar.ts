import type { PublicJob } from '~/lib/jobs/public-job';
import { postedAt } from '~/lib/jobs/format';

type SimilarFields = Pick<PublicJob, 'id' | 'category' | 'country' | 'publishedAt' | 'createdAt'>;

/** Newest publication first (postedAt: coalesce(published_at, created_at), what cards show), then by id. */
const newestFirst = (a: SimilarFields, b: SimilarFields) => Date.parse(postedAt(b)) - Date.parse(postedAt(a)) || a.id.localeCompare(b.id);

/**
 * The similar jobs of a job page: the same category and country, newest publication first (the
 * order of the search and the posted age the cards show), the job itself left out. A job without a
 * category or country has none (nothing to match on).
 */
export function similarJobs<T extends SimilarFields>(job: SimilarFields, jobs: readonly T[], max = 4): T[] {
  if (!job.category || !job.country) return [];
  return jobs
    .filter((other) => other.id !== job.id && other.category === job.category && other.country === job.country)
    .sort(newestFirst)
    .slice(0, max);
}

/**
 * similarJobs of every job of `jobs` among them, by id: the same lists, but each category and
 * country sorted once (the build's 10,000 job pages: milliseconds instead of seconds).
 */
export function similarJobsOfEach<T extends SimilarFields>(jobs: readonly T[], max = 4): Map<string, T[]> {
  const groupOf = (job: SimilarFields) => (job.category && job.country ? JSON.stringify([job.category, job.country]) : undefined);
  const groups = new Map<string, T[]>();
  for (const job of jobs) {
    const key = groupOf(job);
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) group.push(job);
    else groups.set(key, [job]);
  }
  // A stable sort of the whole group: without the job itself, the order is similarJobs's.
  for (const group of groups.values()) group.sort(newestFirst);
  const similar = new Map<string, T[]>();
  for (const job of jobs) {
    const key = groupOf(job);
    const group = key === undefined ? [] : groups.get(key)!;
    similar.set(
      job.id,
      group
        .slice(0, max + 1)
        .filter((other) => other.id !== job.id)
        .slice(0, max),
    );
  }
  return similar;
}
