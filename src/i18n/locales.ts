// The site's two languages: English at the root, Arabic under /ar/, right to left.
// Which pages have an Arabic mirror is the page registry's knowledge (src/lib/pages/arabic-mirror.ts).
// Imports nothing: React islands and page scripts read it too.

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The other language: the one the language switch offers. */
export const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/** `<html dir>`: Arabic is written right to left. */
export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The locale for Intl formats. Arabic readers in the Gulf write Latin digits (1, 2, 3), so
 * Arabic numbers and dates use ar-AE with the Latin numbering system.
 */
export const intlLocale: Record<Locale, string> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn' };

/** Where the Arabic site starts: /ar and every path under it. */
export const arabicPrefix = '/ar';

/** The language of a path: /ar and /ar/… are Arabic, everything else English. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`) ? 'ar' : 'en';

/** A page's language from its address (in .astro files: `localeOf(Astro.url)`). */
export const localeOf = (url: URL): Locale => localeOfPath(url.pathname);

/** The English path of a path in either language: '/ar/jobs' → '/jobs', '/ar' → '/'. */
export const basePath = (pathname: string): string =>
  localeOfPath(pathname) === 'ar' ? pathname.slice(arabicPrefix.length) || '/' : pathname;
