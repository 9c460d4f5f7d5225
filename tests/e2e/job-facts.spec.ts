import { wcagAxe } from '../helpers/axe';
import { expect, test } from '@playwright/test';
import { resetRateLimits } from '../helpers/rate-limits';
import { signInAsAdmin, withDb } from '../helpers/e2e';

// The job facts end to end: an employer posts a job with its facts → the admin sees them and approves
// → the job page shows the normalised salary and the badges, and its JobPosting carries them.

test.beforeEach(resetRateLimits);

test('a job posted with salary, contract, visa, nationality and package shows them once approved, in the page and its JSON-LD', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Cardiac Nurse ${stamp}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/post-job');
  await page.getByLabel('Company name *').fill('Facts Test Hospital');
  await page.getByLabel('Job title *').fill(title);
  await page.getByLabel('Job description *').fill('Cardiac ward nursing in a new hospital. Three years of experience.');
  await page.getByLabel('Location *').fill('Dubai, UAE');
  await page.getByLabel('Salary note (optional)').fill('Attractive, tax-free');
  // A wrong range is refused on its field before anything is sent.
  await page.getByLabel('Minimum').fill('12,000');
  await page.getByLabel('Maximum').fill('8000');
  await page.getByLabel('Currency').selectOption('AED');
  await page.getByLabel('Period').selectOption('month');
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByText('The maximum salary cannot be below the minimum.')).toBeVisible();
  await page.getByLabel('Minimum').fill('8,000');
  await page.getByLabel('Maximum').fill('12,000');
  await page.getByLabel('Employment type').selectOption('full-time');
  await page.getByLabel('Visa sponsorship').selectOption('provided');
  await page.getByLabel('Who may apply').selectOption('all');
  await page.getByLabel('Housing').check();
  await page.getByLabel('Flights').check();
  await page.getByLabel('Contact email').fill(`facts-${stamp}@example.com`);
  expect((await wcagAxe(page).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByRole('status')).toContainText('Job Submitted for Review!');

  const job = await withDb((db) =>
    db
      .selectFrom('jobs')
      .select([
        'id',
        'slug',
        'salary_min',
        'salary_max',
        'salary_currency',
        'salary_period',
        'employment_type',
        'visa',
        'nationality',
        'package_items',
        'salary_range',
      ])
      .where('job_title', '=', title)
      .executeTakeFirstOrThrow(),
  );
  expect(job).toMatchObject({
    salary_min: 8000,
    salary_max: 12000,
    salary_currency: 'AED',
    salary_period: 'month',
    employment_type: 'full-time',
    visa: 'provided',
    nationality: 'all',
    package_items: ['housing', 'flights'],
    salary_range: 'Attractive, tax-free',
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.getByLabel('Search title, company or location').fill(String(stamp));
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.locator('summary').click();
  await expect(row.locator('[data-cell="facts"]')).toHaveText(
    'AED 8,000–12,000 / month · Full-time · Visa provided · Open to all nationalities · Housing · Flights',
  );
  // The edit dialog holds the same facts.
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(dialog.getByLabel('Minimum')).toHaveValue('8000');
  await expect(dialog.getByLabel('Currency')).toHaveValue('AED');
  await expect(dialog.getByLabel('Housing')).toBeChecked();
  await expect(dialog.getByLabel('Transport')).not.toBeChecked();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job has been approved.' })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/jobs/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The job's own salary (the similar jobs' cards below carry theirs too).
    await expect(page.locator('dd[data-salary]')).toHaveText('AED 8,000–12,000 / month');
    await expect(page.getByText('As posted: Attractive, tax-free')).toBeVisible();
    // The job's own badges: the first article (the similar jobs' cards below carry theirs).
    await expect(page.locator('article').first().locator('[data-job-badges] li')).toHaveText([
      'Visa provided',
      'Open to all nationalities',
      'Housing',
      'Flights',
    ]);
    await page.screenshot({ path: test.info().outputPath(`job-facts-${width}.png`) });
  }
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title,
    employmentType: 'FULL_TIME',
    inLanguage: 'en',
    jobBenefits: 'Housing, Flights',
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' },
    },
  });
});
