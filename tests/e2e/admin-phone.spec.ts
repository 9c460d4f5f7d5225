import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { signInAsAdmin } from '../helpers/e2e';

// Every admin screen works on a phone: at 390 px nothing is wider than the screen (no
// sideways scrolling of the page; a table may scroll in its own box, the review queue becomes
// cards), the admin tabs are all on screen, and Approve/Reject are reachable without scrolling
// sideways. Screenshots at 390 and 1280 px land in test-results/admin-screens/ for a person to look at.

const screens = ['/admin/review-jobs', '/scrape-jobs', '/admin/seo-settings', '/analytics', '/admin/coaching-requests', '/admin/admins'];

/** The top 1,600 px of the page (the screen and a bit more), enough to judge the layout. */
const shot = async (page: Page, path: string, width: number) => {
  const height = Math.min(1600, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.screenshot({
    path: `test-results/admin-screens/${path.replace(/\W+/g, '-').replace(/^-/, '')}-${width}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height },
  });
};

test('every admin screen fits a 390 px phone and passes axe; screenshots at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, '/admin/review-jobs');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await shot(page, path, width);
      if (width !== 390) continue;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width at 390 px`).toBeLessThanOrEqual(390);
      // Every admin tab and every tab of a screen (analytics breakdowns, SEO fields) is on screen, none hidden in a sideways scroll.
      for (const tab of [
        ...(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').all()),
        ...(await page.getByRole('tab').all()),
      ]) {
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width, `${path}: the ${await tab.textContent()} tab`).toBeLessThanOrEqual(390);
      }
      expect(await axeViolations(page), `${path} at 390 px`).toEqual([]);
    }
  }
});

test('on a phone the review queue shows Approve and Reject on screen, without sideways scrolling', async ({ page }) => {
  await signInAsAdmin(page, '/admin/review-jobs');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/review-jobs?status=pending');
  const approve = page.getByRole('button', { name: /^Approve/ }).first();
  const reject = page.getByRole('button', { name: /^Reject/ }).first();
  // Measured where the page puts them, without scrolling anything sideways (the table's box included).
  for (const button of [approve, reject, page.getByLabel(/^Reason for rejecting/).first()]) {
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await shot(page, '/admin/review-jobs-pending', 390);
});
