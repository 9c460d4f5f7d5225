import type { PublicJob } from './public-job';
import { formatSalary } from './salary-money';

/** The salary a card or job page shows: the normalised figures, else the employer's text, else nothing. */
export const salaryShown = (job: Pick<PublicJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'salaryRange'>) =>
  formatSalary(job) ?? (job.salaryRange?.trim() || undefined);
