import { expect, test, type Page } from '@playwright/test';
import { withDb } from '../helpers/e2e';
import { axeViolations } from '../helpers/axe';
import { resetRateLimits } from '../helpers/rate-limits';

// A job alert is created where the wish arises: beside the /jobs results, in the "No Jobs Found"
// state, on a job page and on the landing pages, with or without JavaScript. The confirmation
// e-mail names the search in words, and the alert stores the search and the frequency.

test.beforeEach(resetRateLimits);

const confirmationTo = (address: string) =>
  withDb((db) => db.selectFrom('email_outbox').selectAll().where('to_address', '=', address).orderBy('created_at', 'desc').execute());
const alertsOf = (address: string) =>
  withDb((db) => db.selectFrom('subscriptions').select(['filters', 'frequency', 'source']).where('email', '=', address).execute());

const offerOf = (page: Page) => page.locator('details[data-alert-offer]').first();
const confirmSent = 'Thank you for subscribing! Check your inbox to confirm.';

for (const width of [390, 1280]) {
  test(`at ${width} px the /jobs results offer an alert for the search in words, which the confirmation names`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/jobs?q=nurse&country=qatar');
    const offer = offerOf(page);
    await expect(offer.locator('summary')).toContainText('New jobs matching “nurse” in Qatar');
    // No nurse job in Qatar: the offer is open, and until the page's script hides its own filter
    // fields (the search's are named in words) the page has two Country fields.
    await expect(offer.locator('[data-alert-filters]')).toBeHidden();

    // The words follow the search: another country, then a category. (On a phone the filters are folded.)
    if (width < 1024) await page.locator('summary', { hasText: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Country' }).selectOption('uae');
    await expect(offer.locator('summary')).toContainText('E-mail me jobs like these');
    await expect(offer.locator('summary')).toContainText('New jobs matching “nurse” in UAE');
    await expect(offer).not.toHaveAttribute('open');
    // Compact while closed: the results come first on a phone.
    expect((await offer.boundingBox())!.height).toBeLessThanOrEqual(100);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('healthcare-medical');
    await expect(offer.locator('summary')).toContainText('Healthcare & Medical jobs matching “nurse” in UAE');
    // A phone's filters are a sheet over the page: "Show N results" closes it.
    if (width < 768) await page.getByRole('dialog').locator('[data-show-results]').click();

    await offer.locator('summary').click();
    // With JavaScript the filters are the search's, named in words, not fields to fill again.
    await expect(offer.getByLabel('Job title or keyword')).toBeHidden();
    const email = `results-${width}-${Date.now()}@example.com`;
    await offer.getByLabel('Email address').fill(email);
    await offer.getByRole('radio', { name: 'Daily' }).check();
    expect(await axeViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Create alert' }).click();
    await expect(offer.getByRole('status')).toHaveText(confirmSent);

    const [mail] = await confirmationTo(email);
    expect(mail!.text_body).toContain('job alerts for Healthcare & Medical jobs matching “nurse” in UAE');
    expect(await alertsOf(email)).toEqual([
      { filters: { q: 'nurse', category: 'healthcare-medical', country: 'uae' }, frequency: 'daily', source: 'jobs_results' },
    ]);

    // The confirmation says what was saved, has the focus, and the choices stay (Daily stays Daily).
    await expect(offer.locator('[data-alert-saved]')).toHaveText('Your alert, daily: Healthcare & Medical jobs matching “nurse” in UAE.');
    await expect(offer.locator('[data-form-done]')).toBeFocused();
    await expect(offer.getByRole('radio', { name: 'Daily' })).toBeChecked();
    // The form is ready for another address, still for the search on screen and the frequency chosen.
    const again = `results-again-${width}-${Date.now()}@example.com`;
    await offer.getByLabel('Email address').fill(again);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/_actions/forms.jobAlert') && r.ok()),
      offer.getByRole('button', { name: 'Create alert' }).click(),
    ]);
    await expect(offer.getByRole('status')).toHaveText(confirmSent);
    expect(await alertsOf(again)).toEqual([
      { filters: { q: 'nurse', category: 'healthcare-medical', country: 'uae' }, frequency: 'daily', source: 'jobs_results' },
    ]);
  });
}

test('the "No Jobs Found" state offers an e-mail when a job like this is posted', async ({ page }) => {
  await page.goto('/jobs?q=zzzz-no-such-job&country=oman');
  await expect(page.getByRole('heading', { name: 'No Jobs Found' })).toBeVisible();
  const offer = offerOf(page);
  await expect(offer.locator('summary')).toContainText('Get an e-mail when a job like this is posted');
  await expect(offer.locator('summary')).toContainText('New jobs matching “zzzz-no-such-job” in Oman');
  await expect(offer).toHaveAttribute('open');
  const email = `empty-${Date.now()}@example.com`;
  await offer.getByLabel('Email address').fill('not-an-email');
  await offer.getByRole('button', { name: 'Create alert' }).click();
  await expect(offer.getByRole('status')).toHaveText('Please enter a valid email address.');
  await offer.getByLabel('Email address').fill(email);
  await offer.getByLabel('Email address').press('Enter');
  await expect(offer.getByRole('status')).toHaveText(confirmSent);
  expect((await confirmationTo(email))[0]!.text_body).toContain('job alerts for new jobs matching “zzzz-no-such-job” in Oman');

  // Results again: the offer goes back to its one line.
  await page.getByLabel('Keywords').fill('');
  await expect(offer.locator('summary')).toContainText('E-mail me jobs like these');
  await expect(offer).not.toHaveAttribute('open');
});

