import { expect, test, type Page } from '@playwright/test';
import { sql } from 'kysely';
import { createDb } from '~/server/db/client';
import { axeViolations } from '../helpers/axe';
import { rebuildNow } from '../helpers/e2e';
import { resetRateLimits } from '../helpers/rate-limits';

// SEO settings and analytics as an admin sees them: an override saved → live after the rebuild;
// the beacon records a real browser's visit (not a headless one's, not under GPC) → the dashboard
// shows it. Both pages pass axe at 390 and 1280 px and work by keyboard.

const desktopChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** Islands answer clicks only once hydrated (Astro drops the ssr attribute then). */
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

async function signIn(page: Page, next: string) {
  await page.goto(next);
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(next).replaceAll('/', '%2F')}`));
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Password hashing is slow on purpose; under a rebuild it can take longer than the default 5 s.
  await expect(page).toHaveURL((url) => url.pathname === next, { timeout: 15_000 });
}

test('visitors are sent to sign in and the admin endpoints refuse them', async ({ page, request }) => {
  for (const path of ['/admin/seo-settings', '/analytics']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2F${path.slice(1).replace('/', '%2F')}$`));
  }
  expect((await request.post('/_actions/admin.saveSeoOverride', { data: { path: '/uae-jobs', title: 'x' } })).status()).toBe(401);
  expect((await request.post('/_actions/admin.deleteSeoOverride', { data: { path: '/uae-jobs' } })).status()).toBe(401);
  expect((await request.get('/api/admin/analytics')).status()).toBe(401);
});

