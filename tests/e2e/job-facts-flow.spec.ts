import { expect, test, type Page } from '@playwright/test';
import { service, withActor } from '~/server/db/context';
import { resetRateLimits } from '../helpers/rate-limits';
import { signInAsAdmin, withDb } from '../helpers/e2e';

// The job facts' whole path for a seeker: an employer posts a contract job with its facts through the
// form → the admin approves it → on /jobs each fact filter (minimum salary, contract, visa
// provided, open to all nationalities, a package item) finds it and leaves out a job of the same
// keyword that lacks the fact → its card and page show the normalised salary and the badges, and
// its JobPosting carries them. Both jobs share a unique keyword, so other specs' jobs never count.

test.beforeEach(resetRateLimits);

/** On a phone the filters are folded into "Filters"; open them there. */
async function openFilters(page: Page) {
  const summary = page.locator('summary', { hasText: 'Filters' });
  if (await summary.isVisible()) await summary.click();
}

test('a contract job posted with its facts is found by each fact filter once approved, with badges and JSON-LD', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now());
  const title = `Rig Electrician ${stamp}`;
  const plainTitle = `Rig Electrician Helper ${stamp}`;

  // The job lacking every fact: approved, same keyword, low pay, full-time, own visa, no package.
  await withDb((db) =>
    withActor(db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({
          company_name: 'Facts Flow Local Hire',
          job_title: plainTitle,
          job_description: 'Assist the rig electricians. Local candidates with their own visa.',
          location: 'Abu Dhabi, UAE',
          salary_range: 'AED 3,000 - 4,000 per month',
          salary_min: 3000,
          salary_max: 4000,
          salary_currency: 'AED',
          salary_period: 'month',
          employment_type: 'full-time',
          visa: 'own',
          nationality: 'not_stated',
          package_items: [],
          contact_email: 'hr@local-hire.example',
          category: 'engineering',
          application_url: null,
          status: 'approved',
        })
        .execute(),
    ),
  );

  // The employer posts through the real form.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/post-job');
  await page.getByLabel('Company name *').fill('Facts Flow Offshore');
  await page.getByLabel('Job title *').fill(title);
  await page.getByLabel('Job description *').fill('Maintain drilling rig electrics on a 28/28 rotation. Five years of experience.');
  await page.getByLabel('Location *').fill('Abu Dhabi, UAE');
  await page.getByLabel('Minimum').fill('8,000');
  await page.getByLabel('Maximum').fill('12,000');
  await page.getByLabel('Currency').selectOption('AED');
  await page.getByLabel('Period').selectOption('month');
  await page.getByLabel('Employment type').selectOption('contract');
  await page.getByLabel('Visa sponsorship').selectOption('provided');
  await page.getByLabel('Who may apply').selectOption('all');
  await page.getByLabel('Housing').check();
  await page.getByLabel('Transport').check();
  await page.getByLabel('Flights').check();
  await page.getByLabel('Contact email').fill(`facts-flow-${stamp}@example.com`);
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByRole('status')).toContainText('Job Submitted for Review!');

  // Pending: not on the board yet.
  await page.goto(`/jobs?q=${stamp}`);
  await expect(page.locator('article h3')).toHaveText([plainTitle]);

  // The admin approves it on the review dashboard.
  await signInAsAdmin(page);
  await page.getByLabel('Search title, company or location').fill(stamp);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job has been approved.' })).toBeVisible();

  // On a phone, each fact filter chosen in the panel finds the job and leaves out the plain one.
  await page.setViewportSize({ width: 390, height: 844 });
  const filters: { address: string; choose: (page: Page) => Promise<unknown> }[] = [
    { address: 'min_salary=5000', choose: (p) => p.getByRole('combobox', { name: 'Minimum salary a month' }).selectOption('5000') },
    { address: 'type=contract', choose: (p) => p.getByRole('combobox', { name: 'Employment type' }).selectOption('contract') },
    { address: 'visa=provided', choose: (p) => p.getByRole('checkbox', { name: /^Visa provided/ }).check() },
    { address: 'nationality=open', choose: (p) => p.getByRole('checkbox', { name: /^Open to all nationalities/ }).check() },
    { address: 'package=housing', choose: (p) => p.getByRole('checkbox', { name: /^Housing/ }).check() },
    { address: 'package=flights', choose: (p) => p.getByRole('checkbox', { name: /^Flights/ }).check() },
  ];
  for (const filter of filters) {
    await page.goto(`/jobs?q=${stamp}`);
    // Both jobs match the keyword (newest first: the approved one).
    await expect(page.locator('article h3')).toHaveText([title, plainTitle]);
    await openFilters(page);
    await filter.choose(page);
    await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${stamp}&${filter.address}$`));
    await expect(page.locator('article h3'), filter.address).toHaveText([title]);
    await expect(page.getByText('Showing 1 job opportunity', { exact: true })).toBeVisible();
  }
  // A filter the job does not meet leaves it out too.
  await page.goto(`/jobs?q=${stamp}`);
  await openFilters(page);
  await page.getByRole('combobox', { name: 'Employment type' }).selectOption('full-time');
  await expect(page.locator('article h3')).toHaveText([plainTitle]);

  // The card on the filtered results: salary in the job's currency and the badges.
  await page.goto(`/jobs?q=${stamp}&type=contract&visa=provided&package=housing`);
  const card = page.locator('article').filter({ hasText: title });
  await expect(card.locator('[data-salary]')).toHaveText('AED 8,000–12,000 / month');
  await expect(card.locator('[data-job-badges] li')).toHaveText(['Visa provided', 'Open to all nationalities', 'Housing', 'Flights']);
  await page.screenshot({ path: test.info().outputPath('job-facts-flow-filters-390.png') });
  await card.getByRole('link', { name: title }).click();

  // Its page, on a phone and on a desktop.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width !== 390) await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('dd[data-salary]')).toHaveText('AED 8,000–12,000 / month');
    await expect(page.locator('article').first().locator('[data-job-badges] li')).toHaveText([
      'Visa provided',
      'Open to all nationalities',
      'Housing',
      'Flights',
    ]);
    await page.screenshot({ path: test.info().outputPath(`job-facts-flow-job-${width}.png`) });
  }
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title,
    employmentType: 'CONTRACTOR',
    jobBenefits: 'Housing, Transport, Flights',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' },
    },
  });
});