test('a job page offers an alert for its category and country', async ({ page, request }) => {
  const { jobs } = (await (await request.get('/api/jobs?country=qatar&category=healthcare-medical')).json()) as {
    jobs: { slug: string }[];
  };
  await page.goto(`/jobs/${jobs[0]!.slug}`);
  const offer = offerOf(page);
  await expect(offer.locator('summary')).toContainText('E-mail me jobs like this');
  await expect(offer.locator('summary')).toContainText('Healthcare & Medical jobs in Qatar');
  await offer.locator('summary').press('Enter'); // keyboard: the summary opens the form
  const email = `job-page-${Date.now()}@example.com`;
  await offer.getByLabel('Email address').fill(email);
  await offer.getByRole('button', { name: 'Create alert' }).click();
  await expect(offer.getByRole('status')).toHaveText(confirmSent);
  expect((await confirmationTo(email))[0]!.text_body).toContain('job alerts for Healthcare & Medical jobs in Qatar');
  expect(await alertsOf(email)).toEqual([
    { filters: { category: 'healthcare-medical', country: 'qatar' }, frequency: 'weekly', source: 'job_page' },
  ]);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the /jobs offer shows the filters as fields, and signing up lands on the thank-you page', async ({ page }) => {
    await page.goto('/jobs');
    const offer = offerOf(page);
    await offer.locator('summary').click();
    await offer.getByLabel('Job title or keyword').fill('ICU Nurse');
    await offer.getByRole('combobox', { name: 'Category' }).selectOption('healthcare-medical');
    await offer.getByRole('combobox', { name: 'Country' }).selectOption('qatar');
    await offer.getByRole('combobox', { name: 'City' }).selectOption('doha');
    await offer.getByRole('checkbox', { name: 'Remote only' }).check();
    await offer.getByRole('radio', { name: 'Daily' }).check();
    const email = `nojs-results-${Date.now()}@example.com`;
    await offer.getByLabel('Email address').fill(email);
    await offer.getByRole('button', { name: 'Create alert' }).click();
    await expect(page).toHaveURL(/\/newsletter-thank-you$/);
    expect((await confirmationTo(email))[0]!.text_body).toContain(
      'job alerts for Healthcare & Medical jobs matching “icu nurse” in Doha, Qatar, remote only',
    );
    expect(await alertsOf(email)).toEqual([
      {
        filters: { q: 'icu nurse', category: 'healthcare-medical', country: 'qatar', city: 'doha', remote: true },
        frequency: 'daily',
        source: 'jobs_results',
      },
    ]);
  });

  test('a landing page offers its own filter; a bad value is explained with a way back', async ({ page }) => {
    await page.goto('/tech-jobs');
    const offer = offerOf(page);
    await expect(offer.locator('summary')).toContainText('IT & Technology jobs in the Gulf');
    await offer.locator('summary').click();
    const email = `nojs-landing-${Date.now()}@example.com`;
    await offer.getByLabel('Email address').fill(email);
    await offer.getByRole('button', { name: 'Create alert' }).click();
    await expect(page).toHaveURL(/\/newsletter-thank-you$/);
    expect(await alertsOf(email)).toEqual([{ filters: { category: 'it-technology' }, frequency: 'weekly', source: 'category_page' }]);

    await page.goto('/qatar-jobs');
    const country = offerOf(page);
    await expect(country.locator('summary')).toContainText('New jobs in Qatar');
    await country.locator('summary').click();
    await expect(country.getByRole('combobox', { name: 'Country' })).toHaveValue('qatar');
    await country.getByLabel('Email address').fill('not-an-email');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      country.getByRole('button', { name: 'Create alert' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    // A city of another country than the chosen one: explained, nothing stored.
    await page.goto('/qatar-jobs');
    await country.locator('summary').click();
    await country.getByRole('combobox', { name: 'City' }).selectOption('dubai');
    const cityEmail = `nojs-city-${Date.now()}@example.com`;
    await country.getByLabel('Email address').fill(cityEmail);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      country.getByRole('button', { name: 'Create alert' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByText('Dubai is not in Qatar. Choose a city in Qatar, or All cities.')).toBeVisible();
    expect(await alertsOf(cityEmail)).toEqual([]);
  });
});
