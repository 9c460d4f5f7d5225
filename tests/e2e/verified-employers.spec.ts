import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { resetRateLimits } from '../helpers/rate-limits';
import { signInAsAdmin } from '../helpers/e2e';
import { createDb, type Db } from '~/server/db/client';

// Verified employers end to end: an admin verifies a company on /admin/verify-employers with a
// note, and its job then carries the "Verified employer" badge on its card, its page and its
// company's page, in English and Arabic; a job posted by a recruitment agency's recruiter says
// "via {agency}" on its card and the agency's licence on its page.

let db: Db;
test.beforeEach(resetRateLimits);
test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

/** A job of a new company, posted by `poster` (the company's first member), then approved. */
const postedJob = async (company: string, title: string, poster: string) => {
  const job = await db
    .insertInto('jobs')
    .values({
      company_name: company,
      job_title: title,
      job_description: 'Plan and track shipments across the Gulf for a growing freight company.',
      location: 'Dubai, UAE',
      contact_email: poster,
      category: 'construction',
      status: 'pending',
    })
    .returning(['id', 'slug', 'company_id', 'company_slug'])
    .executeTakeFirstOrThrow();
  await db.insertInto('job_posters').values({ job_id: job.id, email: poster }).execute();
  await db.updateTable('jobs').set({ status: 'approved' }).where('id', '=', job.id).execute();
  return job;
};

/** The card of the job titled `title` in the server-rendered search for `q` (no script). */
const cardOf = async (page: Page, prefix: '' | '/ar', q: string, title: string) => {
  await page.goto(`${prefix}/jobs?q=${encodeURIComponent(q)}`);
  return page.locator('article.job-card').filter({ has: page.getByRole('link', { name: title }) });
};

