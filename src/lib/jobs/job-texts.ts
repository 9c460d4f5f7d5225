import { fill, formatNumber, intlLocale, messagesFor, type Locale } from '~/i18n';
import { categoryLabel } from '~/lib/categories';
import type { PublicJob } from './public-job';
import { formatSalary, monthlyAmountIn, type SalaryFields } from './salary-money';

// A job's facts in the page's language (issue 17). English keeps the site's shared formatters
// (salary-shown.ts, format.ts) as they are; Arabic builds the same phrases from the `job` catalogue.

const about = (n: number) => Math.round(n / 100) * 100;

/** The normalised salary in Arabic: "8,000–12,000 AED / شهريًا", other periods with the monthly equivalent. */
function salaryInArabic(s: SalaryFields): string | undefined {
  if (!s.salaryCurrency || (s.salaryMin === null && s.salaryMax === null)) return undefined;
  const t = messagesFor('ar').job.salary;
  const figure = (n: number) => formatNumber(n, 'ar', { maximumFractionDigits: 2 });
  const figures = (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? min === max
        ? figure(min)
        : fill(t.range, { min: figure(min), max: figure(max) })
      : max !== null
        ? fill(t.upTo, { max: figure(max) })
        : fill(t.from, { min: figure(min!) });
  const currency = s.salaryCurrency;
  const amount = (min: number | null, max: number | null) => fill(t.amount, { currency, figures: figures(min, max) });
  const period = s.salaryPeriod;
  const main = period
    ? fill(t.perPeriod, { amount: amount(s.salaryMin, s.salaryMax), period: t.periods[period] })
    : amount(s.salaryMin, s.salaryMax);
  if (!period || period === 'month') return main;
  const monthly = (n: number | null) => (n === null ? null : about(monthlyAmountIn(currency, n, currency, period)!));
  const monthlyText = fill(t.perPeriod, { amount: amount(monthly(s.salaryMin), monthly(s.salaryMax)), period: t.periods.month });
  return fill(t.about, { main, monthly: monthlyText });
}

/**
 * The salary a job page shows, and whether it is the employer's own text (then it is shown
 * `dir="auto"`, in the language it was written in): the normalised figures, else the text, else nothing.
 */
export function salaryShownIn(
  job: Pick<PublicJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'salaryRange'>,
  locale: Locale,
) {
  // English: what salaryShown (the cards' formatter) shows.
  const figures = locale === 'ar' ? salaryInArabic(job) : formatSalary(job);
  const employerText = job.salaryRange?.trim() || undefined;
  return figures ? { text: figures, employerText: false } : { text: employerText, employerText: Boolean(employerText) };
}

/** 'YYYY-MM-DD' as a long date: "March 5, 2025", or "5 مارس 2025" (Latin digits) on the Arabic site. */
export function postedDateIn(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString(locale === 'en' ? 'en-US' : intlLocale[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A stored category's name in the page's language (an unknown slug: the English rule of categoryLabel). */
export const categoryLabelIn = (slug: string, locale: Locale): string =>
  (locale === 'ar' && (messagesFor('ar').common.categories as Record<string, string>)[slug]) || categoryLabel(slug);
