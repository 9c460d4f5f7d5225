import { expect, test } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { rebuildNow, signInAsAdmin } from '../helpers/e2e';
import { resetRateLimits } from '../helpers/rate-limits';
import { sql } from 'kysely';
import { createDb, type Db } from '~/server/db/client';
import { linkIn, mailText as outboxMail } from '../helpers/outbox-mail';

// The employer's side end to end: post signed out (a job that applies by link) → the receipt →
// sign in from its link with the e-mailed one-time link → the posting pending → the admin
// approves → live with its days left → edit → the admin approves the edit → the page shows it →
// withdraw → gone from search, its page a 404. The renewal of an expired job. And a reader's
// view of a live job in its poster's figures and chart.

/** A desktop browser's user agent: the beacon ignores headless Chromium's as a bot's. */
const desktopChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let db: Db;
test.beforeEach(resetRateLimits);
test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

const mailText = (to: string, kind: string) => outboxMail(db, to, kind);

test('post signed out → receipt → sign in from it → pending → approved → live → withdraw → 404', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Cath Lab Nurse ${stamp}`;
  const poster = `recruiter-${stamp}@muscatcare.example`;

  await page.goto('/post-job');
  await page.getByLabel('Company name *').fill('Muscat Care Hospital');
  await page.getByLabel('Job title *').fill(title);
  await page.getByLabel('Job description *').fill('Cardiac catheterisation lab nurse. Two years of cath lab experience.');
  await page.getByLabel('Location *').fill('Muscat, Oman');
  await page.getByLabel('Application type *').selectOption('url');
  await page.getByLabel('Application URL *').fill('https://careers.muscatcare.example/cath-lab');
  await page.getByLabel('Your e-mail *').fill(poster);
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByRole('status')).toContainText('Job Submitted for Review!');
  const job = await db.selectFrom('jobs').select(['id', 'slug']).where('job_title', '=', title).executeTakeFirstOrThrow();

  // The receipt: reference and title, and a link to sign in that lands on this posting.
  const receipt = await mailText(poster, 'job.received');
  expect(receipt).toContain(title);
  expect(receipt).toMatch(/Your reference: [0-9A-F]{4}-[0-9A-F]{4}/);
  await page.goto(linkIn(receipt, '/employer/sign-in'));
  await expect(page.getByLabel('Your e-mail')).toHaveValue(poster);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link and code are on their way');

  await page.goto(linkIn(await mailText(poster, 'employer.sign-in'), '/employer/verify'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer#job-${job.id}$`));
  const row = page.locator(`#job-${job.id}`);
  await expect(row.getByText('Pending review')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  // The admin approves it in the review queue.
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.getByLabel('Search title, company or location').fill(String(stamp));
  await admin.getByRole('button', { name: 'Filter' }).click();
  await admin
    .locator('tbody tr')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: 'Job has been approved.' })).toBeVisible();
  await admin.close();
  expect(await mailText(poster, 'job.approved')).toContain(title);

  await page.reload();
  await expect(row.getByText('Live')).toBeVisible();
  await expect(row.getByText(/^(29|30) days left$/)).toBeVisible();
  expect((await request.get(`/jobs/${job.slug}`)).status()).toBe(200);

  // Edit: the post form filled with the job; the change waits for review, the page stays as it was.
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit your job' })).toBeVisible();
  await expect(page.getByLabel('Job title *')).toHaveValue(title);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  const edited = `Senior ${title}`;
  await page.getByLabel('Job title *').fill(edited);
  await page.getByRole('button', { name: 'Send the changes for review' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer\\?edited=1#job-${job.id}$`));
  await expect(page.getByRole('status')).toContainText('Your changes were sent for review');
  await expect(row.getByText('Changes waiting for review')).toBeVisible();
  expect(await (await request.get(`/jobs/${job.slug}`)).text()).not.toContain(edited);

  // The admin sees what changed, field by field, and approves the edit; the page follows.
  // Axe needs a page of a context of its own.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInAsAdmin(reviewer);
  const change = reviewer.locator(`[data-change="${job.id}"]`);
  await expect(change.locator('[data-field="jobTitle"] del')).toHaveText(title);
  await expect(change.locator('[data-field="jobTitle"] ins')).toHaveText(edited);
  expect(await axeViolations(reviewer)).toEqual([]);
  await change.getByRole('button', { name: /^Approve the change/ }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: 'The poster’s change is applied' })).toBeVisible();
  await reviewerContext.close();
  expect(await mailText(poster, 'job.edit.approved')).toContain(edited);
  await rebuildNow();
  await expect
    .poll(async () => (await request.get(`/jobs/${job.slug}`)).text(), {
      message: 'the job page did not show the approved edit in time',
      timeout: 180_000,
      intervals: [1000],
    })
    .toContain(edited);
  await page.reload();
  await expect(row.getByText('Changes waiting for review')).toHaveCount(0);

  // Withdraw, by keyboard: gone from search and its page a 404 at once.
  await row.getByRole('button', { name: /^Withdraw \(position filled\)/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('The job was withdrawn');
  await expect(row.getByText('Withdrawn')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  expect((await request.get(`/jobs/${job.slug}`)).status()).toBe(404);
  expect(await (await request.get(`/api/jobs?q=${stamp}`)).text()).not.toContain(title);
});

test('the dashboard asks a visitor to sign in; a used link is refused with a sentence', async ({ page }) => {
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/employer\/sign-in$/);
  await page.goto(`/employer/verify?token=${'a'.repeat(43)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link or code is not valid, was already used or is more than an hour old. Ask for a new one below.',
  );
});

test('a reader’s view of a live job shows in its poster’s figures, chart and table, today', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const poster = `figures-${stamp}@dohacare.example`;
  const { rows } = await sql<{ id: string; slug: string }>`
    insert into public.jobs (company_name, job_title, job_description, location, status, contact_email)
    values ('Doha Care', ${`Dialysis Nurse ${stamp}`}, 'Haemodialysis nurse.', 'Doha, Qatar', 'approved', 'hr@dohacare.example')
    returning id, slug`.execute(db);
  const job = rows[0]!;
  await sql`insert into public.job_posters (job_id, email) values (${job.id}, ${poster})`.execute(db);

  await page.goto('/employer/sign-in');
  await page.getByLabel('Your e-mail').fill(poster);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link and code are on their way');
  await page.goto(linkIn(await mailText(poster, 'employer.sign-in'), '/employer/verify'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/employer(#.*)?$/);
  const row = page.locator(`#job-${job.id}`);
  await expect(row.locator('[data-figure="views"]')).toHaveText('0');

  // A reader opens the job page: the view counts today, in the posting's figures and chart and in
  // the total of all the address's postings; the figures per day open by keyboard.
  const reader = await browser.newContext({ userAgent: desktopChrome });
  const readerPage = await reader.newPage();
  const beacon = readerPage.waitForResponse((r) => r.url().endsWith('/api/beacon'));
  await readerPage.goto(`/jobs/${job.slug}`);
  expect((await beacon).status()).toBe(204);
  await reader.close();
  await page.reload();
  const figures = row.locator(`[data-figures="job-${job.id}"]`);
  await expect(figures.locator('[data-figure="views"]')).toHaveText('1');
  await expect(figures.locator('[data-figure="applies"]')).toHaveText('0');
  await expect(figures.locator('[data-figure="alerts"]')).toHaveText('0');
  await expect(figures.getByRole('img', { name: /^Views per day, last 30 days: 1 in all, most on \d{1,2} \w{3} \(1\)\.$/ })).toBeVisible();
  await expect(figures.getByRole('img', { name: 'Apply clicks per day, last 30 days: none yet.' })).toBeVisible();
  await expect(page.locator('[data-figures="all"] [data-figure="views"]')).toHaveText('1');
  await figures.locator('summary', { hasText: 'Figures per day' }).focus();
  await page.keyboard.press('Enter');
  await expect(figures.getByRole('row', { name: /^Today/ })).toHaveText(/^Today\s*1\s*0\s*0$/);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('renew an expired job: one click without JavaScript, back in the queue, live for 30 days once approved', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Renewed Midwife ${stamp}`;
  const poster = `renew-${stamp}@muscatcare.example`;
  // Posted 40 days ago and approved: expired 10 days ago, within the 30 days a renewal may come.
  const job = await db
    .insertInto('jobs')
    .values({
      company_name: 'Muscat Care Hospital',
      job_title: title,
      job_description: 'Midwife for the maternity ward.',
      location: 'Muscat, Oman',
      contact_email: poster,
      status: 'approved',
      posted_on: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await db.insertInto('job_posters').values({ job_id: job.id, email: poster }).execute();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/employer/sign-in?email=${encodeURIComponent(poster)}&job=${job.id}`);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await page.goto(linkIn(await mailText(poster, 'employer.sign-in'), '/employer/verify'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const row = page.locator(`#job-${job.id}`);
  await expect(row.getByText('Expired')).toBeVisible();
  // Without JavaScript the header of this page (kept by no one) says who is signed in…
  const header = page.locator('#site-header');
  await expect(header.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  await expect(header.getByText(poster).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeHidden();
  // …but a public page a CDN may keep never carries the signed-in person.
  const search = await context.request.get('/jobs?q=midwife');
  expect(search.headers()['netlify-cdn-cache-control']).toContain('public');
  expect(await search.text()).not.toContain(poster);
  await row.getByRole('button', { name: /^Renew for 30 days/ }).click();
  await expect(page.getByRole('status')).toContainText('The renewal was sent for review');
  await expect(row.getByText('Renewal waiting for review')).toBeVisible();
  await expect(row.getByText('Expired')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Renew/ })).toHaveCount(0);

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const change = admin.locator(`[data-change="${job.id}"]`);
  await expect(change.locator('[data-renewal]')).toContainText('Renewal: live for 30 days from your approval');
  await change.getByRole('button', { name: /^Approve the change/ }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The poster’s change is applied' })).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(row.getByText('Live')).toBeVisible();
  await expect(row.getByText(/^(29|30) days left$/)).toBeVisible();
  expect(await mailText(poster, 'job.renewal.approved')).toContain(title);
  await context.close();
});