// The English and the Arabic overrides are saved one after the other and checked after one rebuild
// (half a minute of both cores), asked for once both are saved.
test('overrides saved in SEO settings, for an English and an Arabic page, are their title, description and social tags after the rebuild', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const metaOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const meta = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      description: meta('name="description"'),
      keywords: meta('name="keywords"'),
      ogTitle: meta('property="og:title"'),
      ogImage: meta('property="og:image"'),
      ogLocale: meta('property="og:locale"'),
      html,
    };
  };
  const before = await metaOf('/ar/qatar-jobs');
  const searchBefore = await metaOf('/ar/jobs?q=nurse');

  await signIn(page, '/admin/seo-settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Settings');
  await hydrated(page);

  const total = Number((await page.getByText(/^\d+ pages$/).textContent())!.split(' ')[0]);
  await page.getByLabel('Search pages').fill('qatar jobs');
  // The count follows the filter: "2 of 61 pages", never the unfiltered total.
  await expect(page.getByText(new RegExp(`^[1-9]\\d* of ${total} pages$`))).toBeVisible();
  await page.getByRole('button', { name: /Jobs in Qatar \/qatar-jobs/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jobs in Qatar' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');

  const title = `Qatar jobs for nurses and teachers ${Date.now() % 100_000}`;
  const long = `${title}, with more words than a search result shows`;
  await page.getByLabel('Title', { exact: true }).fill(long);
  await expect(page.getByText(`${long.length} / 60 — longer than search engines show`, { exact: true })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByText(`${title.length} / 60`, { exact: true })).toBeVisible();
  await page.getByLabel('Description', { exact: true }).fill('Current jobs in Qatar, every one reviewed before it goes live.');
  await page.getByLabel('Keywords', { exact: true }).fill('qatar jobs, doha jobs');

  // The tabs work by keyboard; the canonical is read-only.
  await page.getByRole('tab', { name: 'Basic' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Social' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Canonical URL')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Canonical URL')).toHaveValue(/\/qatar-jobs$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Changes saved. The site is rebuilding; the page shows them within a few minutes.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Jobs in Qatar \/qatar-jobs optimized/ })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: /Jobs in Qatar \/qatar-jobs/ }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  await page.goto('/admin/seo-settings');
  await hydrated(page);
  // The Arabic rows: the language filter keeps them, the search finds them by path.
  await page.getByLabel('Language').selectOption('ar');
  await page.getByLabel('Search pages').fill('qatar');
  const arabicRow = page.getByRole('button', { name: /Jobs in Qatar \(Arabic\) \/ar\/qatar-jobs/ });
  await expect(arabicRow).toBeVisible();
  await expect(page.getByRole('button', { name: /Jobs in Qatar \/qatar-jobs/ })).toHaveCount(0);
  await arabicRow.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jobs in Qatar (Arabic)' })).toBeFocused();
  // The built-in title is the one the Arabic page has now.
  await expect(page.getByRole('definition').first()).toHaveText(before.title!);
  await expect(page.getByRole('definition').first()).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'Edit the English page (/qatar-jobs)' })).toBeVisible();

  const arabicTitle = `وظائف في قطر للممرضين والمعلمين ${Date.now() % 100_000} | وظائف الخليج`;
  await page.getByLabel('Title', { exact: true }).fill(arabicTitle);
  await expect(page.getByText(`${arabicTitle.length} / 60`, { exact: true })).toBeVisible();
  await page.getByLabel('Description', { exact: true }).fill('وظائف حالية في قطر، نراجع كل وظيفة قبل نشرها.');
  await page.getByLabel('Keywords', { exact: true }).fill('وظائف قطر, وظائف الدوحة');
  await page.getByRole('tab', { name: 'Social' }).click();
  await page.getByLabel('Social title (og:title)').fill('وظائف في قطر');
  await expect(page.getByText('The image of an Arabic page is its English page’s card unless you set one here')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();

  // The on-demand Arabic search (/ar/jobs?…): a social title and keywords only, so its own <title> stays.
  await page.getByLabel('Search pages').fill('/ar/jobs');
  await page.getByRole('button', { name: /Find Jobs \(Arabic\) \/ar\/jobs draft/ }).click();
  await page.getByLabel('Keywords', { exact: true }).fill('وظائف الخليج, بحث عن وظيفة');
  await page.getByRole('tab', { name: 'Social' }).click();
  await page.getByLabel('Social title (og:title)').fill('ابحث عن وظائف في الخليج');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();

  // The rebuild swaps in pages with the new title.
  await rebuildNow();
  await expect
    .poll(async () => (await (await request.get('/qatar-jobs')).text()).match(/<title>([^<]*)<\/title>/)?.[1] ?? '', {
      message: 'the rebuild did not swap in /qatar-jobs with the new title in time',
      timeout: 150_000,
      intervals: [500],
    })
    .toBe(title);
  const html = await (await request.get('/qatar-jobs')).text();
  expect(html).toContain('<meta name="keywords" content="qatar jobs, doha jobs">');

  await expect
    .poll(async () => (await metaOf('/ar/qatar-jobs')).title, {
      message: 'the rebuild did not swap in /ar/qatar-jobs with the new title in time',
      timeout: 150_000,
      intervals: [500],
    })
    .toBe(arabicTitle);
  await expect
    .poll(async () => (await metaOf('/ar/jobs?q=nurse')).keywords, {
      message: 'the on-demand /ar/jobs did not apply its override',
      timeout: 30_000,
    })
    .toBe('وظائف الخليج, بحث عن وظيفة');

  const after = await metaOf('/ar/qatar-jobs');
  expect(after).toMatchObject({
    description: 'وظائف حالية في قطر، نراجع كل وظيفة قبل نشرها.',
    keywords: 'وظائف قطر, وظائف الدوحة',
    ogTitle: 'وظائف في قطر',
    ogLocale: 'ar_AE',
  });
  // Its card is the English page's (the cards are drawn without an Arabic font), and the pair's hreflang links stay.
  expect(after.ogImage).toMatch(/\/og\/qatar-jobs\.png$/);
  expect(after.html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/qatar-jobs">/);
  // The English page keeps its own metadata.
  expect((await metaOf('/qatar-jobs')).title).not.toBe(arabicTitle);

  const search = await metaOf('/ar/jobs?q=nurse');
  expect(search).toMatchObject({ title: searchBefore.title, description: searchBefore.description, ogTitle: 'ابحث عن وظائف في الخليج' });
});

