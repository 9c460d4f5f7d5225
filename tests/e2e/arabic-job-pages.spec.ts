import { wcagAxe } from '../helpers/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetRateLimits } from '../helpers/rate-limits';

// The job pages and the post-a-job form in Arabic. A job is shown in the language it
// was written in (dir="auto"): an Arabic job reads right to left, an English one left to right
// inside the right-to-left page.

test.beforeEach(resetRateLimits);

interface ApiJob {
  id: string;
  slug: string;
  jobTitle: string;
  companyName: string;
  applicationType: string;
}

/** A demo job by its exact title (the seed has two Arabic jobs and many English ones). */
async function jobTitled(request: APIRequestContext, title: string): Promise<ApiJob> {
  const answer = (await (await request.get(`/api/jobs?q=${encodeURIComponent(title)}`)).json()) as { jobs: ApiJob[] };
  const job = answer.jobs.find((j) => j.jobTitle === title);
  if (!job) throw new Error(`the demo has no job titled ${title}`);
  return job;
}
const arabicNurse = 'ممرضة عناية مركزة';
const englishJob = 'Staff Nurse - Medical Surgical Ward';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function expectAccessibleAtBothWidths(page: Page, path: string): Promise<void> {
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await page.goto(path);
    const { violations } = await wcagAxe(page).analyze();
    expect(violations, `${path} at ${size.width} px`).toEqual([]);
  }
}

const direction = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).direction);
const jsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;

test('an Arabic job on the Arabic site: Arabic frame, its text right to left, JobPosting at its own address', async ({ page, request }) => {
  const job = await jobTitled(request, arabicNurse);
  await page.goto(`/ar/jobs/${job.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(`${arabicNurse} لدى مستشفى الشفاء التخصصي | وظائف الخليج`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(arabicNurse);
  await expect(h1).toHaveAttribute('dir', 'auto');
  expect(await direction(page, 'h1')).toBe('rtl');
  await expect(page.getByRole('heading', { name: 'الوصف الوظيفي' })).toBeVisible();
  await expect(page.getByText('الموقع', { exact: true })).toBeVisible();
  await expect(page.locator('dd[data-salary]')).toHaveText('\u206615,000–19,000\u2069 AED شهريًا');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ar/jobs/${job.slug}$`));
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', new RegExp(`[^r]/jobs/${job.slug}$`));
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`[^r]/jobs/${job.slug}$`));
  expect(await jsonLd(page)).toMatchObject({
    '@type': 'JobPosting',
    title: arabicNurse,
    inLanguage: 'ar',
    url: expect.stringMatching(`/ar/jobs/${job.slug}$`),
  });
  // Links stay on the Arabic site.
  await expect(page.getByRole('link', { name: 'رجوع' })).toHaveAttribute('href', '/ar/jobs');
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'الوظائف' })).toHaveAttribute(
    'href',
    '/ar/jobs',
  );

  // The apply dialog opens in Arabic.
  await page.getByRole('link', { name: 'قدّم عبر البريد الإلكتروني' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'التقديم بالبريد الإلكتروني' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('أرسل طلبك مع سيرتك الذاتية مرفقة إلى:')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'اكتب الرسالة' })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('button', { name: 'نسخ العنوان' })).toBeVisible();
  await dialog.getByRole('button', { name: 'إغلاق' }).click();
  await expect(dialog).toBeHidden();

  // A similar job's quick view speaks the page's language and opens the Arabic page.
  const quickView = page.locator('[data-similar-jobs] [data-quick-view-job]').first();
  if ((await quickView.count()) > 0) {
    await quickView.click();
    const view = page.locator('#quick-view-dialog');
    await expect(view.getByRole('link', { name: 'عرض التفاصيل كاملة' })).toHaveAttribute('href', /^\/ar\/jobs\//);
    await expect(view.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  }
});

