import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { resetRateLimits } from '../helpers/rate-limits';
import { signInAsAdmin, withDb } from '../helpers/e2e';
import { axeViolations } from '../helpers/axe';

// "Report this job" with and without JavaScript in both languages, the never-pay line on job pages
// and in both apply dialogs, /safe-job-search, and the admins' reports queue.

test.beforeEach(resetRateLimits);

interface ApiJob {
  id: string;
  slug: string;
  jobTitle: string;
  applicationType: 'email' | 'url';
}

const jobsOf = async (request: APIRequestContext): Promise<ApiJob[]> =>
  ((await (await request.get('/api/jobs')).json()) as { jobs: ApiJob[] }).jobs;

const reportsOf = (jobId: string) =>
  withDb((db) => db.selectFrom('job_reports').select(['reason', 'note']).where('job_id', '=', jobId).execute());

for (const { locale, prefix, summary, reason, submit, thanks, notice } of [
  {
    locale: 'English',
    prefix: '',
    summary: 'Report this job',
    reason: 'It has wrong information',
    submit: 'Send report',
    thanks: 'Thank you, we have your report',
    notice: 'Employers in the GCC pay recruitment and visa costs. Never pay to apply.',
  },
  {
    locale: 'Arabic',
    prefix: '/ar',
    summary: 'الإبلاغ عن هذه الوظيفة',
    reason: 'فيها معلومات خاطئة',
    submit: 'أرسل البلاغ',
    thanks: 'شكرًا، وصلنا بلاغك',
    notice: 'أصحاب العمل في دول الخليج يتحمّلون تكاليف الاستقدام والتأشيرة. لا تدفع أبدًا مقابل التقديم.',
  },
]) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('the job page says never pay, and its report form files a report', async ({ page, request }) => {
        const jobs = await jobsOf(request);
        // A job of its own for each run, so a report never meets another's.
        const job = jobs[(prefix ? 2 : 0) + (javaScriptEnabled ? 1 : 0)]!;
        await page.goto(`${prefix}/jobs/${job.slug}`);
        const line = page.locator('[data-job-trust] [data-safety-notice]');
        await expect(line).toContainText(notice);
        await expect(line.getByRole('link').last()).toHaveAttribute('href', `${prefix}/safe-job-search`);
        await line.getByRole('link').first().click(); // "Report a job that asks" opens the form
        const form = page.locator('form#report-job');
        await expect(form).toBeVisible();
        await expect(page.locator('[data-report-job] summary')).toHaveText(summary);
        await form.getByLabel(reason).check();
        await form.getByRole('textbox').fill('The location says Doha, the description Riyadh.');
        await form.getByRole('button', { name: submit }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/job-reported$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks);
        expect(await reportsOf(job.id)).toEqual([{ reason: 'wrong_information', note: 'The location says Doha, the description Riyadh.' }]);
      });
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Something else" without a note is explained (400) in the page language, and nothing is stored', async ({ page, request }) => {
    const job = (await jobsOf(request))[4]!;
    await page.goto(`/ar/jobs/${job.slug}`);
    await page.locator('[data-report-job] summary').click();
    await page.getByLabel('سبب آخر').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'أرسل البلاغ' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText('اكتب في كلمات قليلة ما المشكلة في هذه الوظيفة (مطلوب مع «سبب آخر»).')).toBeVisible();
    expect(await reportsOf(job.id)).toEqual([]);
  });
});