test('an admin verifies a company with a note; its job then shows the badge on the card, the job page and the company page, in both languages', async ({
  browser,
  page: admin,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const company = `Falcon Freight ${stamp}`;
  const title = `Freight Planner ${stamp}`;
  const job = await postedJob(company, title, `ops-${stamp}@falconfreight.example`);
  await db.updateTable('companies').set({ website: 'https://falconfreight.example' }).where('id', '=', job.company_id!).execute();

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto(`/jobs/${job.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('[data-verified-badge]')).toHaveCount(0);

  await signInAsAdmin(admin);
  await admin.goto(`/admin/verify-employers?q=${stamp}`);
  const entry = admin.locator(`[data-company="${job.company_slug}"]`);
  await expect(entry.locator('[data-verification-status]')).toHaveText('Not verified');
  await expect(entry.locator('[data-member-domains]')).toContainText('falconfreight.example');
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    expect(await axeViolations(admin)).toEqual([]);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await entry.getByLabel('Note: what you checked').fill('Trade licence checked on the Dubai DED register; called the office.');
  await entry.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.locator(`[data-company="${job.company_slug}"] [data-verification-status]`)).toHaveText('Verified by an admin');
  // The trade licence line is read back as the decision's note.
  await expect(admin.locator(`[data-company="${job.company_slug}"]`)).toContainText('Trade licence checked on the Dubai DED register');

  await visitor.goto(`/jobs/${job.slug}`);
  await expect(visitor.locator('[data-company-trust] [data-verified-badge]')).toHaveText('Verified employer');
  // The JobPosting names the verified website.
  const posting = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').allTextContents()).find((s) => s.includes('"JobPosting"'))!,
  ) as { hiringOrganization: { sameAs?: string | string[] } };
  expect(JSON.stringify(posting.hiringOrganization.sameAs)).toContain('https://falconfreight.example');
  await visitor.goto(`/ar/jobs/${job.slug}`);
  await expect(visitor.locator('[data-company-trust] [data-verified-badge]')).toHaveText('صاحب عمل موثَّق');

  const card = await cardOf(visitor, '', String(stamp), title);
  await expect(card.locator('[data-verified-badge]')).toHaveText('Verified employer');
  // The card keeps one link: the job.
  await expect(card.getByRole('link')).toHaveCount(1);
  const arCard = await cardOf(visitor, '/ar', String(stamp), title);
  await expect(arCard.locator('[data-verified-badge]')).toHaveText('صاحب عمل موثَّق');

  await visitor.goto(`/companies/${job.company_slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(visitor.locator('[data-verified-badge]').first()).toHaveText('Verified employer');
  await visitor.goto(`/ar/companies/${job.company_slug}`);
  await expect(visitor.locator('[data-verified-badge]').first()).toHaveText('صاحب عمل موثَّق');

  // Revoked, with a note: the badge goes from the job page again.
  await entry.getByLabel('Note: what you checked').fill('The licence was cancelled.');
  await entry.getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.locator(`[data-company="${job.company_slug}"] [data-verification-status]`)).toHaveText('Revoked by an admin');
  await visitor.goto(`/jobs/${job.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('[data-verified-badge]')).toHaveCount(0);
});

test('a recruitment agency’s job says "via {agency}" on its card and its licence on the job page, in both languages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const recruiter = `talent-${stamp}@oasisrecruit.example`;
  const agency = `Oasis Recruitment ${stamp}`;
  const own = await postedJob(agency, `Recruiter ${stamp}`, recruiter);
  await db.updateTable('companies').set({ kind: 'agency', agency_licence: 'MOHRE-RA-7731' }).where('id', '=', own.company_id!).execute();
  const title = `Hotel Chef ${stamp}`;
  const client = await postedJob(`Pearl Hotel ${stamp}`, title, recruiter);

  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const card = await cardOf(page, '', String(stamp), title);
  await expect(card.locator('[data-agency]')).toContainText(`via ${agency}`);
  await expect(card.getByRole('link')).toHaveCount(1);
  const arCard = await cardOf(page, '/ar', String(stamp), title);
  await expect(arCard.locator('[data-agency]')).toContainText(`عبر ${agency}`);

  await page.goto(`/jobs/${client.slug}`);
  await expect(page.locator('[data-company-trust] [data-agency]')).toHaveText(`via ${agency}`);
  await expect(page.locator('[data-agency-licence]')).toHaveText('Agency licence no. MOHRE-RA-7731');
  await page.goto(`/ar/jobs/${client.slug}`);
  await expect(page.locator('[data-agency-licence]')).toHaveText('رقم ترخيص الوكالة: MOHRE-RA-7731');
});

test.describe('"Verified employers only" without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  const languages = [
    { base: '', filters: 'Filters', label: 'Verified employers only', badge: 'Verified employer' },
    { base: '/ar', filters: 'التصفية', label: 'أصحاب العمل الموثَّقون فقط', badge: 'صاحب عمل موثَّق' },
  ];
  for (const l of languages) {
    test(`${l.base || '/'}: ticking the box lists only verified employers' jobs, with the count beside it`, async ({ page }) => {
      await page.goto(`${l.base}/jobs`);
      const cards = page.locator('article.job-card');
      const badge = page.locator('[data-verified-badge]');
      // The whole board has jobs of employers who are not verified.
      await expect(cards.filter({ hasNot: badge }).first()).toBeVisible();
      await page.locator('summary').filter({ hasText: l.filters }).click();
      const box = page.getByRole('checkbox', { name: new RegExp(`^${l.label} \\(\\d+\\)$`) });
      await expect(box).not.toBeChecked();
      await box.check();
      await page.locator('aside details button[type="submit"]').click();
      // The form sends its empty fields too; the page reads them as no filter.
      await expect(page).toHaveURL(new RegExp(`${l.base}/jobs\\?.*\\bverified=true\\b`));

      await page.locator('summary').filter({ hasText: l.filters }).click();
      const checked = page.getByRole('checkbox', { name: new RegExp(`^${l.label} \\(\\d+\\)$`) });
      await expect(checked).toBeChecked();
      const n = Number(/\((\d+)\)$/.exec((await checked.locator('xpath=ancestor::label').innerText()).trim())![1]);
      expect(n).toBeGreaterThan(0);
      // The demo's verified hospital is there, every job shown carries the badge, and the count is the list's.
      await expect(cards.filter({ hasText: 'Al Noor Specialist Hospital' }).first()).toBeVisible();
      await expect(cards).toHaveCount(Math.min(n, 20));
      await expect(cards.filter({ hasNot: badge })).toHaveCount(0);
      await expect(cards.locator('[data-verified-badge]').first()).toHaveText(l.badge);
      // A chip says the filter is on.
      await expect(page.getByRole('link', { name: new RegExp(l.label) }).first()).toBeVisible();
    });
  }
});
