import type { Locale } from '~/i18n/locales';
import type { PublicJob } from './public-job';
import { formatSalary } from './salary-money';

/** The salary a card or job page shows: the normalised figures, else the employer's text, else nothing. */
export const salaryShown = (
  job: Pick<PublicJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'salaryRange'>,
  locale: Locale = 'en',
) => formatSalary(job, locale) ?? (job.salaryRange?.trim() || undefined);
