import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';

// The search's filters on a phone and a wide screen: on a phone a sheet with a live "Show N results"
// (a disclosure without JavaScript), the active filters as removable chips with "Clear all" (links, so they work without JavaScript),
// and the home search's country and city.

const languages = [
  {
    base: '',
    filters: /^Filters/,
    visa: 'Visa provided',
    show: /^Show \d+ results?$/,
    close: 'Close filters',
    clearAll: 'Clear all',
    remove: 'Remove filter: ',
  },
  {
    base: '/ar',
    filters: /^التصفية/,
    visa: 'التأشيرة مقدَّمة',
    show: /^اعرض /,
    close: 'إغلاق عوامل التصفية',
    clearAll: 'مسح الكل',
    remove: 'إزالة عامل التصفية: ',
  },
] as const;

const titlesOf = (page: Page) => page.locator('#job-results article h3').allTextContents();

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const l of languages) {
    test(`${l.base || '/'}: the filters open as a sheet with a live count that lands on the first result`, async ({ page }) => {
      // Two accessibility scans and a dozen steps.
      test.slow();
      await page.goto(`${l.base}/jobs`);
      const unfiltered = await titlesOf(page);
      const opener = page.locator('summary').filter({ hasText: l.filters });
      const sheet = page.getByRole('dialog');
      await opener.click();
      await expect(sheet).toBeVisible();
      // Modal: the focus is inside, the footer's button on the screen, no horizontal scroll.
      expect(await sheet.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true);
      const show = sheet.locator('[data-show-results]');
      await expect(show).toHaveText(l.show);
      await expect(show).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      // Escape closes it and gives the focus back to "Filters"; so does the close button.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.press('Enter');
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: l.close }).click();
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      const before = await show.textContent();
      await sheet.getByRole('checkbox', { name: new RegExp(`^${l.visa}`) }).check();
      await expect(page).toHaveURL(/visa=provided/);
      await expect(show).not.toHaveText(before!);
      await expect(show).toHaveText(l.show);
      await expect(opener).toContainText('1');
      await show.click();
      await expect(sheet).toBeHidden();
      const first = page.locator('#job-results ul a[href]').first();
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();

      // The chip above the results removes the filter in place and the results are those before.
      const chip = page.getByRole('link', { name: `${l.remove}${l.visa}` });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).not.toHaveURL(/visa=/);
      await expect(chip).toBeHidden();
      await expect.poll(() => titlesOf(page)).toEqual(unfiltered);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${l.base || '/'}: a chip removes its filter in place`, async ({ page }) => {
      await page.goto(`${l.base}/jobs?visa=provided`);
      const chip = page.getByRole('link', { name: `${l.remove}${l.visa}` });
      await chip.click();
      await expect(page).not.toHaveURL(/visa=/);
      await expect(chip).toBeHidden();
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const l of languages) {
      test(`${l.base || '/'}: the chips and "Clear all" are links, and the folded panel submits`, async ({ page }) => {
        await page.goto(`${l.base}/jobs?country=uae&visa=provided`);
        await page.getByRole('link', { name: `${l.remove}${l.visa}` }).click();
        await expect(page).toHaveURL(new RegExp(`${l.base}/jobs\\?country=uae$`));
        await page.getByRole('link', { name: l.clearAll }).click();
        await expect(page).toHaveURL(new RegExp(`${l.base}/jobs$`));

        await page.locator('summary').filter({ hasText: l.filters }).click();
        await page.getByRole('checkbox', { name: new RegExp(`^${l.visa}`) }).check();
        await page.locator('aside details button[type="submit"]').click();
        await expect(page).toHaveURL(/visa=provided/);
        await expect(page.getByRole('link', { name: `${l.remove}${l.visa}` })).toBeVisible();
      });
    }
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const l of languages) {
    test(`${l.base || '/'}: the filters stay a column, and "Clear all" clears them in place`, async ({ page }) => {
      await page.goto(`${l.base}/jobs?q=nurse&city=dubai`);
      await expect(page.getByRole('button', { name: l.filters })).toHaveCount(0);
      await expect(page.locator('aside select[name="country"]')).toBeVisible();
      await page.getByRole('link', { name: l.clearAll }).click();
      await expect(page).toHaveURL(new RegExp(`${l.base}/jobs\\?q=nurse$`));
      await expect(page.getByRole('link', { name: l.clearAll })).toHaveCount(0);
    });
  }
});

test('a city outside the chosen country is refused with a sentence, in both languages', async ({ page }) => {
  const english = await page.goto('/jobs?country=uae&city=doha');
  expect(english?.status()).toBe(400);
  await expect(page.getByRole('alert').first()).toContainText('The city doha is not in uae.');
  const arabic = await page.goto('/ar/jobs?country=uae&city=doha');
  expect(arabic?.status()).toBe(400);
  await expect(page.getByRole('alert').first()).toContainText('تحقّق من البحث');
});

test.describe('the home search', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('with JavaScript the city list follows the country and the search lands on /jobs with both', async ({ page }) => {
    await page.goto('/');
    const city = page.locator('#hero-city');
    await page.locator('#hero-location').selectOption('qatar');
    await expect(city.locator('optgroup')).toHaveCount(1);
    await city.selectOption('doha');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?location=qatar&city=doha$/);
    await expect(page.locator('select[name="city"]').last()).toHaveValue('doha');
  });

  test('a city chosen alone brings its country (Arabic)', async ({ page }) => {
    await page.goto('/ar/');
    await page.locator('#hero-city').selectOption('dubai');
    await page.locator('#hero-search button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ar\/jobs\?location=uae&city=dubai$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every city is offered, grouped by country, and both reach /ar/jobs', async ({ page }) => {
      await page.goto('/ar/');
      await expect(page.locator('#hero-city optgroup')).toHaveCount(6);
      await page.locator('#hero-location').selectOption('uae');
      await page.locator('#hero-city').selectOption('dubai');
      await page.locator('#hero-search button[type="submit"]').click();
      await expect(page).toHaveURL(/\/ar\/jobs\?keyword=&location=uae&city=dubai$/);
      await expect(page.locator('select[name="city"]').last()).toHaveValue('dubai');
    });
  });
});

// The card's description snippet, ending in "…": two lines from 640 px; one at 390 px, where the card
// stays as tall as it was before it had one (the company and the place share a line instead).
for (const width of [390, 1280]) {
  test.describe(`a card at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("shows the description's first 150 characters, in both languages", async ({ page }) => {
      for (const base of ['', '/ar']) {
        await page.goto(`${base}/jobs`);
        const card = page.locator('#job-results article').first();
        const snippet = card.locator('[data-snippet]');
        await expect(snippet).toBeVisible();
        const text = (await snippet.textContent())!;
        expect(text.length).toBeLessThanOrEqual(151);
        expect(text).not.toContain('...');
        if (text.length === 151) expect(text.endsWith('…')).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (width > 390) continue;
        const lineHeight = await snippet.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect((await snippet.boundingBox())!.height).toBeLessThanOrEqual(lineHeight);
        const company = (await card.locator('[data-location]').locator('xpath=preceding-sibling::p').boundingBox())!;
        expect((await card.locator('[data-location]').boundingBox())!.y).toBeCloseTo(company.y, 0);
        // The card as it was before: no snippet, the company and the place on lines of their own, the wider gap above the actions.
        const withSnippet = (await card.boundingBox())!.height;
        await card.evaluate((el) => {
          el.querySelector('[data-snippet]')!.remove();
          el.querySelector('[data-location]')!.parentElement!.querySelector('[aria-hidden]')!.remove();
          (el.querySelector('[data-location]')!.parentElement as HTMLElement).style.display = 'block';
          (el.querySelector('[data-card-actions]')!.parentElement as HTMLElement).style.paddingTop = '12px';
        });
        expect(withSnippet).toBeLessThanOrEqual((await card.boundingBox())!.height);
      }
    });
  });
}
