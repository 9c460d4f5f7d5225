import type { PublicJob } from '~/lib/jobs/public-job';
import { formatJobTotal } from '~/lib/jobs/search-params';
import { jobHasTopic } from '~/lib/jobs/topics';
import type { FixedFilter, ListingTexts } from './listings';

/**
 * The count line above a listing: "Showing 1 UAE job opportunity", "Showing 1,000+ job
 * opportunities". None when nothing matched: the empty state ("No Jobs Found") says it instead.
 */
export function listingCountLine(count: ListingTexts['count'], total: number, capped: boolean): string | undefined {
  if (total === 0) return undefined;
  return (total === 1 && !capped ? count.one : count.other).replace('{n}', formatJobTotal(total, capped));
}

/** The jobs a fixed filter keeps, at build time (the API applies the same rules in SQL). */
export function jobsMatching(jobs: readonly PublicJob[], fixed: FixedFilter): PublicJob[] {
  return jobs.filter(
    (job) =>
      (!fixed.country || (fixed.country === 'remote' ? job.isRemote : job.country === fixed.country)) &&
      (!fixed.remote || job.isRemote) &&
      (!fixed.category || job.category === fixed.category) &&
      (!fixed.topic || jobHasTopic(job, fixed.topic)),
  );
}
