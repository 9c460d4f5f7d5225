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

// "Apply by e-mail" replaced the spec's "Contact Information" dialog and its "Got it!" on purpose:
// writing the e-mail is the main action, and the draft carries the job's link and a CV reminder.
for (const width of [390, 1280]) {
  test(`an e-mail job at ${width} px: Apply by e-mail, the draft as the main button, Copy address with a Copied status`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 800 });
    const job = (await jobsOf(request)).find((j) => j.applicationType === 'email')!;
    await page.goto(`/jobs/${job.slug}`);
    const apply = page.locator('[data-apply-main]');
    await expect(apply).toHaveText('Apply via Email');
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Apply by e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Send your application, with your CV attached, to:')).toBeVisible();
    await expect(dialog.locator('#apply-email-address')).toHaveText(job.contactEmail!);
    const draft = dialog.getByRole('link', { name: 'Write the e-mail' });
    await expect(draft).toHaveClass(/bg-brand-600/);
    const href = new URL((await draft.getAttribute('href'))!);
    expect(href.pathname).toBe(job.contactEmail);
    expect(href.searchParams.get('subject')).toBe(`Application for ${job.jobTitle} at ${job.companyName}`);
    const jobUrl = new URL(`/jobs/${job.slug}`, page.url()).href;
    expect(href.searchParams.get('body')).toBe(
      `[Attach your CV before you send this e-mail, then delete this line.]\n\nDear Hiring Manager,\n\nI am writing to apply for the ${job.jobTitle} position at ${job.companyName}, advertised at ${jobUrl}. Please find my CV attached.\n\nBest regards`,
    );

    // The address breaks only after @ or a dot: every line of it starts at one of those places.
    const lines = await dialog.locator('#apply-email-address').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    const pieces = job.contactEmail!.split(/(?<=[@.])/).length;
    expect(lines).toBeLessThanOrEqual(pieces);
    const box = (await dialog.locator('#apply-email-address').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    await dialog.getByRole('button', { name: 'Copy address' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(job.contactEmail);
    await page.screenshot({ path: `test-results/apply-email-${width}.png` });
    await expect(dialog.getByRole('status')).toHaveText('', { timeout: 3000 });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused(); // focus returns to the opener
  });
}

test('the Arabic job page drafts the application e-mail in Arabic, the job title and company as written', async ({ page, request }) => {
  const job = (await jobsOf(request)).find((j) => j.applicationType === 'email')!;
  await page.goto(`/ar/jobs/${job.slug}`);
  const subject = `طلب توظيف: ${job.jobTitle} لدى ${job.companyName}`;
  const body = (link: string) =>
    `[أرفق سيرتك الذاتية قبل إرسال هذه الرسالة، ثم احذف هذا السطر.]\n\nالسادة مسؤولي التوظيف،\n\nأرغب في التقدّم لوظيفة ${job.jobTitle} لدى ${job.companyName}، المعلن عنها في ${link}. تجدون سيرتي الذاتية مرفقة.\n\nمع خالص التحية`;
  // Without JavaScript the button is the draft itself (the site's address); with it, the dialog offers the same draft.
  const apply = page.getByRole('link', { name: 'قدّم عبر البريد الإلكتروني' }).first();
  const withoutScript = new URL((await apply.getAttribute('href'))!);
  expect(withoutScript.searchParams.get('subject')).toBe(subject);
  expect(withoutScript.searchParams.get('body')).toMatch(new RegExp(`/ar/jobs/${job.slug}\\. `));
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'التقديم بالبريد الإلكتروني' });
  await expect(dialog).toBeVisible();
  const draft = new URL((await dialog.getByRole('link', { name: 'اكتب الرسالة' }).getAttribute('href'))!);
  expect([draft.searchParams.get('subject'), draft.searchParams.get('body')]).toEqual([
    subject,
    body(new URL(`/ar/jobs/${job.slug}`, page.url()).href),
  ]);
  await page.screenshot({ path: 'test-results/apply-email-ar.png' });
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

test("a card's Quick view shows only with its Save button, so it never jumps under the pointer when Save appears", async ({ page }) => {
  await page.goto('/jobs');
  const card = page.locator('article').first();
  const quick = card.getByRole('button', { name: /Quick view/ });
  const save = card.locator('button[data-save-job]');
  await expect(quick).toBeVisible();
  await expect(save).toBeVisible();
  const before = (await quick.boundingBox())!;
  // As before the listing island has hydrated: Save is still hidden.
  await save.evaluate((button) => ((button as HTMLButtonElement).hidden = true));
  await expect(quick).toBeHidden();
  await save.evaluate((button) => ((button as HTMLButtonElement).hidden = false));
  await expect(quick).toBeVisible();
  expect((await quick.boundingBox())!.y).toBe(before.y);
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
  // Then the description (a scrolling region takes the focus so the keyboard can scroll it), then the link.
  await page.keyboard.press('Tab');
  await expect(dialog.locator('#quick-view-description')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'View full details' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: /^Apply (Now|via Email)$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
