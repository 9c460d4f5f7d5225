import { countryBySlug } from '~/lib/countries';
import { gulfDate, gulfToday } from '~/lib/gulf-time';
import { queryValue } from '~/lib/query-value';
import type { Locale } from '~/i18n/locales';
import { fill, plural } from '~/i18n/format';
import { cardTexts } from '~/i18n/island';

// The spec's formatting rules, pure so pages, islands and tests share them.

const previewLength = 150;
const defaultSalaryText = 'Competitive salary';

/** The description cut to 150 characters plus an ellipsis '…' (whitespace collapsed); short ones unchanged. */
export function descriptionPreview(text: string, max = previewLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}\u2026` : flat;
}

/**
 * When the job was posted on the board, as an instant: its publication (the admin's first
 * approval), else its creation. The search sorts by the same time and "posted within" counts from
 * it (coalesce(published_at, created_at)), so a card's age and the filter that found it agree.
 */
export const postedAt = (job: { publishedAt: string | null; createdAt: string }): string => job.publishedAt ?? job.createdAt;

/** The Gulf calendar day of postedAt, YYYY-MM-DD: the day cards, job pages and structured data show. */
export const postedDay = (job: { publishedAt: string | null; createdAt: string }): string => gulfDate(new Date(postedAt(job)));

/** 'N hours ago' under 24 hours, otherwise 'N days ago'; 'just now' under an hour. */
export function relativeAge(isoInstant: string, now: Date = new Date()): string {
  const then = new Date(isoInstant).getTime();
  if (Number.isNaN(then)) return '';
  const hours = Math.max(0, Math.floor((now.getTime() - then) / 3600_000));
  if (hours === 0) return 'just now';
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * A card's posted age by Gulf calendar day: 'Today', 'Yesterday', 'N days ago' (a future date reads
 * 'Today'); in Arabic 'اليوم', 'أمس', 'منذ يومين', 'منذ 3 أيام', 'منذ 11 يومًا'.
 */
export function postedAge(postedOn: string, now: Date = new Date(), locale: Locale = 'en'): string {
  const days = Math.round((Date.parse(`${gulfToday(now)}T00:00:00Z`) - Date.parse(`${postedOn.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
  if (Number.isNaN(days)) return '';
  const t = cardTexts(locale).posted;
  if (days <= 0) return t.today;
  return days === 1 ? t.yesterday : plural(t.daysAgo, days, locale);
}

export { isNewJob } from './new-job';

export const salaryLabel = (salaryRange: string | null | undefined): string =>
  salaryRange?.trim() ? salaryRange.trim() : defaultSalaryText;

/** The first number in a salary text: "AED 15,000 - 20,000" → 15000, "12k" → 12000. */
export function firstSalaryNumber(salaryRange: string | null | undefined): number | undefined {
  const match = salaryRange?.match(/(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i);
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replaceAll(',', ''));
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return match[2] ? value * 1000 : value;
}

/** The currency of a normalised country; UAE's dirham when unknown. */
export const currencyOf = (country: string | null | undefined): string => (country && countryBySlug(country)?.currency) || 'AED';

/** The e-mail draft's words in the page's language (the catalogue's job.apply.mailSubject and mailBody). */
export interface MailtoTexts {
  /** '{title}' and '{company}' are the job's, as written. */
  mailSubject: string;
  mailBody: string;
}

/** The e-mail draft for an e-mail application: the subject and body in the page's language, the job's title and company as written. */
export function applicationMailto(
  job: { contactEmail: string | null; jobTitle: string; companyName: string },
  texts: MailtoTexts,
  /** The job page's absolute address, for the employer to see which job is meant. */
  link: string,
): string {
  const values = { title: job.jobTitle, company: job.companyName, link };
  const subject = fill(texts.mailSubject, values);
  const body = fill(texts.mailBody, values);
  return `mailto:${job.contactEmail ?? ''}?subject=${queryValue(subject)}&body=${queryValue(body)}`;
}
