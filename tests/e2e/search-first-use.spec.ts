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

// Clicks made while the island hydrates: each takes effect exactly once. Hydration must keep the
// server's nodes (a mismatch makes React 19 throw them away and draw the island again, and a click
// pressed on an old Save and released on its replacement is no click at all); a Save click that
// both the page script and React answer must toggle once, not twice.

/** Marks the island's Save buttons, to tell after hydration whether they are still the same nodes. */
const markSaveButtons = (page: Page) =>
  island(page)
    .locator('button[data-save-job]')
    .evaluateAll((buttons) => buttons.forEach((b) => ((b as unknown as { marked: boolean }).marked = true)));
const saveButtonsKept = (page: Page) =>
  island(page)
    .locator('button[data-save-job]')
    .evaluateAll((buttons) => buttons.every((b) => (b as unknown as { marked?: boolean }).marked === true));
/** The ids of the jobs the browser keeps saved. */
const savedIds = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('gj:saved-jobs') ?? '[]') as { id: string }[]).map((j) => j.id).sort());
/** The job ids of the first `n` Save buttons of the island. */
const idsOfSaveButtons = (page: Page, n: number) =>
  island(page)
    .locator('button[data-save-job]')
    .evaluateAll((buttons, n) => buttons.slice(0, n).map((b) => (JSON.parse((b as HTMLElement).dataset.saveJob!) as { id: string }).id), n);
/** React's hydration errors (a mismatch: "Minified React error #418") and any other error of the page. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
/** Once React has taken the Save buttons (hydrated and drawn with the browser's state). */
const hydrated = async (page: Page) => {
  await expect(island(page).locator('button[data-save-job]').first()).toHaveAttribute('data-bound', 'react');
};

/**
 * Loads `path` with the island's code held back; `start()` lets it through with the CPU slowed 6
 * times (Chromium's throttling, through CDP) and returns once the code has come, so what follows is
 * done while React hydrates; `stop()` puts the CPU back.
 */
async function slowHydration(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  const release = await holdIsland(page);
  await page.goto(path);
  return {
    start: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const loaded = page.waitForResponse(/\/_astro\/JobSearch\.[^/]+\.js$/);
      // The pointer comes over it (it wakes it, if nothing has yet).
      await island(page).dispatchEvent('pointerover');
      release();
      await loaded;
    },
    stop: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
  };
}

/** Clicks Save on the first three cards, one after the other with no wait, each pressed for 60 ms like a finger. */
async function saveThree(page: Page) {
  const save = island(page).locator('button[data-save-job]');
  for (const i of [0, 1, 2]) await save.nth(i).click({ delay: 60 });
}

async function expectThreeSaved(page: Page, ids: string[]) {
  const save = island(page).locator('button[data-save-job]');
  for (const i of [0, 1, 2]) await expect(save.nth(i)).toHaveAttribute('aria-pressed', 'true');
  expect(await savedIds(page)).toEqual([...ids].sort());
}

