import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';

// The listings and the search in Arabic: the language switch keeps a filtered search,
// an Arabic job is found whatever alef and taa marbuta the visitor types (with and without
// JavaScript); a11y.spec.ts scans every Arabic listing on a phone and a desktop.

const titles = (page: Page) => page.locator('article h3').allTextContents();
const languageSwitch = (page: Page) => page.locator('a[data-language-switch]:visible');

/** On a phone the filters are folded into "Filters" / "التصفية"; open them there. */
async function openFilters(page: Page, name: string) {
  const summary = page.locator('summary', { hasText: name });
  if (await summary.isVisible()) await summary.click();
}

/** A phone's filters open as a sheet over the page: "Show N results" closes it (a no-op elsewhere). */
async function closeFilters(page: Page) {
  const sheet = page.getByRole('dialog');
  if (await sheet.isVisible()) await sheet.locator('[data-show-results]').click();
  await expect(sheet).toBeHidden();
}

async function expectArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the language switch keeps a filtered search: the same results in Arabic, and back', async ({ page }) => {
      await page.goto('/jobs?q=nurse&city=dubai');
      const english = await titles(page);
      expect(english.length, 'the demo has Dubai nurse jobs').toBeGreaterThan(0);
      const count = english.length === 1 ? 'Showing 1 job opportunity' : `Showing ${english.length} job opportunities`;
      await expect(page.getByText(count, { exact: true })).toBeVisible();

      await languageSwitch(page).click();
      await expect(page).toHaveURL(/\/ar\/jobs\?q=nurse&city=dubai$/);
      await expectArabic(page);
      // The heading names the search and its count.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^وظائف nurse في دبي — /);
      expect(await titles(page)).toEqual(english);
      await expect(page.getByText(/^عرض .*(فرصة|فرص|فرصتي) عمل/)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'كلمات البحث' })).toHaveValue('nurse');
      await openFilters(page, 'التصفية');
      const city = page.getByRole('combobox', { name: 'المدينة' });
      await expect(city).toHaveValue('dubai');
      await expect(city.locator('option:checked')).toHaveText(/^دبي \(\d+\)$/);
      await expect(page.getByRole('combobox', { name: 'الترتيب' })).toBeVisible();
      // Cards open the Arabic job page; the search stays in /ar as the visitor filters.
      const links = await page.locator('article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.every((href) => href?.startsWith('/ar/jobs/'))).toBe(true);
      await page.getByRole('combobox', { name: 'تاريخ النشر' }).selectOption('30');
      await expect(page).toHaveURL(/\/ar\/jobs\?q=nurse&city=dubai&posted=30$/);
      await expect(page.getByRole('combobox', { name: 'تاريخ النشر' }).locator('option:checked')).toHaveText(/^آخر 30 يومًا \(\d+\)$/);
      await page.screenshot({ path: `test-results/arabic-jobs-filtered-${size.width}.png`, fullPage: true });

      await closeFilters(page);
      await languageSwitch(page).click();
      await expect(page).toHaveURL(/\/jobs\?q=nurse&city=dubai&posted=30$/);
      expect(new URL(page.url()).pathname).toBe('/jobs');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Nurse jobs in Dubai — /);
      await openFilters(page, 'Filters');
      await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('dubai');
    });
  });
}

test.describe('an Arabic job found by an Arabic search, whatever its spelling', () => {
  // "ممرضه عنايه" (taa marbuta as haa) finds "ممرضة عناية مركزة"; "محاسب اول" (bare alef) finds
  // "محاسب أول". Two words: other specs of the run post Arabic nurse jobs of their own.
  const searches = [
    { q: 'ممرضه عنايه', title: 'ممرضة عناية مركزة' },
    { q: 'محاسب اول', title: 'محاسب أول' },
  ];

  test('with JavaScript: typed on /ar/jobs, found live', async ({ page }) => {
    await page.goto('/ar/jobs');
    await expectArabic(page);
    for (const { q, title } of searches) {
      const box = page.getByRole('searchbox', { name: 'كلمات البحث' });
      await box.fill(q);
      await expect(page).toHaveURL((url) => url.pathname === '/ar/jobs' && url.searchParams.get('q') === q);
      // The address changes as the search starts; the cards follow when it answers.
      // The Arabic job first; the occupation thesaurus adds English jobs of the same occupation after it.
      await expect.poll(async () => (await titles(page))[0]).toBe(title);
      await expect(page.locator('article h3', { hasText: title })).toHaveAttribute('dir', 'auto');
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form submits to the server-rendered /ar/jobs with the Arabic results', async ({ page }) => {
      for (const { q, title } of searches) {
        await page.goto('/ar/jobs');
        await page.getByRole('searchbox', { name: 'كلمات البحث' }).fill(q);
        await page.getByRole('button', { name: 'ابحث', exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === '/ar/jobs' && url.searchParams.get('q') === q);
        await expectArabic(page);
        expect((await titles(page))[0]).toBe(title);
        const links = await page.locator('article h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(links.every((href) => href?.startsWith('/ar/jobs/'))).toBe(true);
      }
    });
  });
});

test('an Arabic search has one Arabic canonical address per filter set, Arabic refusals and its /ar/search', async ({ request }) => {
  const canonicalOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const english = /<link rel="alternate" hreflang="en" href="([^"]+)"/.exec(html)?.[1];
    return [
      canonical && new URL(canonical.replaceAll('&amp;', '&')).pathname + new URL(canonical.replaceAll('&amp;', '&')).search,
      english && new URL(english).pathname,
    ];
  };
  expect(await canonicalOf('/ar/jobs?country=uae')).toEqual(['/ar/uae-jobs', '/uae-jobs']);
  expect(await canonicalOf('/ar/jobs?category=engineering&page=2')).toEqual(['/ar/jobs/engineering', '/jobs/engineering']);
  expect(await canonicalOf('/ar/jobs?country=qatar&city=doha')).toEqual(['/ar/jobs?country=qatar&city=doha', '/jobs']);
  expect(await canonicalOf('/ar/healthcare-jobs')).toEqual(['/ar/healthcare-jobs', '/healthcare-jobs']);

  const refused = await request.get('/ar/jobs?page=0');
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('تحقّق من البحث: بعض قيمه غير صالحة.');

  const search = await request.get('/ar/search?keyword=nurse', { maxRedirects: 0 });
  expect(search.status()).toBe(302);
  expect(search.headers().location).toBe('/ar/jobs?q=nurse');
});

test('a job saved on /ar/jobs is listed in Arabic on /ar/saved-jobs', async ({ page }) => {
  await page.goto('/ar/jobs?q=' + encodeURIComponent('ممرضه عنايه'));
  const title = 'ممرضة عناية مركزة';
  await page.getByRole('button', { name: `احفظ الوظيفة: ${title}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `محفوظة: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const href = await page.locator('article h3 a').getAttribute('href');
  expect(href).toMatch(/^\/ar\/jobs\//);

  await page.goto('/ar/saved-jobs');
  await expectArabic(page);
  await expect(page.getByText('وظيفة محفوظة واحدة', { exact: true })).toBeVisible();
  const card = page.locator('#saved-jobs-list > li');
  await expect(card.getByRole('heading')).toHaveText(title);
  await expect(card.getByRole('link', { name: `اعرض وقدّم: ${title}` })).toHaveAttribute('href', href!);
  await expect(card.getByText(/^حُفظت في .* · متاحة حتى /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: `إزالة: ${title}` }).click();
  await expect(page.getByText('لا توجد وظائف محفوظة بعد')).toBeVisible();
});
