import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectOpensEmployer } from '../helpers/e2e';

// Cards that scan and open the job, a job page that converts (sticky Apply, Share,
// similar jobs), at a phone's 390 px and a desktop's 1280 px.

interface ApiJob {
  slug: string;
  jobTitle: string;
  category: string | null;
  country: string | null;
  companyName: string;
  applicationType: string;
  applicationUrl: string | null;
  contactEmail: string | null;
}
const jobsOf = async (request: APIRequestContext) => ((await (await request.get('/api/jobs')).json()) as { jobs: ApiJob[] }).jobs;

/** Every job of a search, page by page. */
async function allJobsOf(request: APIRequestContext, query: string): Promise<ApiJob[]> {
  const jobs: ApiJob[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await request.get(`/api/jobs?${query}&page=${page}`)).json()) as { jobs: ApiJob[]; pageCount: number };
    jobs.push(...answer.jobs);
    if (page >= answer.pageCount) return jobs;
  }
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** A job with at least one other job of its category and country (so it has similar jobs). */
async function jobWithSimilar(request: APIRequestContext, applicationType?: string): Promise<{ job: ApiJob; others: ApiJob[] }> {
  const jobs = await jobsOf(request);
  for (const job of jobs) {
    if (!job.category || !job.country || (applicationType && job.applicationType !== applicationType)) continue;
    const others = jobs.filter((o) => o.slug !== job.slug && o.category === job.category && o.country === job.country);
    if (others.length > 0) return { job, others };
  }
  throw new Error('the seed has no two jobs of the same category and country');
}

const cardsOf = (page: Page) => page.locator('article:has(h3 a[href^="/jobs/"])');

