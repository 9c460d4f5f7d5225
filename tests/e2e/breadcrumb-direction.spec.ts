import { expect, test } from '@playwright/test';
import { drawnDirection } from '../helpers/drawn-direction';

// The trail's separators as drawn on screen: "›" from Home onwards in English, "‹" in Arabic,
// which reads right to left. Checked on the pixels, since a box test passed while a reader saw
// the arrow pointing back towards Home.
const trails = [
  { path: '/ar/jobs', crumbs: 2, way: 'left' },
  { path: '/ar/jobs/oman', crumbs: 3, way: 'left' },
  { path: '/ar/jobs/registered-nurse-intensive-care-unit-dubai-uae', crumbs: 3, way: 'left' },
  { path: '/ar/healthcare-jobs-uae', crumbs: 3, way: 'left' },
  { path: '/ar/companies', crumbs: 2, way: 'left' },
  { path: '/jobs/oman', crumbs: 3, way: 'right' },
  { path: '/jobs/registered-nurse-intensive-care-unit-dubai-uae', crumbs: 3, way: 'right' },
  { path: '/article/cv-writing-guide', crumbs: 3, way: 'right' },
] as const;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
    for (const { path, crumbs, way } of trails) {
      test(`${path}: every separator of its ${crumbs} crumbs points ${way}`, async ({ page }) => {
        await page.goto(path);
        const trail = page.getByRole('navigation', { name: path.startsWith('/ar/') ? 'مسار التنقل' : 'Breadcrumb' });
        await expect(trail.locator('li')).toHaveCount(crumbs);
        const separators = trail.locator('[data-separator]');
        await expect(separators).toHaveCount(crumbs - 1);
        for (const separator of await separators.all()) expect(await drawnDirection(await separator.screenshot())).toBe(way);
      });
    }
  });
}
