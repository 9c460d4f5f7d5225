import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { jobPageContent, masked, type JobPageContent } from '../helpers/job-page-content';
import { median } from '~/lib/salary-market';
import { jobPageBytes } from '../helpers/job-page-bytes';

// A job page is read on phones over slow links: its HTML stays within its budget, and making it
// lighter took nothing away. The fixture holds what these demo job pages showed (and told search
// engines) before their markup was slimmed; tests/helpers/job-page-content.ts says what is masked.
// Two changes were meant: the similar jobs became brief cards (title, company, place, salary, age
// and Quick view, which shows the job's badges, description and Save from its own page), and a brief
// card's age and New badge became the page script's (2026-11-30: built from the build's time, they
// changed every job page each day), so with JavaScript off a card shows its posting's date alone.
// The goal is 30 KB (30,720 bytes) of HTML with room to spare: a real listing may have a longer
// title, more facts, a longer company name or more similar jobs than the demo's. So every demo job
// page is held, whole, to 28,700 bytes (2 KB under 30 KB). A job's own description is the
// employer's text and may be as long as a posting allows, which no budget can hold; so the rest, the
// page's frame (tests/helpers/job-page-bytes.ts), is held too, to 23,500 bytes in English and 26,500
// in Arabic (Arabic letters are two bytes each): the largest demo frames were 23,112 and 26,174 bytes
// after the seventh pass (2026-11-30), 24,766 and 28,244 before it, and the largest pages 25,363 and
// 28,517 (27,006 and 30,588 before). About 400 bytes over the largest frame: a reworded label fits,
// a repeated list of links or a card's class lists back on each part do not. docs/benchmarks.md has
// the breakdown and a posting at the form's limits; `npm run page-weight` shows what is left.
const fixture = new URL('../fixtures/job-page-content.json', import.meta.url);
const before = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, JobPageContent>;
// A change that means to alter what a job page shows records the new content with
// `UPDATE_JOB_PAGE_CONTENT=1 npm run test:e2e -- tests/e2e/job-page-weight.spec.ts` (review the diff).
const updating = process.env.UPDATE_JOB_PAGE_CONTENT === '1';
const frameBudget = { en: 23_500, ar: 26_500 };
/** 2 KB under 30 KB: the most HTML a demo job page may have, description included. */
const pageBudget = 28_700;
const languageOf = (path: string) => (path.startsWith('/ar/') ? 'ar' : 'en');

test.describe('job pages are light', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  for (const path of Object.keys(before)) {
    const budget = frameBudget[languageOf(path)];
    test(`${path}: at most ${pageBudget} bytes, its frame at most ${budget}, and it shows what it showed`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const bytes = jobPageBytes(await response.text());
      expect(bytes.total, `${path}: bytes of HTML`).toBeLessThanOrEqual(pageBudget);
      expect(bytes.frame, `${path}: bytes of HTML besides the description (${bytes.description} bytes)`).toBeLessThanOrEqual(budget);
      await page.goto(path);
      const content = await jobPageContent(page);
      if (updating) {
        const recorded = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, JobPageContent>;
        writeFileSync(fixture, `${JSON.stringify({ ...recorded, [path]: content }, null, 2)}\n`);
      }
      // Masked again: the fixture may hold what a newer mask hides (a card's age).
      const recorded = before[path]!;
      expect(content).toEqual(updating ? content : { ...recorded, visible: masked(recorded.visible) });
    });
  }
});

// Every job page the demo data has (the job sitemap's, and each one's Arabic mirror): each at most
// 28,700 bytes whole, no frame over its budget, and the median (the typical page) well under.
test('every demo job page is at most 28,700 bytes, 2 KB under 30 KB, in English and in Arabic', async ({ request }) => {
  // 134 pages, read and parsed one by one: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap-jobs-1-of-1.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => path.startsWith('/jobs/'));
  expect(paths.length, 'job pages in the sitemap').toBeGreaterThan(40);
  for (const language of ['en', 'ar'] as const) {
    const weights = [];
    for (const path of paths) {
      const address = language === 'ar' ? `/ar${path}` : path;
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const bytes = jobPageBytes(await response.text());
      expect.soft(bytes.total, `${address}: bytes of HTML`).toBeLessThanOrEqual(pageBudget);
      expect.soft(bytes.frame, `${address}: bytes of HTML besides the description`).toBeLessThanOrEqual(frameBudget[language]);
      weights.push(bytes.total);
    }
    // 21,171 and 24,062 bytes after the seventh pass.
    expect(median(weights), `${language}: median bytes of ${weights.length} job pages`).toBeLessThanOrEqual(
      language === 'en' ? 22_000 : 25_000,
    );
  }
});