test('an English job on the Arabic site: its text left to right inside the right-to-left page', async ({ page, request }) => {
  const job = await jobTitled(request, englishJob);
  await page.goto(`/ar/jobs/${job.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishJob);
  expect(await direction(page, 'h1')).toBe('ltr');
  expect(await direction(page, '[data-job-description]')).toBe('ltr');
  expect(await direction(page, 'main')).toBe('rtl');
  await expect(page.getByRole('heading', { name: 'الوصف الوظيفي' })).toBeVisible();
  expect(await jsonLd(page)).toMatchObject({ inLanguage: 'en', url: expect.stringMatching(`/ar/jobs/${job.slug}$`) });

  // /ar/job/{id} redirects (301) to the Arabic page /ar/jobs/{slug}, the query kept.
  const redirect = await request.get(`/ar/job/${job.id}?utm_source=x`, { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers()['location']]).toEqual([301, `/ar/jobs/${job.slug}?utm_source=x`]);
  await page.goto(`/ar/job/${job.id}`);
  expect(new URL(page.url()).pathname).toBe(`/ar/jobs/${job.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ar/jobs/${job.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishJob);
  await expect(page.getByRole('heading', { name: 'الوصف الوظيفي' })).toBeVisible();
  // An id that is no public job: the Arabic not-found page, status 404.
  const unknown = await page.goto('/ar/job/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوظيفة غير موجودة');

  // The English site shows an Arabic job right to left too, in an English frame.
  const arabic = await jobTitled(request, arabicNurse);
  await page.goto(`/jobs/${arabic.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await direction(page, 'h1')).toBe('rtl');
  await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
});

test('the Arabic job pages are in the jobs sitemap and answer', async ({ request }) => {
  const xml = await (await request.get('/sitemap-jobs-1-of-1.xml')).text();
  const arabic = [...xml.matchAll(/<loc>([^<]+\/ar\/jobs\/[^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(arabic.length).toBeGreaterThan(10);
  expect((await request.get(arabic[0]!)).status()).toBe(200);
});

test('axe: Arabic and English jobs on /ar, the Arabic post form and its next page, at 390 and 1280 px', async ({ page, request }) => {
  // Eight scans: beside another flow or a rebuild they take longer than the default half minute.
  test.setTimeout(90_000);
  for (const title of [arabicNurse, englishJob])
    await expectAccessibleAtBothWidths(page, `/ar/jobs/${(await jobTitled(request, title)).slug}`);
  await expectAccessibleAtBothWidths(page, '/ar/post-job');
  await expectAccessibleAtBothWidths(page, '/ar/post-job/submitted');
});

test('posting a job from /ar/post-job: Arabic field errors, then the receipt in Arabic', async ({ page }) => {
  await page.goto('/ar/post-job');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أعلن عن وظيفة');
  await page.getByRole('button', { name: 'أرسل الوظيفة' }).click();
  await expect(page.getByText('اسم الشركة مطلوب')).toBeVisible();
  await expect(page.getByText('المسمى الوظيفي مطلوب')).toBeVisible();
  await expect(page.getByLabel('اسم الشركة *')).toBeFocused();

  await page.getByRole('button', { name: 'وظيفة في التعليم' }).click();
  await page.getByLabel('المسمى الوظيفي *').fill(`معلم لغة إنجليزية ${Date.now()}`);
  // The example fills the salary fields; a figure without its currency is refused (in Arabic).
  await page.getByLabel('العملة').selectOption('');
  await page.getByRole('button', { name: 'أرسل الوظيفة' }).click();
  await expect(page.getByText('اختر عملة الراتب.')).toBeVisible();
  await page.getByLabel('العملة').selectOption('SAR');
  await page.getByRole('button', { name: 'أرسل الوظيفة' }).click();
  // The submission is checked and stored on the server: beside another flow or a rebuild it can take longer than 5 s.
  await expect(page.getByRole('status')).toContainText('أُرسلت الوظيفة للمراجعة!', { timeout: 15_000 });
  await expect(page.getByRole('status')).toContainText('في مجال التعليم والتدريس');
  await expect(page.locator('[data-receipt-heading]:visible')).toHaveText(/^تم الاستلام — الرقم المرجعي\s*[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(page).toHaveURL(/\/ar\/post-job\/submitted\?ref=[0-9A-F]{4}-[0-9A-F]{4}$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an Arabic post is refused in Arabic, then lands on the Arabic review page', async ({ page }) => {
    await page.goto('/ar/post-job');
    await page.getByLabel('اسم الشركة *').fill('مستشفى النور');
    await page.getByRole('button', { name: 'أرسل الوظيفة' }).click();
    await expect(page).toHaveURL(/\/ar\/forms\/post-job/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('يُرجى مراجعة النموذج');
    await expect(page.getByText('المسمى الوظيفي مطلوب')).toBeVisible();
    await expect(page.getByRole('link', { name: 'رجوع' })).toHaveAttribute('href', '/ar/post-job');

    await page.goto('/ar/post-job');
    await page.getByLabel('اسم الشركة *').fill('مستشفى النور');
    await page.getByLabel('المسمى الوظيفي *').fill(`ممرض غرفة عمليات ${Date.now()}`);
    await page.getByLabel('الوصف الوظيفي *').fill('نبحث عن ممرض غرفة عمليات للعمل في مستشفى النور بالدوحة.');
    await page.getByLabel('الموقع *').fill('الدوحة، قطر');
    await page.getByLabel('البريد الإلكتروني للتواصل').fill('hr@alnoor.example');
    await page.getByRole('button', { name: 'أرسل الوظيفة' }).click();
    await expect(page).toHaveURL(/\/ar\/post-job\/submitted\?ref=[0-9A-F]{4}-[0-9A-F]{4}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^تم الاستلام — الرقم المرجعي\s*[0-9A-F]{4}-[0-9A-F]{4}$/);
  });
});
