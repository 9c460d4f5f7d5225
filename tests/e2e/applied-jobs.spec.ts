import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { expectOpensEmployer } from '../helpers/e2e';

// "Did you apply?" after an apply link or e-mail draft, the Applied list on /saved-jobs, and moving
// both lists to another device as a file or a link.

interface ApiJob {
  id: string;
  slug: string;
  jobTitle: string;
  companyName: string;
  applicationType: string;
  applicationUrl: string | null;
  salaryMin: number | null;
}
const jobsOf = async (request: APIRequestContext) => ((await (await request.get('/api/jobs')).json()) as { jobs: ApiJob[] }).jobs;

/** The visitor leaves the page (an employer's tab, a mail app) and comes back to it. */
const leaveAndComeBack = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Two pages and two employer tabs: more than the default half minute on a busy machine.
    test.setTimeout(90_000);

    test('an apply link: asked once on return; Yes keeps the job under Applied with its salary and date', async ({ page, request }) => {
      const job = (await jobsOf(request)).find((j) => j.applicationType === 'url' && j.salaryMin !== null)!;
      await page.goto(`/jobs/${job.slug}`);
      const apply = page.locator('[data-apply-main]');
      const salary = (JSON.parse((await apply.getAttribute('data-applied-job'))!) as { salaryRange: string }).salaryRange;
      expect(salary).toBeTruthy();
      await expectOpensEmployer(page, apply, job.applicationUrl!);
      await leaveAndComeBack(page);
      const ask = page.getByRole('dialog', { name: 'Did you apply?' });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText(`${job.jobTitle} at ${job.companyName}.`);
      await page.screenshot({ path: `test-results/applied-ask-${width}.png` });
      await ask.getByRole('button', { name: 'Yes, I applied' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Kept under Applied' })).toBeVisible();

      // Asked once: applying again asks nothing.
      await expectOpensEmployer(page, apply, job.applicationUrl!);
      await leaveAndComeBack(page);
      await expect(page.getByRole('dialog', { name: 'Did you apply?' })).toBeHidden();

      await page.goto('/saved-jobs');
      await page.getByRole('link', { name: 'Applied (1)' }).click();
      await expect(page).toHaveURL(/#applied$/);
      const card = page.locator('#applied-jobs-list > li');
      await expect(card.getByRole('heading')).toHaveText([job.jobTitle]);
      await expect(card).toContainText(salary);
      await expect(card.getByText(/^Applied \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
      await expect(page.locator('#applied-jobs-summary')).toHaveText('1 job applied to');
      await page.screenshot({ path: `test-results/applied-list-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test('the Arabic e-mail draft: "Not yet" is asked once too, and nothing is kept', async ({ page, request }) => {
  const job = (await jobsOf(request)).find((j) => j.applicationType === 'email')!;
  await page.goto(`/ar/jobs/${job.slug}`);
  await page.locator('[data-apply-main]').click();
  await page.locator('#apply-email-draft').evaluate((link: HTMLAnchorElement) => {
    // The mail app is not there in the test browser: the click is what counts.
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
  });
  await leaveAndComeBack(page);
  const ask = page.getByRole('dialog', { name: 'هل قدّمت على الوظيفة؟' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(`${job.jobTitle} لدى ${job.companyName}.`);
  await ask.getByRole('button', { name: 'ليس بعد' }).click();
  await expect(ask).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('gj:applied-jobs'))).toBeNull();

  await page.reload();
  await page.locator('[data-apply-main]').click();
  await page.locator('#apply-email-draft').evaluate((link: HTMLAnchorElement) => {
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
  });
  await leaveAndComeBack(page);
  await expect(page.getByRole('dialog', { name: 'هل قدّمت على الوظيفة؟' })).toBeHidden();
});

const entry = (n: number, when: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `old-job-${n}`,
  title: `Old Job ${n}`,
  company: 'Clinic',
  location: 'Dubai, UAE',
  expiresAt: '2099-01-01T00:00:00.000Z',
  salary: 'AED 9,000 a month',
  ...(n % 2 ? { savedAt: when } : { appliedAt: when }),
});

test('both lists move to another device as a file, merged without losing what is there; a bad file is refused', async ({
  page,
  browser,
}, info) => {
  await page.goto('/saved-jobs');
  await page.evaluate(
    ([saved, applied]) => {
      localStorage.setItem('gj:saved-jobs', JSON.stringify([saved]));
      localStorage.setItem('gj:applied-jobs', JSON.stringify([applied]));
    },
    [entry(1, '2026-11-01T00:00:00.000Z'), entry(2, '2026-11-02T00:00:00.000Z')],
  );
  await page.reload();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my lists' }).click()]);
  expect(download.suggestedFilename()).toBe('gulf-jobs-my-lists.json');
  const file = info.outputPath('my-lists.json');
  await download.saveAs(file);
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
    kind: 'gulf-jobs/my-jobs',
    saved: [{ slug: 'old-job-1' }],
    applied: [{ slug: 'old-job-2' }],
  });

  // The other device already has a saved job of its own, and a tampered applied list.
  const other = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await other.goto('/ar/saved-jobs');
  await other.evaluate(
    (saved) => {
      localStorage.setItem('gj:saved-jobs', JSON.stringify([saved]));
      localStorage.setItem('gj:applied-jobs', '{"tampered":');
    },
    entry(3, '2026-11-03T00:00:00.000Z'),
  );
  await other.reload();
  await expect(other.locator('#applied-jobs-empty')).toBeVisible();
  const open = other.locator('#my-jobs-open');
  await open.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('ICU nurse, Doha') });
  await expect(other.locator('#my-jobs-status')).toHaveText(
    'تعذّرت قراءة هذا الملف كملف قوائمك. اختر الملف الذي حفظه زر «نزّل قوائمي» (ينتهي بـ ‎.json).',
  );
  await open.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('[{"id":"x"}]') });
  await expect(other.locator('#my-jobs-status')).toHaveText('هذا الملف ليس قائمة من وظائف الخليج. اختر الملف الذي حفظه زر «نزّل قوائمي».');
  await open.setInputFiles(file);
  await expect(other.locator('#my-jobs-status')).toHaveText('أُضيفت 1 وظيفة محفوظة و1 وظيفة تقدّمت إليها. لم يُحذف شيء مما هنا.');
  await expect(other.locator('#saved-jobs-list > li').getByRole('heading')).toHaveText(['Old Job 3', 'Old Job 1']);
  await expect(other.locator('#applied-jobs-list > li').getByRole('heading')).toHaveText(['Old Job 2']);
  await expect(other.locator('#applied-jobs-list > li')).toContainText('AED 9,000 a month');
  // Opening the same file again adds nothing.
  await open.setInputFiles(file);
  await expect(other.locator('#my-jobs-status')).toHaveText('أُضيفت 0 وظيفة محفوظة و0 وظيفة تقدّمت إليها. لم يُحذف شيء مما هنا.');
  await other.screenshot({ path: 'test-results/applied-move-ar-390.png', fullPage: true });
  await other.close();
});

test('both lists move to another device as a link that asks before adding; a cut link changes nothing', async ({ browser }) => {
  // Pages of their own contexts: axe needs them (and each is a device of its own).
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/saved-jobs');
  await page.evaluate(
    ([saved, applied]) => {
      localStorage.setItem('gj:saved-jobs', JSON.stringify([saved]));
      localStorage.setItem('gj:applied-jobs', JSON.stringify([applied]));
    },
    [entry(1, '2026-11-01T00:00:00.000Z'), entry(2, '2026-11-02T00:00:00.000Z')],
  );
  await page.reload();
  await page.getByRole('button', { name: 'Copy a link to my lists' }).click();
  await expect(page.locator('#my-jobs-status')).toHaveText(
    'Link copied. Open it on your other device to add these jobs there: they travel inside the link, never through our server.',
  );
  const link = await page.getByLabel('Link to your lists').inputValue();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The lists ride in the fragment only: the server is asked for /saved-jobs and nothing else.
  expect(link).toMatch(/\/saved-jobs#my-lists=[A-Za-z0-9_-]+$/);
  await page.context().close();

  // The other device, in Arabic at 390 px, has a saved job of its own.
  const other = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  await other.goto('/ar/saved-jobs');
  await other.evaluate((saved) => localStorage.setItem('gj:saved-jobs', JSON.stringify([saved])), entry(3, '2026-11-03T00:00:00.000Z'));
  await other.reload();
  await expect(other.locator('#saved-jobs-list > li').getByRole('heading')).toHaveText(['Old Job 3']);
  const fragment = new URL(link).hash;
  const requested: string[] = [];
  other.on('request', (request) => requested.push(request.url()));

  // A link cut short on the way, pasted into the open page: it says so, and the lists here stay as they were.
  await other.goto(`/ar/saved-jobs${fragment.slice(0, fragment.length - 20)}`);
  const offer = other.getByRole('region', { name: 'هل تضيف الوظائف التي في هذا الرابط؟' });
  await expect(offer.getByRole('alert')).toHaveText(
    'هذا الرابط تالف أو ناقص، وربما قُطع عند إرساله. انسخ الرابط كاملًا من جديد، أو استخدم ملفًا.',
  );
  await expect(offer.getByRole('button', { name: 'أضفها' })).toBeHidden();
  await expect(other.locator('#saved-jobs-list > li').getByRole('heading')).toHaveText(['Old Job 3']);
  expect(other.url()).toMatch(/\/ar\/saved-jobs$/);

  // The whole link, opened afresh: it names what it carries, focused, and adds it only when asked.
  await other.goto('about:blank');
  await other.goto(`/ar/saved-jobs${fragment}`);
  await expect(offer).toBeFocused();
  await expect(other.locator('#my-jobs-offer-text')).toHaveText(
    'يحمل هذا الرابط 1 وظيفة محفوظة و1 وظيفة تقدّمت إليها. ستُضاف إلى القوائم في هذا المتصفح، ولن يُحذف شيء مما هنا.',
  );
  await expect(other.locator('#saved-jobs-list > li').getByRole('heading')).toHaveText(['Old Job 3']);
  await other.screenshot({ path: 'test-results/applied-link-offer-ar-390.png', fullPage: true });
  expect(await axeViolations(other)).toEqual([]);
  await offer.getByRole('button', { name: 'أضفها' }).click();
  await expect(other.locator('#my-jobs-offer-text')).toHaveText('أُضيفت 1 وظيفة محفوظة و1 وظيفة تقدّمت إليها. لم يُحذف شيء مما هنا.');
  await expect(other.locator('#saved-jobs-list > li').getByRole('heading')).toHaveText(['Old Job 3', 'Old Job 1']);
  await expect(other.locator('#applied-jobs-list > li').getByRole('heading')).toHaveText(['Old Job 2']);
  // The fragment is gone from the address, so a reload offers nothing again.
  expect(other.url()).toMatch(/\/ar\/saved-jobs$/);
  await other.reload();
  await expect(offer).toBeHidden();
  expect(requested.filter((url) => url.includes('my-lists'))).toEqual([]);
  await other.context().close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/saved-jobs links to its two lists and says lists need JavaScript; no dead buttons', async ({ page }) => {
    for (const [path, saved, applied] of [
      ['/saved-jobs', 'Saved', 'Applied'],
      ['/ar/saved-jobs', 'المحفوظة', 'تقدّمت إليها'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('navigation', { name: path === '/saved-jobs' ? 'Your lists' : 'قوائمك' }).getByRole('link')).toHaveText([
        saved!,
        applied!,
      ]);
      await expect(page.getByRole('heading', { level: 2, name: applied })).toBeVisible();
      await expect(page.locator('#move-my-jobs')).toBeHidden();
    }
  });
});
