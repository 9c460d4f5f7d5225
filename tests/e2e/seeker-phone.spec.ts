import { expect, test } from '@playwright/test';
import { withDb } from '../helpers/e2e';
import { resetRateLimits } from '../helpers/rate-limits';
import { layoutShiftOf } from '../helpers/layout-shift';

// A seeker on a phone, with and without JavaScript: every control shown works, and a job alert keeps
// every filter of the search and says what it saved.

test.beforeEach(resetRateLimits);
test.use({ viewport: { width: 390, height: 844 } });

const alertsOf = (address: string) =>
  withDb((db) => db.selectFrom('subscriptions').select(['filters', 'frequency']).where('email', '=', address).execute());
const factsSearch =
  '/jobs?q=nurse&country=uae&city=dubai&min_salary=10000&visa=provided&nationality=open&type=full-time&package=housing,flights';
const factsWords =
  'New jobs matching “nurse” in Dubai, UAE paying AED 10,000+ a month, full-time, visa provided, open to all nationalities, with housing and flights';
const factsStored = {
  q: 'nurse',
  country: 'uae',
  city: 'dubai',
  min_salary: 10000,
  type: 'full-time',
  visa: 'provided',
  nationality: 'open',
  package: ['housing', 'flights'],
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Menu opens and leads to a listing, in English and Arabic', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await page.locator('#mobile-menu-button').click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Kuwait' }).click();
    await expect(page).toHaveURL(/\/jobs\/kuwait$/);
    await page.goto('/ar/');
    await page.locator('#mobile-menu-button').click();
    await expect(page.locator('#mobile-menu').getByRole('link').first()).toBeVisible();
  });

  test('no Quick view or Share button is shown, since none would work', async ({ page }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Quick view/ })).toHaveCount(0);
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  });

  test('an alert from a search with job facts saves every filter, and the thank-you page names them', async ({ page }) => {
    await page.goto(factsSearch);
    const offer = page.locator('details[data-alert-offer]').first();
    await expect(offer.locator('summary')).toContainText(factsWords);
    await offer.locator('summary').click();
    await expect(offer.getByRole('combobox', { name: 'Minimum salary a month' })).toHaveValue('10000');
    await expect(offer.getByRole('checkbox', { name: 'Visa provided' })).toBeChecked();
    await expect(offer.getByRole('checkbox', { name: 'Housing' })).toBeChecked();
    await offer.getByRole('radio', { name: 'Daily' }).check();
    const email = `nojs-facts-${Date.now()}@example.com`;
    await offer.getByLabel('Email address').fill(email);
    await offer.getByRole('button', { name: 'Create alert' }).click();
    await expect(page).toHaveURL(/\/newsletter-thank-you$/);
    await expect(page.locator('[data-saved-alert]')).toHaveText(
      `Once confirmed, you will get your job alert by e-mail, daily: ${factsWords}. Every e-mail has a link to change or stop it.`,
    );
    await expect(page.getByText('weekly newsletter')).toHaveCount(0);
    expect(await alertsOf(email)).toEqual([{ filters: factsStored, frequency: 'daily' }]);
  });
});

test('with JavaScript the same alert saves every filter and says so where the form is', async ({ page }) => {
  await page.goto(factsSearch);
  await expect(page.getByRole('button', { name: /Quick view/ }).first()).toBeVisible();
  const offer = page.locator('details[data-alert-offer]').first();
  await expect(offer.locator('summary')).toContainText(factsWords);
  await offer.locator('summary').click();
  const email = `js-facts-${Date.now()}@example.com`;
  await offer.getByLabel('Email address').fill(email);
  await offer.getByRole('button', { name: 'Create alert' }).click();
  await expect(offer.locator('[data-alert-saved]')).toHaveText(`Your alert, weekly: ${factsWords}.`);
  await expect(offer.locator('[data-alert-saved]')).toBeInViewport();
  expect(await alertsOf(email)).toEqual([{ filters: factsStored, frequency: 'weekly' }]);
});

for (const width of [390, 1280]) {
  test(`at ${width} px /saved-jobs does not shift when its list appears (CLS under 0.05)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/jobs');
    // Two cards' own Save buttons by place, not by name: a name changes when its click is taken.
    const save = page.locator('button[data-save-job]:not([data-save-job=""])');
    for (const i of [0, 1]) {
      await save.nth(i).click();
      await expect(save.nth(i)).toHaveAttribute('aria-pressed', 'true');
    }
    for (const path of ['/saved-jobs', '/ar/saved-jobs']) {
      await page.goto(path);
      await expect(page.locator('#saved-jobs-list > li')).toHaveCount(2);
      expect(await layoutShiftOf(page)).toBeLessThan(0.05);
    }
  });
}

test('the sitemap lists each address once, /jobs and /ar/jobs included', async ({ request }) => {
  const text = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  expect(paths).toEqual(expect.arrayContaining(['/jobs', '/ar/jobs']));
});

test('the Arabic breadcrumb points the way it reads, right to left', async ({ page }) => {
  await page.goto('/ar/jobs');
  const trail = page.getByRole('navigation', { name: 'مسار التنقل' });
  const home = (await trail.getByRole('link', { name: 'الرئيسية' }).boundingBox())!;
  const separator = (await trail.locator('[data-separator]').first().boundingBox())!;
  const here = (await trail.locator('[aria-current="page"]').boundingBox())!;
  // Home at the right, the page at the left, and a chevron that points from one to the other.
  expect(home.x).toBeGreaterThan(separator.x);
  expect(separator.x).toBeGreaterThan(here.x);
  await expect(trail.locator('[data-separator]').first()).toHaveAttribute('data-separator', 'left');
});
