import { expect, test, type Page } from '@playwright/test';

// /jobs and /ar/jobs load no React: the search island hydrates when the visitor first reaches for it
// (client:use, src/islands/hydrate-on-use.ts). What is done before it has hydrated still counts:
// here the island's code is held back until the test lets it through, so "before" is certain.

const island = (page: Page) => page.locator('astro-island[client="use"]');

/** Holds the island's component file until the returned function is called. */
async function holdIsland(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/JobSearch\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Set on the window: still there after a search in place, gone after a page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
/** How many jobs the browser keeps saved. */
const savedCount = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('gj:saved-jobs') ?? '[]') as unknown[]).length);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/jobs and /ar/jobs load no React until the search is used', async ({ page }) => {
    for (const path of ['/jobs', '/ar/jobs']) {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(island(page)).toHaveAttribute('ssr', '');
      expect(scripts.filter((s) => /\/(JobSearch|client)\.[^/]+\.js$/.test(s))).toEqual([]);
      page.removeAllListeners('request');
      // The first reach for it hydrates it.
      await page.locator('#job-search-form input[name="q"]').focus();
      await expect(island(page)).not.toHaveAttribute('ssr');
    }
  });

  test('a keyword typed before the island has hydrated is searched in place', async ({ page }) => {
    const release = await holdIsland(page);
    await page.goto('/jobs');
    await markWindow(page);
    await page.getByLabel('Keywords').fill('nurse');
    await expect(island(page)).toHaveAttribute('ssr', '');
    release();
    await expect(page).toHaveURL(/\/jobs\?q=nurse$/);
    await expect(page.locator('#listing-heading')).toContainText(/nurse/i);
    expect(await windowStayed(page)).toBe(true);
  });

  test('a filter ticked before the island has hydrated is applied in place, once', async ({ page }) => {
    const release = await holdIsland(page);
    await page.goto('/jobs');
    await markWindow(page);
    const remote = page.getByRole('checkbox', { name: /^Remote only/ });
    await remote.click();
    // It ticks at once, as without JavaScript; the island hears of it once it has hydrated.
    await expect(remote).toBeChecked();
    await expect(island(page)).toHaveAttribute('ssr', '');
    release();
    await expect(page).toHaveURL(/\/jobs\?remote=true$/);
    await expect(page.getByRole('checkbox', { name: /^Remote only/ })).toBeChecked();
    expect(await windowStayed(page)).toBe(true);
  });

  test('Save works before the island has hydrated, and one click is one toggle after', async ({ page }) => {
    const release = await holdIsland(page);
    await page.goto('/jobs');
    const save = page.locator('article').first().locator('button[data-save-job]');
    await expect(save).toBeVisible();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(await savedCount(page)).toBe(1);
    release();
    await expect(island(page)).not.toHaveAttribute('ssr');
    await expect(save).toHaveAttribute('data-bound', 'react');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(await savedCount(page)).toBe(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/ar/jobs: "Filters" tapped before the island has hydrated opens the sheet once it has', async ({ page }) => {
    const release = await holdIsland(page);
    await page.goto('/ar/jobs');
    await page.locator('#job-results').locator('xpath=..').locator('aside summary').click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeHidden();
    release();
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