for (const path of ['/jobs', '/ar/jobs']) {
  test(`${path}: Save clicked on three cards at once on a cold load saves each, once, also after a reload`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(path);
    await markSaveButtons(page);
    const ids = await idsOfSaveButtons(page, 3);
    await saveThree(page);
    await expectThreeSaved(page, ids);
    await hydrated(page);
    // Nothing toggled again once the island had hydrated, and it kept the server's buttons.
    await expectThreeSaved(page, ids);
    expect(await saveButtonsKept(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.reload();
    await expectThreeSaved(page, ids);
  });

  test(`${path}: Save clicked while the island hydrates (CPU slowed 6 times) saves each, once`, async ({ page }) => {
    const errors = pageErrors(page);
    const hydrating = await slowHydration(page, path);
    await markSaveButtons(page);
    const ids = await idsOfSaveButtons(page, 3);
    const save = island(page).locator('button[data-save-job]');
    // The first before it hydrates (its code held back), the next two as soon as its code has come.
    await save.nth(0).click({ delay: 60 });
    await hydrating.start();
    await save.nth(1).click({ delay: 60 });
    await save.nth(2).click({ delay: 60 });
    await hydrating.stop();
    await expectThreeSaved(page, ids);
    await hydrated(page);
    await expectThreeSaved(page, ids);
    expect(await saveButtonsKept(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.reload();
    await expectThreeSaved(page, ids);
  });
}

test.describe('while the island hydrates (CPU slowed 6 times), at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Each after a Save made before the island hydrated: the card it drew Saved is hydrated as found.
  test('a filter ticked is applied in place, once', async ({ page }) => {
    const errors = pageErrors(page);
    const hydrating = await slowHydration(page, '/jobs');
    await markWindow(page);
    await island(page).locator('button[data-save-job]').first().click();
    await hydrating.start();
    const remote = page.getByRole('checkbox', { name: /^Remote only/ });
    await remote.click({ delay: 60 });
    await hydrating.stop();
    await expect(page).toHaveURL(/\/jobs\?remote=true$/);
    await expect(page.getByRole('checkbox', { name: /^Remote only/ })).toBeChecked();
    expect(await windowStayed(page)).toBe(true);
    expect(await savedCount(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a keyword typed is searched in place', async ({ page }) => {
    const errors = pageErrors(page);
    const hydrating = await slowHydration(page, '/ar/jobs');
    await markWindow(page);
    await island(page).locator('button[data-save-job]').first().click();
    await hydrating.start();
    await page.locator('#job-search-form input[name="q"]').pressSequentially('nurse');
    await hydrating.stop();
    await expect(page).toHaveURL(/\/ar\/jobs\?q=nurse$/);
    await expect(page.locator('#job-search-form input[name="q"]')).toHaveValue('nurse');
    expect(await windowStayed(page)).toBe(true);
    expect(await savedCount(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('Quick view opens the card it was clicked on, once, and Save in it saves once', async ({ page }) => {
    const errors = pageErrors(page);
    const hydrating = await slowHydration(page, '/jobs');
    const card = island(page).locator('article').nth(1);
    const title = (await card.getByRole('heading').textContent())!.trim();
    await hydrating.start();
    await card.getByRole('button', { name: /Quick view/ }).click({ delay: 60 });
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.locator('#quick-view-save').click({ delay: 60 });
    await hydrating.stop();
    await expect(dialog.locator('#quick-view-save')).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await hydrated(page);
    await expect(card.locator('button[data-save-job]')).toHaveAttribute('aria-pressed', 'true');
    expect(await savedCount(page)).toBe(1);
    expect(errors).toEqual([]);
  });
});

// A prerendered listing (/uae-jobs, …) is built with its jobs: on a phone, where its filters wait
// behind a button, it loads no React until used; where the filters are a column beside the results
// it hydrates once the page is idle, for their counts; an old link's query is searched at once.
test.describe('a prerendered listing', () => {
  const reactScripts = (scripts: string[]) => scripts.filter((s) => /\/(JobSearch|client)\.[^/]+\.js$/.test(s));
  const scriptsOf = (page: Page) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  };

  test('at 390 px loads no React until its filters are opened, then counts them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/uae-jobs', '/ar/uae-jobs']) {
      const scripts = scriptsOf(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('astro-island[client="use"]')).toHaveAttribute('ssr', '');
      expect(reactScripts(scripts)).toEqual([]);
      page.removeAllListeners('request');
      await page.locator('astro-island[client="use"] summary', { hasText: /^(Filters|التصفية)/ }).click();
      await expect(page.locator('astro-island[client="use"]')).not.toHaveAttribute('ssr');
      await expect(page.getByRole('checkbox', { name: /\(\d+\)$/ }).first()).toBeVisible();
    }
  });

  test('at 1280 px hydrates once the page is idle and shows the counts of its filters', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/uae-jobs');
    await expect(page.locator('astro-island[client="use"]')).not.toHaveAttribute('ssr');
    await expect(page.getByRole('checkbox', { name: /^Remote only \(\d+\)$/ })).toBeVisible();
  });

  test('at 390 px an old link’s query is searched at once', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { total } = (await (await request.get('/api/jobs?q=nurse&country=uae')).json()) as { total: number };
    await page.goto('/uae-jobs?q=nurse');
    await expect(page.locator('astro-island[client="use"]')).not.toHaveAttribute('ssr');
    await expect(page.getByText(`Showing ${total} UAE job opportunit`)).toBeVisible();
  });
});