test('a report of a job that does not exist is a 404 with a sentence', async ({ request, baseURL }) => {
  const response = await request.post(`/forms/report-job?_action=forms.reportJob`, {
    form: { jobId: '00000000-0000-4000-8000-000000000000', reason: 'fake', locale: 'en', note: '' },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This job is not on the board');
});

test('both apply dialogs carry the never-pay line, its report link pointing at the job shown', async ({ page, request }) => {
  const emailJob = (await jobsOf(request)).find((j) => j.applicationType === 'email')!;
  await page.goto(`/jobs/${emailJob.slug}`);
  await page
    .getByRole('link', { name: /Apply via Email/ })
    .first()
    .click();
  const apply = page.getByRole('dialog', { name: 'Apply by e-mail' });
  await expect(apply.locator('[data-safety-notice]')).toContainText('Never pay to apply.');
  await expect(apply.getByRole('link', { name: 'Report a job that asks' })).toHaveAttribute('href', `/jobs/${emailJob.slug}#report-job`);
  await page.keyboard.press('Escape');

  await page.goto('/ar/jobs');
  const card = page.locator('article').first();
  await card.getByRole('button', { name: /نظرة سريعة/ }).click();
  const quick = page.locator('#quick-view-dialog');
  await expect(quick).toBeVisible();
  await expect(quick.locator('[data-safety-notice]')).toContainText('لا تدفع أبدًا مقابل التقديم.');
  await expect(quick.getByRole('link', { name: 'أبلغ عن وظيفة تطلب المال' })).toHaveAttribute('href', /^\/ar\/jobs\/[^/]+#report-job$/);
});

for (const path of ['/safe-job-search', '/ar/safe-job-search']) {
  test(`${path} names each country's official channel, is in the footer and the sitemap, and is axe-clean`, async ({ page, request }) => {
    await page.goto(path);
    for (const channel of path.startsWith('/ar')
      ? ['وزارة الموارد البشرية والتوطين', 'منصة قوى', 'الهيئة العامة للقوى العاملة', 'هيئة تنظيم سوق العمل']
      : ['MoHRE', 'Qiwa', 'Public Authority for Manpower (PAM)', 'Labour Market Regulatory Authority (LMRA)']) {
      await expect(page.getByText(channel, { exact: false }).first()).toBeVisible();
    }
    await expect(
      page.locator('footer').getByRole('link', { name: path.startsWith('/ar') ? 'البحث الآمن عن عمل' : 'Safe job search' }),
    ).toHaveAttribute('href', path);
    expect(await axeViolations(page)).toEqual([]);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain(`${path}</loc>`);
  });
}

test.describe('the reports queue', () => {
  test('visitors are sent to sign in', async ({ page }) => {
    const response = await page.goto('/admin/reports');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Freports$/);
    expect(response!.status()).toBe(200);
  });

  test('an admin sees a job the reports hid, dismisses its reports (the job is public again) and deletes another after confirming', async ({
    page,
    request,
  }) => {
    const [hidden, deleted] = (await jobsOf(request)).slice(-2);
    await withDb(async (db) => {
      for (const job of [hidden!, deleted!]) {
        for (const note of ['Asked for AED 2,500 visa fee.', null, null]) {
          await db
            .insertInto('job_reports')
            .values({ job_id: job.id, reason: 'asks_for_money', note, reporter_key: randomBytes(32).toString('hex') })
            .execute();
        }
      }
      await db.updateTable('jobs').set({ status: 'pending' }).where('id', '=', hidden!.id).execute();
    });
    await signInAsAdmin(page, '/admin/reports');
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = page.locator(`[data-reported-job="${hidden!.id}"]`);
    await expect(card.locator('[data-job-status]')).toHaveText('Hidden (pending)');
    await expect(card.locator('[data-reason="asks_for_money"]')).toContainText('3');
    await expect(card).toContainText('Asked for AED 2,500 visa fee.');
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(page.getByRole('status')).toContainText('Reports dismissed');
    await expect(page.locator(`[data-reported-job="${hidden!.id}"]`)).toHaveCount(0);
    expect(await withDb((db) => db.selectFrom('jobs').select('status').where('id', '=', hidden!.id).executeTakeFirstOrThrow())).toEqual({
      status: 'approved',
    });

    const other = page.locator(`[data-reported-job="${deleted!.id}"]`);
    await other.getByText('Delete job…').click();
    await other.getByRole('button', { name: 'Yes, delete this job' }).click();
    await expect(page.getByRole('status')).toContainText('Job deleted');
    expect(await withDb((db) => db.selectFrom('jobs').select('id').where('id', '=', deleted!.id).execute())).toEqual([]);
  });
});
