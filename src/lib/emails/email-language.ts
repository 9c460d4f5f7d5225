import { intlLocale, type Locale } from '~/i18n';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import { siteName, siteNameArabic } from '~/lib/site';

// What the e-mails of one language share: the site's name, dates, and the site's addresses in the
// subscriber's language (the Arabic pages live under /ar).

/** "Gulf Jobs" / "وظائف الخليج". */
export const emailSiteName = (locale: Locale): string => (locale === 'ar' ? siteNameArabic : siteName);

const arabicDates = new Intl.DateTimeFormat(intlLocale.ar, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) for an Arabic reader: "24 نوفمبر 2026" (Latin digits); undefined when it is not one. */
export function arabicDayMonthYear(isoDate: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : arabicDates.format(date);
}

/** `${siteUrl}/ar/jobs/…` for an Arabic subscriber, `${siteUrl}/jobs/…` otherwise (a site path, query kept). */
export const siteUrlIn = (siteUrl: string, path: string, locale: Locale): string => `${siteUrl}${localizedPath(path, locale)}`;
