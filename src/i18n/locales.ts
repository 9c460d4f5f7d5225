// Relative imports only: astro.config.mjs reads this through the page registry.
import { listingPages } from '../lib/pages/listings';
import { categoryLandings } from '../lib/pages/category-landings';

// The site's two languages: English at the root, Arabic under /ar/, right to left.
// Every job-seeker page has its Arabic mirror at the same path under /ar (mirroredPatterns);
// articles, guides, events, the salary guide and the admin's screens are English only.

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

const arabicPrefix = '/ar';

/** The language of a path: /ar and /ar/… are Arabic, everything else English. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`) ? 'ar' : 'en';

/** A page's language from its address (in .astro files: `localeOf(Astro.url)`). */
export const localeOf = (url: URL): Locale => localeOfPath(url.pathname);

/** The English path of a path in either language: '/ar/jobs' → '/jobs', '/ar' → '/'. */
export const basePath = (pathname: string): string =>
  localeOfPath(pathname) === 'ar' ? pathname.slice(arabicPrefix.length) || '/' : pathname;

/**
 * A site path (with any query and hash) in the given language: ('/jobs?q=x', 'ar') → '/ar/jobs?q=x',
 * ('/ar/jobs', 'en') → '/jobs', ('/', 'ar') → '/ar'. External and non-path addresses are returned as they are.
 */
export function localizedPath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? '' : href.slice(split);
  const base = basePath(path);
  if (locale === 'en') return base + rest;
  if (!hasArabicMirror(base)) return href;
  return (base === '/' ? arabicPrefix : arabicPrefix + base) + rest;
}

/**
 * The English paths whose page has an Arabic mirror: the job seeker's side of the site. '[x]' is one
 * path segment, '[...x]' one or more. Anything else (articles, guides, events, the salary guide,
 * sign-in, the admin's screens, endpoints) is English only; an Arabic page links to it as it is.
 */
export const mirroredPatterns = [
  '/',
  '/jobs',
  '/jobs/[...slug]',
  '/job/[...id]',
  '/[listing]',
  '/post-job',
  '/post-job/submitted',
  '/forms/[form]',
  '/saved-jobs',
  '/alerts/manage',
  '/unsubscribe',
  '/unsubscribed',
  '/subscription-confirmed',
  '/newsletter-thank-you',
  '/404',
  '/privacy',
  '/terms',
  '/companies',
] as const;

/** The top-level listing pages (/uae-jobs, /healthcare-jobs …): one segment, so not every '/x' is one. */
const listingPaths = new Set<string>([...listingPages, ...categoryLandings].map((p) => p.path));

const patternRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/\[\.\.\.[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`);
const mirrored = mirroredPatterns.filter((p) => p !== '/[listing]').map(patternRegExp);

/** Whether the English page at this path (no /ar, no query) has an Arabic mirror. */
export function hasArabicMirror(path: string): boolean {
  const clean = path.replace(/(.)\/+$/, '$1');
  return listingPaths.has(clean) || mirrored.some((re) => re.test(clean));
}
