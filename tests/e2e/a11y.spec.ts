import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fixedPages, pageAt } from '~/lib/pages/registry';
import { basePath } from '~/i18n/locales';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import { axeViolations } from '../helpers/axe';
import { overflowOf } from '../helpers/reflow';
import { watchCsp } from '../helpers/csp';

// One test per address, so a failure names its page: every page of the registry a visitor can open
// (sign-in and the confirmations included), every page of the sitemap (articles, events,
// career-advice categories), two job pages and a job by id, and the Arabic mirror of each; at phone
// and desktop widths. Each page, once its islands have hydrated: no axe violation (WCAG 2.1 AA), no
// sideways scrolling (WCAG 1.4.10) at 390 and 320 px with two saved jobs counted in the header (one
// Save used to push the phone header wider than the screen), and no Content-Security-Policy
// violation. The other specs scan only states these addresses do not show (an open answer, a
// chosen tab, a dialog).
//
// It runs beside the flows (scripts/e2e.ts), which add, approve and withdraw jobs and rebuild the
// site: Playwright reads this file twice (to list the tests, then in the worker), and the pages it
// names must be the same both times, so the first reading keeps them in E2E_SWEEP_PAGES_FILE (a
// file of this run's scratch folder) and the second reads them back. Its browser sends Global
// Privacy Control, so its visits record no page view for a flow's analytics figures.
const baseURL = process.env.BASE_URL ?? 'http://localhost:4321';
const fetchText = async (path: string) => (await fetch(new URL(path, baseURL))).text();
const locs = async (path: string) => [...(await fetchText(path)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
type SweptJob = { id: string; slug: string; jobTitle: string; companyName: string; location: string; expiresAt: string };
const readSite = async () => ({
  sitemapPaths: await locs('/sitemap-0.xml'),
  jobPaths: (await locs('/sitemap-jobs-1-of-1.xml')).slice(0, 2),
  jobs: (JSON.parse(await fetchText('/api/jobs')) as { jobs: SweptJob[] }).jobs.slice(0, 2),
});
const pagesFile = process.env.E2E_SWEEP_PAGES_FILE;
const kept = pagesFile ? await readFile(pagesFile, 'utf8').catch(() => undefined) : undefined;
const { sitemapPaths, jobPaths, jobs } = kept ? (JSON.parse(kept) as Awaited<ReturnType<typeof readSite>>) : await readSite();
if (pagesFile && !kept) await writeFile(pagesFile, JSON.stringify({ sitemapPaths, jobPaths, jobs }));

/** Where a registry page is visited when its bare address is not the page to check. */
const visitAt: Record<string, string> = {
  '/404': '/no-such-page',
  '/subscription-confirmed': '/subscription-confirmed?status=confirmed',
  '/unsubscribed': '/unsubscribed?status=invalid',
  // Signed links; a sample renders the "not valid" state (alerts-manage.spec.ts scans the real pages).
  '/unsubscribe': '/unsubscribe?id=6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f&token=sample',
  '/alerts/manage': '/alerts/manage?id=6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f&token=sample',
};
// The admin's screens (not tracked) need an admin; sign-in and the invitation page do not.
const visitorPages = fixedPages()
  .filter((p) => p.tracked || p.path.startsWith('/auth'))
  .map((p) => p.path);
/** Where a registry page is visited in Arabic, when it has an Arabic mirror. */
const arabicVisit = (path: string) =>
  localizedPath(path, 'ar') === path ? undefined : path === '/' ? '/ar' : `/ar${visitAt[path] ?? path}`;
/** Two jobs saved in this browser, as the Save button stores them: the header counts them. */
const savedJobs = JSON.stringify(
  jobs.map((job) => ({
    id: job.id,
    slug: job.slug,
    title: job.jobTitle,
    company: job.companyName,
    location: job.location,
    savedAt: new Date().toISOString(),
    expiresAt: job.expiresAt,
  })),
);
// A search rendered on demand: the filter panel with a city and counts.
const others = [...sitemapPaths, ...jobPaths, `/job/${jobs[0]!.id}`, '/jobs?q=nurse&city=dubai'];
// Every page with an Arabic mirror, in Arabic too (the sitemap lists only the indexed ones): the
// confirmations, saved jobs, the not-found page, a job page, a search.
const paths = [
  ...new Set([
    ...visitorPages.map((path) => visitAt[path] ?? path),
    ...others,
    ...visitorPages.flatMap((path) => arabicVisit(path) ?? []),
    ...others.map((path) => localizedPath(path, 'ar')),
  ]),
];

test('the sitemap lists exactly the pages the registry marks for it', () => {
  expect(sitemapPaths.filter((path) => pageAt(path)?.sitemap !== 'pages')).toEqual([]);
  expect(
    fixedPages()
      .filter((p) => p.sitemap === 'pages' && !sitemapPaths.includes(p.path))
      .map((p) => p.path),
  ).toEqual([]);
  expect(jobPaths.map((path) => pageAt(path)?.sitemap)).toEqual(['jobs', 'jobs']);
});

// At 390 px every page; at 1280 px one page of each template in each language (a listing, an
// article, a job page…: their pages differ in words, not in parts), to keep the sweep short.
const templateOf = (path: string) => {
  const pathname = path.split('?')[0]!;
  const english = basePath(pathname);
  const route = pageAt(pathname)?.route ?? pathname;
  // A catch-all route holds several families (/article/…, /post/…, a guide at the top level).
  const segments = english.split('/').filter(Boolean);
  const family = route.includes('[...') ? (segments.length > 1 ? `${route}:${segments[0]}` : english) : route;
  return `${pathname === english ? 'en' : 'ar'}:${route.includes('[') ? family : path}`;
};
const onePerTemplate = [...new Map(paths.map((path) => [templateOf(path), path])).values()];

for (const [width, widthPaths] of [
  [390, paths],
  [1280, onePerTemplate],
] as const) {
  test.describe(`at ${width} px`, () => {
    for (const path of widthPaths) {
      test(`axe finds no WCAG 2.1 AA violation on ${path}, it reflows, and it breaks no CSP rule`, async ({ page }) => {
        const cspViolations = await watchCsp(page);
        await page.addInitScript((list) => {
          if (!localStorage.getItem('gj:saved-jobs')) localStorage.setItem('gj:saved-jobs', list);
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
        }, savedJobs);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        // Islands hydrate (Astro drops `ssr` from an island once its script has run); /jobs's waits
        // for its first use (client:use): the page is checked as it loads.
        await expect(page.locator('astro-island[ssr]:not([client="use"])')).toHaveCount(0);
        // The saved list is drawn by its script after the load: check the page with the cards in it.
        if (basePath(path) === '/saved-jobs') await expect(page.locator('#saved-jobs-list > li')).toHaveCount(2);
        // Pages with the site's header count the two saved jobs in it.
        const savedCount = page.locator('[data-saved-jobs-link]:visible [data-saved-jobs-count]');
        if ((await page.locator('[data-saved-jobs-link]').count()) > 0) await expect(savedCount).toHaveText(/^(2|٢)$/);
        expect(await axeViolations(page)).toEqual([]);
        expect(await overflowOf(page)).toBe('');
        if (width === 390) {
          await page.setViewportSize({ width: 320, height: 800 });
          expect(await overflowOf(page)).toBe('');
        }
        expect(cspViolations).toEqual([]);
      });
    }
  });
}

test('a keyboard user reaches the main content, the menus and a job without a mouse', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/jobs');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  // From the main landmark: the breadcrumb, then the search box, before any card.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Keywords' })).toBeFocused();
  const firstCardLink = page.locator('article h3 a').first();
  await firstCardLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
});