for (const size of [phone, desktop]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a click anywhere on a card opens its job; the title is the link name; Save and Quick view are its only other actions', async ({
      page,
    }) => {
      await page.goto('/jobs');
      const card = cardsOf(page).first();
      await expect(card).toBeVisible();
      const link = card.getByRole('link');
      await expect(link).toHaveCount(1);
      const title = (await card.getByRole('heading').textContent())!.trim();
      await expect(link).toHaveAccessibleName(title);
      await expect(card.getByRole('button')).toHaveCount(2);
      await expect(card.getByRole('button', { name: `Save job: ${title}` })).toBeVisible();
      const quick = card.getByRole('button', { name: /Quick view/ });
      const box = (await quick.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(card.locator('time[data-posted-age]')).toHaveText(/^(Today|Yesterday|\d+ days ago)$/);

      await quick.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      // A click on the card's bottom-left corner (not on the title) opens the job.
      const href = await link.getAttribute('href');
      // Clicks by coordinates do not scroll: bring the whole card on screen first.
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const cardBox = (await card.boundingBox())!;
      await page.mouse.click(cardBox.x + 8, cardBox.y + cardBox.height - 8);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    test('Share copies the link with a visible confirmation, by keyboard', async ({ page, context, request }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { job } = await jobWithSimilar(request);
      await page.goto(`/jobs/${job.slug}`);
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      const share = page.getByRole('button', { name: 'Share' });
      await share.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });

    test('similar jobs are listed and link to jobs of the same category and country', async ({ page, request }) => {
      const { job, others } = await jobWithSimilar(request);
      await page.goto(`/jobs/${job.slug}`);
      const section = page.getByRole('region', { name: 'Similar jobs' });
      const links = section.locator('h3 a');
      await expect(links.first()).toBeVisible();
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(6);
      // Every public job of that category and country (other specs add jobs after the build, so
      // the first page of the whole board may no longer hold the ones the page was built with).
      const sameKind = await allJobsOf(request, `category=${job.category}&country=${job.country}`);
      expect(sameKind.map((o) => o.slug)).toEqual(expect.arrayContaining(others.map((o) => o.slug)));
      const slugs = new Set(sameKind.map((o) => `/jobs/${o.slug}`));
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).not.toBe(`/jobs/${job.slug}`);
        expect(slugs.has(href!)).toBe(true);
      }
      // Each card's age and New badge are the page script's, from the posting's instant (the built
      // HTML holds only the date: text of the build's time changed every job page each day).
      const ages = section.locator('time[data-age-of]');
      await expect(ages).toHaveCount(count);
      for (const time of await ages.all()) {
        await expect(time).toHaveText(/^(just now|\d+ hours? ago|\d+ days? ago)$/);
        const postedAt = Date.parse((await time.getAttribute('data-age-of'))!);
        const chip = time.locator('xpath=..').locator('.chip-new');
        await expect(chip).toHaveCount(Date.now() - postedAt < 7 * 24 * 3600_000 ? 1 : 0);
      }
      const first = (await links.first().getAttribute('href'))!;
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${first}$`));
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('at least four cards fit in two screens below the header', async ({ page }) => {
    await page.goto('/jobs');
    const cards = cardsOf(page);
    await expect(cards.nth(3)).toBeVisible();
    const first = (await cards.first().boundingBox())!;
    const fourth = (await cards.nth(3).boundingBox())!;
    // Two screens of viewport below the (sticky) header.
    const header = (await page.locator('header').first().boundingBox())!;
    expect(fourth.y + fourth.height - first.y).toBeLessThanOrEqual(2 * (phone.height - header.height));
  });

  test('the sticky Apply bar shows once Apply is off screen and applies directly', async ({ page, request }) => {
    const { job } = await jobWithSimilar(request, 'url');
    await page.goto(`/jobs/${job.slug}`);
    const bar = page.locator('[data-apply-bar]');
    const main = page.locator('[data-apply-main]');
    await expect(main).toBeInViewport();
    await expect(bar).toBeHidden();
    // Just past the main Apply button (not to the end, where the exit popup of another part opens).
    await page.evaluate(() => {
      const box = document.querySelector('[data-apply-main]')!.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + box.bottom + 40);
    });
    await expect(main).not.toBeInViewport();
    await expect(bar).toBeVisible();
    // The page keeps room for the bar: the last content is not covered.
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    const barBox = (await bar.boundingBox())!;
    expect(padding).toBeGreaterThanOrEqual(barBox.height);

    const apply = bar.getByRole('link', { name: /Apply Now/ });
    await expect(apply).toHaveAttribute('data-apply', '');
    await expect(apply).toHaveAttribute('href', job.applicationUrl!);
    await expect(apply).toHaveAttribute('rel', /noopener/);
    await expectOpensEmployer(page, apply, job.applicationUrl!);
    // The bar carries no job of its own (the page carries it once, on its main Apply): the
    // "Did you apply?" check still knows which job the visitor left for.
    await expect(apply).toHaveAttribute('data-applied-job', '');
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect(page.getByRole('dialog', { name: 'Did you apply?' })).toContainText(`${job.jobTitle} at ${job.companyName}.`);
  });

  test("an e-mail job's Apply bar opens the e-mail options for the page's job", async ({ page, request }) => {
    const { job } = await jobWithSimilar(request, 'email');
    await page.goto(`/jobs/${job.slug}`);
    const html = await (await request.get(`/jobs/${job.slug}`)).text();
    expect(html.match(/data-apply-job="\{/g)).toHaveLength(1);
    await page.evaluate(() => {
      const box = document.querySelector('[data-apply-main]')!.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + box.bottom + 40);
    });
    // Its Save repeats the page's own (the job's JSON is on that one only) and saves this job.
    const barSave = page.locator('[data-apply-bar]').getByRole('button', { name: `Save job: ${job.jobTitle}`, exact: true });
    await expect(barSave).toHaveAttribute('data-save-job', '');
    await barSave.click();
    await expect(page.locator('[data-apply-bar]').getByRole('button', { name: `Saved: ${job.jobTitle}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('gj:saved-jobs') ?? '[]') as { slug: string }[]);
    expect(saved.map((entry) => entry.slug)).toEqual([job.slug]);
    // Its link carries no second copy of the e-mail draft: the script gives it the main Apply's.
    const barApply = page.locator('[data-apply-bar]').getByRole('link', { name: 'Apply via Email' });
    expect(html.match(/href="mailto:/g)).toHaveLength(1);
    await expect(barApply).toHaveAttribute('href', (await page.locator('[data-apply-main]').getAttribute('href'))!);
    await barApply.click();
    const dialog = page.getByRole('dialog', { name: 'Apply by e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(job.contactEmail!);
  });

  test("without JavaScript an e-mail job's Apply bar leads to the page's Apply, which opens the e-mail draft", async ({
    browser,
    request,
  }) => {
    const { job } = await jobWithSimilar(request, 'email');
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/jobs/${job.slug}`);
    const main = page.locator('[data-apply-main]');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(main).not.toBeInViewport();
    const barApply = page.locator('[data-apply-bar]').getByRole('link', { name: 'Apply via Email' });
    await expect(barApply).toBeVisible();
    await expect(barApply).toHaveAttribute('href', '#apply');
    await barApply.click();
    // One more tap: the page's own Apply is on screen (and the bar gone), and it is the e-mail draft.
    await expect(main).toBeInViewport();
    await expect(page.locator('[data-apply-bar]')).toBeHidden();
    await expect(main).toHaveAttribute('href', new RegExp(`^mailto:${job.contactEmail!.replace(/[.+]/g, '\\$&')}\\?subject=`));
    await context.close();
  });
});

test('on a desktop there is no sticky Apply bar', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  const { job } = await jobWithSimilar(request);
  await page.goto(`/jobs/${job.slug}`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[data-apply-bar]')).toBeHidden();
});
