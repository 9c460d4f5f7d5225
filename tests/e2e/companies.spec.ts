import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from '../helpers/axe';
import { resetRateLimits } from '../helpers/rate-limits';
import { signInAsAdmin } from '../helpers/e2e';
import { createDb, type Db } from '~/server/db/client';
import { linkIn, mailText as outboxMail } from '../helpers/outbox-mail';

// Companies end to end: the first poster of a company signs in, fills its profile and uploads a
// logo without JavaScript; the public page shows them with its live jobs in English and Arabic,
// and /companies finds it by name.

let db: Db;
test.beforeEach(resetRateLimits);
test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

const mailText = (to: string, kind: string) => outboxMail(db, to, kind);

test('an employer fills the company profile and logo; the company page shows them with its live jobs, in both languages', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const company = `Sidra Dental Clinics ${stamp}`;
  const poster = `hr-${stamp}@sidradental.example`;
  const job = await db
    .insertInto('jobs')
    .values({
      company_name: company,
      job_title: `Dental Hygienist ${stamp}`,
      job_description: 'Hygienist for a family dental clinic.',
      location: 'Doha, Qatar',
      contact_email: poster,
      category: 'healthcare-medical',
      status: 'pending',
    })
    .returning(['id', 'company_slug'])
    .executeTakeFirstOrThrow();
  // Posted by its employer (the new company's first member), then approved.
  await db.insertInto('job_posters').values({ job_id: job.id, email: poster }).execute();
  await db.updateTable('jobs').set({ status: 'approved' }).where('id', '=', job.id).execute();
  const slug = job.company_slug!;

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/employer/sign-in?email=${encodeURIComponent(poster)}`);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.goto(linkIn(await mailText(poster, 'employer.sign-in'), '/employer/verify'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Company profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  // Axe runs a script: the same session in a context with JavaScript.
  const checking = await browser.newContext({ storageState: await context.storageState() });
  const checked = await checking.newPage();
  await checked.goto('/employer/company');
  await expect(checked.getByLabel('Company name')).toHaveValue(company);
  for (const width of [390, 1280]) {
    await checked.setViewportSize({ width, height: 900 });
    expect(await axeViolations(checked)).toEqual([]);
    expect(await checked.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await checking.close();

  // A logo that is not an image is refused on the form, the typed texts kept.
  await page.getByLabel('About the company (English)').fill('Family dentistry in Doha since 2009.');
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<?php echo 1; ?>') });
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByText('The file is not a PNG, JPEG or WebP image')).toBeVisible();
  await expect(page.getByLabel('About the company (English)')).toHaveValue('Family dentistry in Doha since 2009.');

  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await page.getByLabel('Website (https://…)').fill('https://sidradental.example');
  await page.getByLabel('About the company (Arabic)').fill('طب أسنان العائلة في الدوحة منذ 2009.');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status')).toContainText('The profile was saved.');
  await expect(page.getByRole('img', { name: 'The current logo' })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/companies/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(visitor.getByText('Family dentistry in Doha since 2009.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: `Dental Hygienist ${stamp}` })).toBeVisible();
  const logo = visitor.locator('[data-company-logo]');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  for (const width of [320, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    expect(await axeViolations(visitor)).toEqual([]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  await visitor.goto(`/ar/companies/${slug}`);
  await expect(visitor.getByText('طب أسنان العائلة في الدوحة منذ 2009.')).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeViolations(visitor)).toEqual([]);

  await visitor.goto(`/companies?q=${encodeURIComponent(`sidra dental clinics ${stamp}`)}`);
  await expect(visitor.getByRole('link', { name: new RegExp(company) })).toHaveAttribute('href', `/companies/${slug}`);
  await context.close();
});

test('an admin edits a company and merges a duplicate into it after confirming; the duplicate’s page leads to the kept one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const kept = `Gulf Star Logistics ${stamp}`;
  const duplicate = `Gulf-Star Logistics LLC ${stamp}`;
  const rows = [];
  for (const company of [kept, duplicate])
    rows.push(
      await db
        .insertInto('jobs')
        .values({
          company_name: company,
          job_title: `Fleet Supervisor ${stamp}`,
          job_description: 'Supervise a fleet of delivery vans.',
          location: 'Dubai, UAE',
          contact_email: `hr-${stamp}@gulfstar.example`,
          category: 'construction',
          status: 'approved',
        })
        .returning(['company_id', 'company_slug'])
        .executeTakeFirstOrThrow(),
    );
  await signInAsAdmin(page);
  await page.goto(`/admin/companies?q=${stamp}`);
  const list = page.locator('[data-admin-companies] > li');
  await expect(list).toHaveCount(2);
  await expect(list.first()).toContainText('1 job, 1 live · 0 members ·');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  await page.locator(`[data-company-id="${rows[0]!.company_id}"]`).getByRole('link', { name: /^Edit/ }).click();
  await page.getByLabel('About the company (English)').fill('Logistics across the UAE.');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status')).toContainText('The company profile is saved');

  await page.goto(`/admin/companies?q=${stamp}`);
  await page.getByLabel('Merge this company…').selectOption(rows[1]!.company_id!);
  await page.getByLabel('…into this one (kept)').selectOption(rows[0]!.company_id!);
  await page.getByRole('button', { name: 'Merge…' }).click();
  await expect(page.locator('[data-confirm-merge]')).toContainText(`Merge “${duplicate}” into “${kept}”?`);
  await expect(page.locator('[data-confirm-merge]')).toContainText(
    `1 job and 0 members move to “${kept}”; /companies/${rows[1]!.company_slug} will lead to /companies/${rows[0]!.company_slug}.`,
  );
  await page.getByRole('button', { name: 'Merge them' }).click();
  await expect(page.getByRole('status')).toContainText('The companies are one');
  await expect(page.locator('[data-admin-companies] > li')).toHaveCount(1);

  const moved = await page.request.get(`/companies/${rows[1]!.company_slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(new RegExp(`/companies/${rows[0]!.company_slug}$`));
  await page.goto(`/companies/${rows[0]!.company_slug}`);
  await expect(page.getByText('Logistics across the UAE.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Fleet Supervisor ${stamp}` })).toHaveCount(2);
});
