import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';

// Arabic words with their prefixes: the demo's "محاسب أول" says "شركة نجد للاستثمار" and
// "هيئة الزكاة"; a visitor typing "استثمار" or "زكاة" (without لل or ال) finds it on /ar/jobs, with
// and without JavaScript.

const titles = (page: Page) => page.locator('article h3').allTextContents();
const searches = [
  { q: 'استثمار', title: 'محاسب أول' },
  { q: 'زكاة', title: 'محاسب أول' },
];

async function expectArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('an Arabic job is found by a word typed without its article, live on /ar/jobs', async ({ page }) => {
  await page.goto('/ar/jobs');
  await expectArabic(page);
  for (const { q, title } of searches) {
    await page.getByRole('searchbox', { name: 'كلمات البحث' }).fill(q);
    await expect(page).toHaveURL((url) => url.pathname === '/ar/jobs' && url.searchParams.get('q') === q);
    await expect.poll(() => titles(page)).toEqual([title]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered /ar/jobs finds it too', async ({ page }) => {
    for (const { q, title } of searches) {
      await page.goto('/ar/jobs');
      await page.getByRole('searchbox', { name: 'كلمات البحث' }).fill(q);
      await page.getByRole('button', { name: 'ابحث', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/ar/jobs' && url.searchParams.get('q') === q);
      await expectArabic(page);
      expect(await titles(page)).toEqual([title]);
    }
  });
});

for (const width of [390, 1280]) {
  test(`the Arabic results pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ar/jobs?q=' + encodeURIComponent('استثمار'));
    await page.waitForLoadState('networkidle');
    await expectArabic(page);
    expect(await titles(page)).toEqual(['محاسب أول']);
    await page.screenshot({ path: `test-results/arabic-search-stem-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
}
