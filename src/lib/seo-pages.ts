import { categoryLandings } from './category-landing';
import { listingPages } from './listing-pages';
import { pathForms } from './path-forms';
import { normalizeSitePath, type StoredSeoOverride } from './seo';
import { pageTitle } from './site';

/** A page the SEO settings can override: its path, a name for the list and its built-in metadata. */
export interface SeoPage {
  path: string;
  name: string;
  group: SeoPageGroup;
  /** The <title> and description the page has without an override, where known. */
  title?: string;
  description?: string;
  /** Where the page's canonical link points when it is not the page itself. */
  canonical?: string;
}

export type SeoPageGroup = 'Main pages' | 'Country and topic pages' | 'Category pages' | 'Job listings' | 'Articles and guides' | 'Content';

/**
 * The public routes the site builds that are not content entries (content pages are added by
 * seoPageList from src/content.ts). Sign-in, confirmations and job detail pages are not listed:
 * they are not indexed, or their metadata comes from the job itself.
 */
export const staticSeoPages: SeoPage[] = [
  { path: '/', name: 'Home', group: 'Main pages', title: pageTitle('Jobs in the UAE, Saudi Arabia, Qatar and the Gulf') },
  { path: '/jobs', name: 'Find Jobs', group: 'Main pages', title: pageTitle('Jobs in the Gulf') },
  { path: '/post-job', name: 'Post a Job', group: 'Main pages', title: pageTitle('Post a Job'), description: 'Post a job for skilled professionals in the Gulf. Every listing is reviewed before it goes live.' },
  { path: '/companies', name: 'Companies', group: 'Main pages', title: pageTitle('Companies hiring in the Gulf'), description: 'Employers with open, reviewed jobs in the Gulf right now.' },
  { path: '/salary-guide', name: 'GCC Salary Guide', group: 'Content' },
  { path: '/career-advice', name: 'Career Advice', group: 'Content' },
  { path: '/middle-east-jobs', name: 'Middle East Jobs hub', group: 'Content' },
  { path: '/interview-coaching', name: 'Interview Coaching', group: 'Content', title: pageTitle('Interview Coaching for Jobs in the Gulf') },
  { path: '/events', name: 'Career Fairs and Events', group: 'Content', title: pageTitle('Career Fairs and Events in the Gulf') },
  { path: '/post/unlock-exciting-job-opportunities-in-the-middle-east', name: 'Unlock Exciting Job Opportunities in the Middle East', group: 'Content' },
  { path: '/post/boost-your-career-with-gulf-jobs-search-platform', name: 'Boost Your Career with the Gulf Jobs Search Platform', group: 'Content' },
  { path: '/privacy', name: 'Privacy Policy', group: 'Main pages', title: pageTitle('Privacy Policy') },
  { path: '/terms', name: 'Terms of Use', group: 'Main pages', title: pageTitle('Terms of Use') },
  ...listingPages.map((p): SeoPage => ({ path: p.path, name: p.heading, group: 'Country and topic pages', title: pageTitle(p.title), description: p.description })),
  ...categoryLandings.map((p): SeoPage => ({ path: p.path, name: p.heading, group: 'Category pages', title: pageTitle(p.title), description: p.description })),
  ...pathForms.map((f): SeoPage => ({
    path: `/jobs/${f.word}`, name: f.page.heading, group: 'Job listings', title: pageTitle(f.page.title), description: f.page.description, canonical: f.canonical,
  })),
];

/** The page list of the SEO settings: the static routes, then content pages, each path once, sorted by group. */
export function seoPageList(contentPages: readonly SeoPage[], staticPages: readonly SeoPage[] = staticSeoPages): SeoPage[] {
  const byPath = new Map<string, SeoPage>();
  for (const page of [...staticPages, ...contentPages]) {
    const path = normalizeSitePath(page.path);
    if (!byPath.has(path)) byPath.set(path, { ...page, path });
  }
  const order: SeoPageGroup[] = ['Main pages', 'Articles and guides', 'Content', 'Category pages', 'Country and topic pages', 'Job listings'];
  return [...byPath.values()].sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group) || a.path.localeCompare(b.path));
}

/** Pages whose name or path contains every word of the search (case-insensitive). */
export function searchSeoPages<T extends Pick<SeoPage, 'name' | 'path'>>(pages: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pages.filter((p) => words.every((w) => p.name.toLowerCase().includes(w) || p.path.toLowerCase().includes(w)));
}

/** A row of the SEO settings list: the page, its saved override (if any) and its canonical address. */
export interface SeoPageRow extends SeoPage {
  override: StoredSeoOverride | null;
  canonicalUrl: string;
}

/** The rows of the SEO settings screen: each listed page with its override; the canonical as an absolute URL. */
export function seoPageRows(pages: readonly SeoPage[], overrides: readonly StoredSeoOverride[], siteUrl: string): SeoPageRow[] {
  const byPath = new Map(overrides.map((o) => [o.path, o]));
  return pages.map((p) => ({ ...p, override: byPath.get(p.path) ?? null, canonicalUrl: new URL(p.canonical ?? p.path, siteUrl).href }));
}