test('the beacon records a visit the dashboard then shows; Global Privacy Control records nothing', async ({ browser, page }) => {
  // The whole suite browses from 127.0.0.1: start with a fresh beacon counter (the limit is tested in integration).
  await resetRateLimits();
  const db = createDb(process.env.DATABASE_URL!, 1);
  const started = new Date(Date.now() - 1000);
  let uniquePages = 0;
  let topPageViews = 0;
  let desktopViews = 0;
  try {
    const gpc = await browser.newContext({ userAgent: desktopChrome });
    const gpcPage = await gpc.newPage();
    await gpcPage.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    let sent = false;
    gpcPage.on('request', (r) => (sent ||= r.url().endsWith('/api/beacon')));
    await gpcPage.goto('/terms');
    await gpcPage.waitForLoadState('networkidle');
    expect(sent).toBe(false);
    await gpc.close();

    const visitor = await browser.newContext({ userAgent: desktopChrome });
    const visitorPage = await visitor.newPage();
    for (const path of ['/privacy', '/ar/privacy']) {
      const beacon = visitorPage.waitForResponse((r) => r.url().endsWith('/api/beacon'));
      await visitorPage.goto(path);
      expect((await beacon).status()).toBe(204);
    }
    await visitor.close();

    // An Arabic page counts under its own /ar path (the dashboard lists it as it is).
    const rows = await db
      .selectFrom('page_views')
      .select(['path', 'device', 'source'])
      .where('path', 'in', ['/privacy', '/terms', '/ar/privacy'])
      .where('created_at', '>=', started)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { path: '/privacy', device: 'desktop', source: 'direct' },
      { path: '/ar/privacy', device: 'desktop', source: 'direct' },
    ]);
    // Other specs' visits count too (they run with a desktop Chrome user agent): the dashboard must show the database's figures.
    const since = new Date(Date.now() - 29 * 86_400_000);
    const count = async (column: 'path' | 'device', value: string) =>
      Number(
        (
          await db
            .selectFrom('page_views')
            .select((eb) => eb.fn.countAll().as('n'))
            .where(column, '=', value)
            .where('created_at', '>=', since)
            .executeTakeFirstOrThrow()
        ).n,
      );
    desktopViews = await count('device', 'desktop');
    const inRange = db.selectFrom('page_views').where('created_at', '>=', since);
    uniquePages = Number((await inRange.select((eb) => eb.fn.count('path').distinct().as('n')).executeTakeFirstOrThrow()).n);
    const top = await inRange
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy('path')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    topPageViews = Number(top.n);
  } finally {
    await db.destroy();
  }

  await signIn(page, '/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Top Pages' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('div', { has: page.getByText('Unique pages viewed', { exact: true }) }).last()).toContainText(
    uniquePages.toLocaleString('en-US'),
  );
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toHaveAccessibleName(
    new RegExp(`^/\\S* ${topPageViews.toLocaleString('en-US')} `),
  );
  await page.getByRole('tab', { name: 'Top Pages' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Device Types' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row', { name: new RegExp(`^Desktop ${desktopViews.toLocaleString('en-US')} `) })).toBeVisible();

  // A bad range is explained; Refresh shows its loading state.
  await page.getByLabel('From').fill('2099-01-01');
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
  await page.reload();
  await hydrated(page);
  const refreshing = page.waitForResponse((r) => r.url().includes('/api/admin/analytics'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshing).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});

test('both admin pages pass axe at 390 and 1280 px', async ({ page }) => {
  // Four scans of pages with long lists (the SEO list has every page in both languages, over 120 rows).
  test.setTimeout(90_000);
  await signIn(page, '/analytics');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/analytics', '/admin/seo-settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('the SEO page list has every page of the sitemap', async ({ page, request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const paths = new Set<string>();
  for (const sitemap of index.match(/<loc>[^<]+<\/loc>/g) ?? []) {
    const url = new URL(sitemap.slice(5, -6));
    // Job and company pages take their metadata from the job or the company profile.
    if (url.pathname.startsWith('/sitemap-jobs-') || url.pathname === '/sitemap-companies.xml') continue;
    const text = await (await request.get(url.pathname)).text();
    // The Arabic mirrors (/ar/…) too: each is listed under its English page.
    for (const loc of text.match(/<loc>[^<]+<\/loc>/g) ?? []) paths.add(new URL(loc.slice(5, -6)).pathname);
  }
  expect(paths.size).toBeGreaterThan(20);
  expect([...paths]).toEqual(expect.arrayContaining(['/ar', '/ar/jobs', '/ar/uae-jobs', '/ar/healthcare-jobs']));

  await signIn(page, '/admin/seo-settings');
  await hydrated(page);
  const listed = new Set(await page.locator('li button span.text-xs').allTextContents());
  expect([...paths].filter((p) => !listed.has(p))).toEqual([]);
});

test('the board shows Arabic page paths decoded, links them as stored, and shows a malformed escape as it is', async ({ page }) => {
  const arabic = `/ar/jobs/${encodeURIComponent('ممرضة-عناية')}`;
  const malformed = '/ar/%D9%88%D8';
  const db = createDb(process.env.DATABASE_URL!, 1);
  try {
    // The most viewed pages of the range, so both are listed whatever else was visited.
    for (const [path, views] of [
      [arabic, 5000],
      [malformed, 4999],
    ] as const)
      await sql`insert into public.page_views (path, source, device)
        select ${path}, 'direct', 'desktop' from generate_series(1, ${views})`.execute(db);
  } finally {
    await db.destroy();
  }
  await signIn(page, '/analytics');
  await hydrated(page);
  const rows = page.getByRole('tabpanel').getByRole('row');
  await expect(rows.nth(1)).toHaveAccessibleName(/^\/ar\/jobs\/ممرضة-عناية 5,000 /);
  await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', arabic);
  await expect(rows.nth(2).getByRole('link', { name: malformed, exact: true })).toHaveAttribute('href', malformed);
});
