import { wcagAxe } from '../helpers/axe';
import { expect, test, type Page } from '@playwright/test';
import { resetRateLimits } from '../helpers/rate-limits';
import { withDb } from '../helpers/e2e';

// The post form end to end: the rules and the example jobs, a preview of the job page before
// sending, then the receipt with the job's reference; with JavaScript and without.

test.beforeEach(resetRateLimits);

const noViolations = async (page: Page) => expect((await wcagAxe(page).analyze()).violations).toEqual([]);
const reference = /^Received — reference\s*[0-9A-F]{4}-[0-9A-F]{4}$/;
const jobsTitled = (title: string) =>
  withDb((db) => db.selectFrom('jobs').select('id').where('job_title', '=', title).execute()).then((rows) => rows.length);

test('posting a job: the rules, an example, the preview, then the receipt; the same job sent again is the same job', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/post-job');
  await expect(page.getByText('Every job is reviewed before it goes live')).toBeVisible();
  // The examples sit below the form, under their own heading.
  const examples = page.getByRole('heading', { name: 'Examples' });
  await expect(examples).toBeVisible();
  expect((await examples.boundingBox())!.y).toBeGreaterThan((await page.getByRole('button', { name: 'Submit Job' }).boundingBox())!.y);
  await noViolations(page);

  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Job title is required')).toBeVisible();
  await expect(page.getByLabel('Company name *')).toBeFocused();
  // The preview checks the form first as well: nothing leaves the page.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/post-job$/);

  await page.getByRole('button', { name: 'School job with an application link' }).click();
  await expect(page.getByLabel('Application URL *')).toBeVisible();
  await page.getByLabel('Application URL *').fill('');
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByText('Application URL is required when External URL is selected')).toBeVisible();

  await page.getByRole('button', { name: 'Education job' }).click();
  // The example's salary is the structured fields; the note stays optional.
  await expect(page.getByLabel('Minimum')).toHaveValue('9000');
  await expect(page.getByLabel('Currency')).toHaveValue('SAR');
  const title = `Primary English Teacher ${Date.now()}`;
  await page.getByLabel('Job title *').fill(title);
  await page.getByLabel('Salary note (optional)').fill('Plus an annual bonus');
  await page.getByRole('button', { name: 'Preview' }).click();

  await expect(page).toHaveURL(/\/post-job\/preview#post-job-preview$/);
  const preview = page.locator('#post-job-preview');
  await expect(preview.getByRole('heading', { name: 'Preview: your job page' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview).toContainText('Riyadh Learning Academy');
  await expect(preview).toContainText('Plus an annual bonus');
  await expect(page.getByLabel('Job title *')).toHaveValue(title);
  await expect(page.getByLabel('Salary note (optional)')).toHaveValue('Plus an annual bonus');
  expect(await jobsTitled(title)).toBe(0); // a preview stores nothing
  await noViolations(page);

  await preview.getByRole('button', { name: 'Submit for review' }).click();
  const receipt = page.getByRole('status');
  await expect(receipt).toContainText('Job Submitted for Review!');
  await expect(receipt).toContainText('in Education & Teaching');
  await expect(receipt.locator('[data-receipt-heading]')).toHaveText(reference);
  await expect(receipt).toContainText(`Your job “${title}” reached our team.`);
  await expect(receipt).toContainText('usually within one working day');
  await expect(page.locator('#post-job-form')).toBeHidden(); // no form left with a button stuck on Submitting...
  await expect(page).toHaveURL(/\/post-job\/submitted\?ref=[0-9A-F]{4}-[0-9A-F]{4}$/);
  const ref = (await receipt.locator('[data-receipt-ref]').textContent())!.trim();
  await noViolations(page);

  // A reload shows the same receipt, from the server.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Received — reference ${ref}`);
  await expect(page.getByText(`Your job “${title}” reached our team.`)).toBeVisible();
  await noViolations(page);
  await page.goto(page.url().replace('/post-job/', '/ar/post-job/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`تم الاستلام — الرقم المرجعي ${ref}`);
  await noViolations(page);

  // The same job sent again (another tab, a second try): the same receipt, one job.
  await page.goto('/post-job');
  await page.getByRole('button', { name: 'Education job' }).click();
  await page.getByLabel('Job title *').fill(`  ${title.toUpperCase()} `);
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.locator('[data-receipt-heading]:visible')).toHaveText(`Received — reference ${ref}`);
  expect(await jobsTitled(title)).toBe(1);
});

test('a double click on Submit sends one job', async ({ page }) => {
  await page.goto('/post-job');
  await page.getByRole('button', { name: 'Education job' }).click();
  const title = `Maths Teacher ${Date.now()}`;
  await page.getByLabel('Job title *').fill(title);
  await page.getByRole('button', { name: 'Submit Job' }).dblclick();
  await expect(page.locator('[data-receipt-heading]:visible')).toHaveText(reference);
  expect(await jobsTitled(title)).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const fill = async (page: Page, title: string) => {
    await page.getByLabel('Company name *').fill('Gulf Care Hospital');
    await page.getByLabel('Job title *').fill(title);
    await page.getByLabel('Job description *').fill('Scrub and circulate in our day-surgery theatres in Doha.');
    await page.getByLabel('Location *').fill('Doha, Qatar');
    await page.getByLabel('Minimum').fill('9000');
    await page.getByLabel('Currency').selectOption('QAR');
    await page.getByLabel('Period').selectOption('month');
    await page.getByLabel('Contact email').fill('hr@gulfcare.example');
  };

  test('Preview renders the job on the server with the form kept, then Submit for review lands on the receipt', async ({ page }) => {
    const title = `Theatre Nurse ${Date.now()}`;
    await page.goto('/post-job');
    await fill(page, title);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/post-job\/preview#post-job-preview$/);
    const preview = page.locator('#post-job-preview');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview).toContainText('Gulf Care Hospital');
    await expect(page.getByLabel('Job title *')).toHaveValue(title);
    await expect(page.getByLabel('Currency')).toHaveValue('QAR');

    await preview.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/post-job\/submitted\?ref=[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference);
    await expect(page.getByText(`Your job “${title}” reached our team.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText('We will notify you by e-mail when it is approved.')).toBeVisible();
    expect(await jobsTitled(title)).toBe(1);
  });

  test('the form posts (never a GET with the fields in the address), and the same post again lands on the same receipt', async ({
    page,
  }) => {
    const title = `Recovery Nurse ${Date.now()}`;
    await page.goto('/post-job');
    await fill(page, title);
    await page.getByRole('button', { name: 'Submit Job' }).click();
    await expect(page).toHaveURL(/\/post-job\/submitted\?ref=/);
    const first = page.url();
    await page.goto('/post-job');
    await fill(page, title.toLowerCase());
    await page.getByRole('button', { name: 'Submit Job' }).click();
    expect(page.url()).toBe(first);
    expect(await jobsTitled(title)).toBe(1);
  });

  test('a missing field is explained: on the form itself after Preview, on a page after Submit', async ({ page }) => {
    await page.goto('/post-job');
    await page.getByLabel('Company name *').fill('Gulf Care Hospital');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Job title is required')).toBeVisible();
    await expect(page.getByLabel('Company name *')).toHaveValue('Gulf Care Hospital');
    await expect(page.locator('#post-job-preview')).toHaveCount(0);

    await page.goto('/post-job');
    await page.getByLabel('Company name *').fill('Gulf Care Hospital');
    await page.getByRole('button', { name: 'Submit Job' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
    await expect(page.getByText('Job title is required')).toBeVisible();
  });

  test('in Arabic: the preview and the receipt', async ({ page }) => {
    const title = `ممرض غرفة عمليات ${Date.now()}`;
    await page.goto('/ar/post-job');
    await page.getByLabel('اسم الشركة *').fill('مستشفى النور');
    await page.getByLabel('المسمى الوظيفي *').fill(title);
    await page.getByLabel('الوصف الوظيفي *').fill('نبحث عن ممرض غرفة عمليات للعمل في مستشفى النور بالدوحة.');
    await page.getByLabel('الموقع *').fill('الدوحة، قطر');
    await page.getByLabel('البريد الإلكتروني للتواصل').fill('hr@alnoor.example');
    await page.getByRole('button', { name: 'معاينة' }).click();
    await expect(page).toHaveURL(/\/ar\/post-job\/preview/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#post-job-preview').getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: 'أرسل للمراجعة' }).click();
    await expect(page).toHaveURL(/\/ar\/post-job\/submitted\?ref=[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^تم الاستلام — الرقم المرجعي\s*[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect(page.getByText(`وصلت وظيفتك «${title}» إلى فريقنا.`)).toBeVisible();
  });
});
