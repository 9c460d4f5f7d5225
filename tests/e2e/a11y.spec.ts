import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from '../helpers/axe';

// Every page of the sitemap, and the public pages it leaves out (sign-in, confirmations, the
// not-found page, a job by id), at phone and desktop widths: no WCAG 2.1 AA violation.
const unlistedPaths = [
  '/auth', '/newsletter-thank-you', '/subscription-confirmed?status=confirmed', '/unsubscribed?status=invalid', '/no-such-page',
  '/post-job/submitted', '/events/updates-requested', '/interview-coaching/request-sent',
];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const jobs = await locs('/sitemap-jobs.xml');
  return [...(await locs('/sitemap-0.xml')), ...jobs.slice(0, 2)];
}

for (const width of [390, 1280]) {
  test(`axe finds no WCAG 2.1 AA violation on any page at ${width} px`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const { jobs } = (await (await request.get('/api/jobs')).json()) as { jobs: { id: string }[] };
    const paths = [...(await sitemapPaths(request)), ...unlistedPaths, `/job/${jobs[0]!.id}`];
    expect(paths.length).toBeGreaterThan(50);
    await page.setViewportSize({ width, height: 900 });
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      failures.push(...(await axeViolations(page)));
    }
    expect(failures).toEqual([]);
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
