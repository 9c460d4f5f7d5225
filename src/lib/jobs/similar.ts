import type { PublicJob } from '~/lib/jobs/public-job';

type SimilarFields = Pick<PublicJob, 'id' | 'category' | 'country' | 'postedOn' | 'createdAt'>;

/**
 * The similar jobs of a job page: the same category and country, newest first, the job itself
 * left out. A job without a category or country has none (nothing to match on).
 */
export function similarJobs<T extends SimilarFields>(job: SimilarFields, jobs: readonly T[], max = 4): T[] {
  if (!job.category || !job.country) return [];
  return jobs
    .filter((other) => other.id !== job.id && other.category === job.category && other.country === job.country)
    .sort((a, b) => b.postedOn.localeCompare(a.postedOn) || b.createdAt.localeCompare(a.createdAt))
    .slice(0, max);
}
