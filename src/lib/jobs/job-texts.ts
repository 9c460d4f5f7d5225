import { formatDateIn } from '~/i18n/intl-cache';
import { intlLocale, messagesFor, type Locale } from '~/i18n';
import { categoryLabel } from '~/lib/categories';
import type { PublicJob } from './public-job';
import { formatSalary } from './salary-money';
import { ownValue } from '~/lib/own-value';

// A job's facts in the page's language, for the job page.

/**
 * The salary a job page shows, and whether it is the employer's own text (then it is shown
 * `dir="auto"`, in the language it was written in): the normalised figures, else the text, else nothing.
 */
export function salaryShownIn(
  job: Pick<PublicJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'salaryRange'>,
  locale: Locale,
) {
  // The cards' formatter, in either language: one salary format across the site.
  const figures = formatSalary(job, locale);
  const employerText = job.salaryRange?.trim() || undefined;
  return figures ? { text: figures, employerText: false } : { text: employerText, employerText: Boolean(employerText) };
}

/** 'YYYY-MM-DD' as a long date: "March 5, 2025", or "5 مارس 2025" (Latin digits) on the Arabic site. */
export function postedDateIn(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatDateIn(date, locale === 'en' ? 'en-US' : intlLocale[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A stored category's name in the page's language (an unknown slug: the English rule of categoryLabel). */
export const categoryLabelIn = (slug: string, locale: Locale): string =>
  (locale === 'ar' && ownValue(messagesFor('ar').common.categories, slug)) || categoryLabel(slug);
