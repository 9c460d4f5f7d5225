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
