import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { createDb } from '~/server/db/client';

// Career advice: the index and its chips, article pages (FAQ, JSON-LD, no JavaScript of their
// own), the newsletter sign-up, and the two /post pages that show the job list.

const articles = readdirSync('content/articles')
  .filter((f) => f.endsWith('.mdx'))
  .map(
    (f) =>
      parse(
        readFileSync(`content/articles/${f}`, 'utf8')
          .split('\n---\n')[0]!
          .replace(/^---\n/, ''),
      ) as { route: string; title: string },
  );

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

/** The scripts a page ships besides structured data: src for bundles, the text for inline ones. */
const scriptsOf = (page: Page) =>
  page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src || s.textContent || '').sort());

test('every article of the collection is built at its route', async ({ page }) => {
  expect(articles.length).toBeGreaterThanOrEqual(6);
  for (const { route, title } of articles) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(title);
  }
});

test('the chips filter the index without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/career-advice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Advice');
  const chips = page.getByRole('navigation', { name: 'Article categories' });
  await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Featured articles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `All articles (${articles.length})` })).toBeVisible();

  await chips.getByRole('link', { name: 'Licensing' }).click();
  await expect(page).toHaveURL(/\/career-advice\/licensing$/);
  await expect(chips.getByRole('link', { name: 'Licensing' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing advice');
  const cards = page.locator('#articles-heading + ul article');
  await expect(cards.getByRole('link', { name: 'How to Get Your DHA Licence in Dubai: 7 Steps, Fees and Timeline' })).toBeVisible();
  for (const category of await cards.locator('span.rounded-full').allTextContents()) expect(category).toBe('Licensing');
  await expect(page.getByRole('link', { name: /Salary Negotiation in the UAE/ })).toHaveCount(0);

  await chips.getByRole('link', { name: 'Salary & Benefits' }).click();
  await expect(page.getByRole('link', { name: 'Salary Negotiation in the UAE: How to Negotiate Your Whole Package' })).toBeVisible();
  await context.close();
});

test('an article: back button, meta line, FAQ, Article and FAQPage data, and no JavaScript of its own', async ({ page }) => {
  await page.goto('/privacy');
  const sharedScripts = await scriptsOf(page);

  await page.goto('/dha-license-uae');
  await expect(page).toHaveTitle('DHA Licence in Dubai: Steps, Fees and Timeline | Gulf Jobs');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(card!).pathname).toBe('/og/dha-license-uae.png');
  const cardResponse = await page.request.get(card!);
  expect(cardResponse.headers()['content-type']).toBe('image/png');
  expect((await cardResponse.body()).subarray(1, 4).toString()).toBe('PNG');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dha-license-uae$/);
  await expect(page.getByRole('link', { name: 'Back to Career Advice' })).toHaveAttribute('href', '/career-advice');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    '›Career Advice',
    '›How to Get Your DHA Licence in Dubai: 7 Steps, Fees and Timeline',
  ]);
  await expect(page.getByText('Updated 5 October 2026')).toBeVisible();
  expect(await page.locator('.article-prose h3').allTextContents()).toEqual([
    '1. Create an account on the licensing portal',
    '2. Complete the self-assessment',
    '3. Upload your documents',
    '4. Primary source verification',
    '5. Take the exam at a computer-based test centre',
    '6. Receive your eligibility letter (valid for 1 year)',
    '7. Activation by your employer',
  ]);
  await expect(page.getByRole('row', { name: /Total 1,200 – 1,800\+/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Fees: what to budget in AED' }).click();
  await expect(page).toHaveURL(/#fees-what-to-budget-in-aed$/);
  await expect(page.getByRole('heading', { name: 'Fees: what to budget in AED' })).toBeInViewport();

  const question = page.getByText('Can I work in Abu Dhabi or Sharjah with a DHA licence?');
  await question.click();
  await expect(page.getByText('No. A DHA licence is valid only in Dubai.', { exact: false })).toBeVisible();

  const data = await jsonLd(page);
  expect(data.find((d) => d['@type'] === 'Article')).toMatchObject({
    headline: 'How to Get Your DHA Licence in Dubai: 7 Steps, Fees and Timeline',
    articleSection: 'Licensing',
    dateModified: '2026-10-05',
  });
  const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
  expect(faq.mainEntity.map((q) => q.name)).toContain('Can I work in Abu Dhabi or Sharjah with a DHA licence?');

  expect(await scriptsOf(page)).toEqual(sharedScripts);
});

test('the tax-free countries guide has a Browse Jobs button to /jobs; the top tips go back home', async ({ page }) => {
  await page.goto('/top-tax-free-countries-work-middle-east');
  await page.getByRole('link', { name: 'Browse Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goto('/post/top-tips-for-landing-your-dream-job-in-the-middle-east');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  // Every article's trail passes through the index, whatever its route.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Career Advice' })).toHaveAttribute(
    'href',
    '/career-advice',
  );
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
});

test('the subscribe button on /career-advice really subscribes', async ({ page }) => {
  await page.goto('/career-advice');
  const form = page.locator('form[data-subscribe-form="newsletter"]');
  const email = `advice-${Date.now()}@example.com`;
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for subscribing! Check your inbox to confirm.');
  const db = createDb(process.env.DATABASE_URL!, 1);
  try {
    const mail = await db.selectFrom('email_outbox').select('text_body').where('to_address', '=', email).executeTakeFirst();
    expect(mail?.text_body).toMatch(/\/api\/subscriptions\/confirm\?/);
  } finally {
    await db.destroy();
  }
});

test('the two /post job-list pages show the jobs', async ({ page }) => {
  for (const [path, heading] of [
    ['/post/unlock-exciting-job-opportunities-in-the-middle-east', 'Unlock Exciting Job Opportunities in the Middle East'],
    ['/post/boost-your-career-with-gulf-jobs-search-platform', 'Boost Your Career with the Gulf Jobs Search Platform'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^Showing \d+ job opportunities$/)).toBeVisible();
    expect(await page.locator('main article h3 a').count()).toBeGreaterThan(0);
  }
});

test('a keyboard user filters by chip and opens an article', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/career-advice');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await page.keyboard.press('Tab'); // breadcrumb: Home
  await page.keyboard.press('Tab'); // chip: All
  await expect(page.getByRole('link', { name: 'All', exact: true })).toBeFocused();
  const chipCount = await page.getByRole('navigation', { name: 'Article categories' }).getByRole('link').count();
  for (
    let i = 1;
    i < chipCount && !(await page.getByRole('link', { name: 'Licensing' }).evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/career-advice\/licensing$/);
  await page.getByRole('link', { name: /How to Get Your DHA Licence/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dha-license-uae$/);
});
