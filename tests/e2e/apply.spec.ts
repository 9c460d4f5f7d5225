import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectOpensEmployer } from '../helpers/e2e';

interface ApiJob {
  slug: string;
  jobTitle: string;
  companyName: string;
  applicationType: string;
  applicationUrl: string | null;
  contactEmail: string | null;
}
const jobsOf = async (request: APIRequestContext) => ((await (await request.get('/api/jobs')).json()) as { jobs: ApiJob[] }).jobs;

test('an e-mail job: Contact Information dialog, copy with toast and icon change, e-mail draft', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const job = (await jobsOf(request)).find((j) => j.applicationType === 'email')!;
  await page.goto(`/jobs/${job.slug}`);
  const apply = page.getByRole('link', { name: 'Apply via Email' });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Information' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Copy the email address below to send your application:')).toBeVisible();
  await expect(dialog.getByText(job.contactEmail!)).toBeVisible();
  const draft = new URL((await dialog.getByRole('link', { name: 'Open an e-mail draft' }).getAttribute('href'))!);
  expect(draft.searchParams.get('subject')).toBe(`Application for ${job.jobTitle} at ${job.companyName}`);

  await dialog.getByRole('button', { name: 'Copy email address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email Copied!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(job.contactEmail);
  await expect(dialog.getByRole('button', { name: 'Copy email address' })).toBeVisible({ timeout: 3000 });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused(); // focus returns to the opener
});

test('the Arabic job page drafts the application e-mail in Arabic, the job title and company as written', async ({ page, request }) => {
  const job = (await jobsOf(request)).find((j) => j.applicationType === 'email')!;
  await page.goto(`/ar/jobs/${job.slug}`);
  const subject = `طلب توظيف: ${job.jobTitle} لدى ${job.companyName}`;
  const body = `السادة مسؤولي التوظيف،\n\nأرغب في التقدّم لوظيفة ${job.jobTitle} لدى ${job.companyName}. تجدون تفاصيل طلبي أدناه.\n\nمع خالص التحية`;
  // Without JavaScript the button is the draft itself; with it, the dialog offers the same draft.
  const apply = page.getByRole('link', { name: 'قدّم عبر البريد الإلكتروني' });
  const withoutScript = new URL((await apply.getAttribute('href'))!);
  expect([withoutScript.searchParams.get('subject'), withoutScript.searchParams.get('body')]).toEqual([subject, body]);
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'معلومات التواصل' });
  await expect(dialog).toBeVisible();
  const draft = new URL((await dialog.locator('#apply-email-draft').getAttribute('href'))!);
  expect([draft.searchParams.get('subject'), draft.searchParams.get('body')]).toEqual([subject, body]);
});

test('a url job opens the employer link straight away: new tab, noopener, no confirmation dialog', async ({ page, request }) => {
  // A direct link replaced the spec's "Continue to application" confirmation on purpose.
  const job = (await jobsOf(request)).find((j) => j.applicationType === 'url')!;
  await page.goto(`/jobs/${job.slug}`);
  const apply = page.getByRole('link', { name: /Apply Now/ }).first();
  await expect(apply).toHaveAttribute('href', job.applicationUrl!);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', /noopener/);
  await expectOpensEmployer(page, apply, job.applicationUrl!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the quick view of a listing card shows the job with Close and its apply button', async ({ page }) => {
  await page.goto('/jobs');
  const card = page.locator('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: /Quick view/ }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The focus starts on the dialog (its title is read first), not on the "View full details" link.
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'View full details' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: /^Apply (Now|via Email)$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
