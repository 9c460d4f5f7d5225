import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { listingPages } from '~/lib/listing-pages';
import { categoryLandings } from '~/lib/category-landing';
import { pathForms } from '~/lib/path-forms';

// Every kind of public page, at phone and desktop widths: no WCAG 2.1 AA violation.
const staticPaths = [
  '/', '/jobs', '/auth', '/privacy', '/terms', '/companies', '/newsletter-thank-you',
  '/subscription-confirmed?status=confirmed', '/unsubscribed?status=invalid', '/no-such-page', '/post-job/submitted',
  ...listingPages.map((p) => p.path),
  ...categoryLandings.map((p) => p.path),
  ...pathForms.slice(0, 2).map((f) => `/jobs/${f.word}`),
  `/jobs/${pathForms.at(-1)!.word}`,
];

for (const width of [390, 1280]) {
  test(`axe finds no WCAG 2.1 AA violation at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { jobs } = (await (await request.get('/api/jobs')).json()) as { jobs: { slug: string; id: string }[] };
    await page.setViewportSize({ width, height: 900 });
    const failures: string[] = [];
    for (const path of [...staticPaths, `/jobs/${jobs[0]!.slug}`, `/job/${jobs[1]!.id}`]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of results.violations) failures.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
