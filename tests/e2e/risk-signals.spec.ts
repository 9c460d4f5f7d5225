import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { resetRateLimits } from '../helpers/rate-limits';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

// The review queue's risk signals: each shown with its words marked, the sort by score, and the
// explicit confirmation a high-risk job needs to be approved, with and without JavaScript.

let db: Db;
test.beforeEach(resetRateLimits);
test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

/** A pending job the queue scores when it lists it (as it does every job from before scoring). */
const addPendingJob = (title: string, description: string) =>
  withActor(db, service, (trx) =>
    trx
      .insertInto('jobs')
      .values({
        company_name: 'Risk Test Recruiters',
        job_title: title,
        job_description: description,
        location: 'Dubai, UAE',
        salary_range: null,
        contact_email: 'risk.test.recruiters@gmail.com',
        category: 'hospitality-tourism',
        application_url: null,
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
const statusOf = async (id: string) => (await db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

async function signIn(page: Page) {
  await page.goto('/auth?next=%2Fadmin%2Freview-jobs');
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/review-jobs$/, { timeout: 30_000 });
}

const scam = 'Urgent hiring, limited seats. Candidates pay a visa processing fee of AED 1,500 before travel.';

for (const javaScriptEnabled of [true, false]) {
  test(`signals with their words, the sort by score and the explicit approval (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const stamp = `${Date.now()}${javaScriptEnabled ? 'js' : 'nojs'}`;
    const job = await addPendingJob(`Front Desk Agent ${stamp}`, scam);
    await addPendingJob(`Concierge ${stamp}`, 'Guaranteed job for the right person.');
    await signIn(page);

    await page.getByLabel('Search title, company or location').fill(stamp);
    await page.getByLabel('Sort by').selectOption('risk');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/sort=risk/);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    // Highest score first: fee (40) + free mail (25) + too good (20) before free mail + too good.
    await expect(rows.nth(0).locator('[data-cell="title"]').first()).toHaveText(`Front Desk Agent ${stamp}`);
    await expect(rows.nth(0).locator('[data-cell="risk"]')).toHaveText('Risk 85');
    await expect(rows.nth(1).locator('[data-cell="risk"]')).toHaveText('Risk 45');

    const signals = rows.nth(0).locator('[data-risk-signals]');
    await expect(signals.locator('[data-risk-signal="candidate-fee"]')).toContainText('Fee asked of the candidate');
    await expect(signals.locator('[data-risk-signal="candidate-fee"] mark')).toHaveText(['visa processing fee']);
    await expect(signals.locator('[data-risk-signal="too-good-to-be-true"] mark')).toHaveText(['limited seats']);
    await expect(signals.locator('[data-risk-signal="free-mail-domain"] mark')).toHaveText(['risk.test.recruiters@gmail.com']);

    if (javaScriptEnabled) {
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }

    // Approve without the confirmation: the box is required, so the browser does not send the form
    // (and the server refuses such an approval anyway: the next test), and the job stays pending.
    const approve = rows.nth(0).getByRole('button', { name: /^Approve/ });
    const confirmation = rows.nth(0).getByLabel(/^Approve despite 3 risk signals/);
    await expect(confirmation).toHaveAttribute('required', '');
    await approve.click();
    expect(await statusOf(job.id)).toBe('pending');

    await confirmation.check();
    await approve.click();
    await expect(page.getByRole('status').filter({ hasText: 'Job has been approved.' })).toBeVisible();
    expect(await statusOf(job.id)).toBe('approved');
    await context.close();
  });
}

test('an approval posted without the confirmation is refused and says why', async ({ page }) => {
  test.setTimeout(120_000);
  const job = await addPendingJob(`Bellboy ${Date.now()}`, scam);
  await signIn(page);
  // The form as a client that ignores "required" sends it: the server checks the stored score itself.
  await page.goto(`/admin/review-jobs?q=Bellboy`);
  const row = page.locator('tbody tr').filter({ hasText: 'Bellboy' }).first();
  await row.locator('input[name="riskConfirmed"]').evaluate((box) => box.removeAttribute('required'));
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('alert')).toContainText('This job raised risk signals: tick “Approve despite the risk signals”');
  expect(await statusOf(job.id)).toBe('pending');
});
