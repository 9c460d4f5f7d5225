import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categoryLandings } from '~/lib/pages/category-landings';
import { jobListPosts, jobsIndexPage, jobsWordListings, listingPages } from '~/lib/pages/listings';
import { fixedPages, inSitemap, isNoindexPath, isTrackedPath, pageAt, pages, redirects, sitePage } from '~/lib/pages/registry';
import { staticSeoPages } from '~/lib/pages/seo-list';
import { basePath, localeOfPath } from '~/i18n/locales';
import { hasArabicMirror } from '~/lib/pages/arabic-mirror';

// The registry is the one list of pages: every route file has its entry, and the sitemap, robots
// and analytics rules are what the entries say, so a page added without an entry fails here.

const pagesDir = fileURLToPath(new URL('../../src/pages/', import.meta.url));

/** The route of every file under src/pages ('jobs/[slug].astro' → '/jobs/[slug]'); the API is one family. */
const routeFiles = readdirSync(pagesDir, { recursive: true, withFileTypes: true })
  .filter((f) => f.isFile() && /\.(astro|ts)$/.test(f.name))
  .map((f) => `${f.parentPath.slice(pagesDir.length)}/${f.name}`.replace(/^\/?/, '/'))
  .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
  .map((file) => (file.startsWith('/api/') ? '/api/[...endpoint]' : file.replace(/\.(astro|ts)$/, '').replace(/\/index$/, '') || '/'))
  // An Arabic page (/ar/…) is its English page's mirror; the Arabic catch-all is the Arabic /404.
  .map((route) => (route === '/ar/[...missing]' ? '/404' : route === '/ar' || route.startsWith('/ar/') ? route.slice(3) || '/' : route));

/** A concrete path a family's pattern matches ('/events/[slug]' → '/events/sample-page', '/job/[...id]' → '/job/sample/page'). */
const sampleOf = (path: string) => path.replace(/\[\.\.\.[^\]]+\]/g, 'sample/page').replace(/\[[^\]]+\]/g, 'sample-page');

describe('the page registry', () => {
  it('has an entry for every route file under src/pages, and no entry without one', () => {
    // An Arabic route file (/ar/…) is its English page's mirror: it has no entry of its own.
    const englishRoutes = routeFiles.map((route) => (localeOfPath(route) === 'ar' ? basePath(route) : route));
    expect([...new Set(pages.map((p) => p.route))].sort()).toEqual([...new Set(englishRoutes)].sort());
  });

  it('has Arabic route files only for pages with an Arabic mirror', () => {
    const arabic = routeFiles.filter((route) => localeOfPath(route) === 'ar');
    expect(arabic.filter((route) => !hasArabicMirror(sampleOf(basePath(route))))).toEqual([]);
  });

  it('lists each address once', () => {
    const paths = pages.map((p) => p.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it.each(pages.map((p) => [p.path, p] as const))('%s: the lookup finds its entry', (path, entry) => {
    // A job's sample slug is a job page, not a listing word; a catch-all only answers what nothing else does.
    expect(pageAt(sampleOf(path))).toBe(entry);
  });

  it('holds every listing page of src/lib/pages/listings.ts and category-landings.ts', () => {
    const listed = [jobsIndexPage, ...listingPages, ...categoryLandings, ...jobsWordListings, ...Object.values(jobListPosts)];
    for (const listing of listed) expect(pageAt(listing.path)).toMatchObject({ title: listing.title, description: listing.description });
  });

  it('gives a fixed page a title and description, and refuses an address it does not hold', () => {
    expect(sitePage('/companies')).toMatchObject({
      title: 'Companies hiring in the Gulf',
      description: 'Employers with open, reviewed jobs in the Gulf right now.',
    });
    expect(() => sitePage('/no-such-page')).toThrow(
      'src/lib/pages/registry.ts has no title and description for /no-such-page; add the page there.',
    );
  });
});

describe('the sitemap is the registry’s indexed pages', () => {
  const url = (path: string) => `https://gulfjobs.example${path}`;

  it.each(pages.map((p) => [p.path, p.sitemap ?? 'none'] as const))('%s: sitemap %s', (path, sitemap) => {
    expect(inSitemap(url(sampleOf(path)))).toBe(sitemap === 'pages');
    expect(inSitemap(url(`${sampleOf(path)}/`.replace(/^\/\/$/, '/')))).toBe(sitemap === 'pages');
  });

  it('lists exactly the fixed pages marked for it, every one of them in the SEO settings', () => {
    const inPagesSitemap = fixedPages()
      .filter((p) => inSitemap(url(p.path)))
      .map((p) => p.path)
      .sort();
    expect(inPagesSitemap).toEqual(
      fixedPages()
        .filter((p) => p.sitemap === 'pages')
        .map((p) => p.path)
        .sort(),
    );
    // A page whose canonical is another address (/jobs/uae → /uae-jobs) stays in the SEO list but not in the sitemap.
    expect(inPagesSitemap).toEqual(
      staticSeoPages
        .filter((p) => !p.canonical)
        .map((p) => p.path)
        .sort(),
    );
    expect(inPagesSitemap).toEqual(
      expect.arrayContaining([
        '/',
        '/jobs',
        '/uae-jobs',
        '/healthcare-jobs',
        '/jobs/oman',
        '/jobs/engineering',
        '/salary-guide',
        '/privacy',
      ]),
    );
  });

  it.each(Object.keys(redirects))('leaves out the old address %s (a redirect)', (path) => expect(inSitemap(url(path))).toBe(false));

  it.each([
    '/jobs/icu-nurse-doha-qatar',
    '/job/0cc82282-e7d4-4a39-818a-2582789d42d7',
    '/auth',
    '/admin/review-jobs',
    '/404',
    '/search',
    '/post-job/submitted',
  ])('leaves out %s', (path) => expect(inSitemap(url(path))).toBe(false));

  it.each(['/dha-license-uae', '/article/cv-writing-guide', '/events/dubai-gulf-careers-fair-2025', '/career-advice/licensing'])(
    'lists the content page %s',
    (path) => expect(inSitemap(url(path))).toBe(true),
  );

  it('never lists a page marked noindex', () => {
    for (const entry of pages.filter((p) => p.noindex)) expect([entry.path, entry.sitemap]).toEqual([entry.path, undefined]);
  });

  it.each([
    ['/auth', true],
    ['/admin', true],
    ['/admin/seo-settings', true],
    ['/analytics', true],
    ['/subscription-confirmed', true],
    ['/404', true],
    ['/', false],
    ['/jobs/uae', false],
    ['/job/0cc82282-e7d4-4a39-818a-2582789d42d7', false],
    ['/dha-license-uae', false],
  ])('%s noindex: %s', (path, noindex) => expect(isNoindexPath(path)).toBe(noindex));
});

describe('analytics counts the pages the registry marks tracked', () => {
  it.each(pages.map((p) => [p.path, p.tracked] as const))('%s tracked: %s', (path, tracked) => {
    expect(isTrackedPath(sampleOf(path))).toBe(tracked);
  });

  it.each([
    ['/_astro/index.js', false],
    ['/_image', false],
    ['/administrator', true],
    ['/auth-guide', true],
  ])('%s tracked: %s', (path, tracked) => expect(isTrackedPath(path)).toBe(tracked));
});
