import { arabicPrefix, basePath, type Locale } from '../../i18n/locales';
import { categoryLandings } from './category-landings';
import { listingPages } from './listings';

// Which pages have an Arabic mirror at the same path under /ar: the job seeker's side of the site.
// Articles, guides, events, the salary guide and the admin's screens are English only. Relative
// imports only: astro.config.mjs reads this through the page registry.

/**
 * The English paths whose page has an Arabic mirror. '[x]' is one path segment, '[...x]' one or
 * more. Anything else (articles, guides, events, the salary guide, sign-in, the admin's screens,
 * endpoints) is English only; an Arabic page links to it as it is.
 */
export const mirroredPatterns = [
  '/',
  '/jobs',
  '/jobs/[...slug]',
  '/job/[...id]',
  '/[listing]',
  '/post-job',
  '/post-job/preview',
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
  '/companies/[slug]',
  '/safe-job-search',
  '/job-reported',
  '/job-dialogs',
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

/**
 * A site path (with any query and hash) in the given language: ('/jobs?q=x', 'ar') → '/ar/jobs?q=x',
 * ('/ar/jobs', 'en') → '/jobs', ('/', 'ar') → '/ar'. A page without a mirror keeps its English
 * address; external and non-path addresses are returned as they are.
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
