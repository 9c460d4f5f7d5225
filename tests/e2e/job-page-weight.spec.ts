import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { jobPageContent, type JobPageContent } from '../helpers/job-page-content';

// A job page is read on phones over slow links: its HTML stays within its budget, and making it
// lighter took nothing away. The fixture holds what these demo job pages showed (and told search
// engines) before their markup was slimmed; tests/helpers/job-page-content.ts says what is masked.
// One change was meant: the similar jobs became brief cards (title, company, place, salary, age
// and Quick view, which shows the job's badges, description and Save from its own page).
// The budget is today's size with a little room (the largest of these pages, an Arabic job on the
// Arabic site, is 45 KB; the ICU nurse's pages went from 70 and 76 KB to 38 and 43). The goal is 30 KB:
// `npm run page-weight` shows what is left (docs/benchmarks.md has the breakdown).

const fixture = new URL('../fixtures/job-page-content.json', import.meta.url);
const before = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, JobPageContent>;
// A change that means to alter what a job page shows records the new content with
// `UPDATE_JOB_PAGE_CONTENT=1 npm run test:e2e -- tests/e2e/job-page-weight.spec.ts` (review the diff).
const updating = process.env.UPDATE_JOB_PAGE_CONTENT === '1';
const budget = 48 * 1024;

test.describe('job pages are light', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  for (const path of Object.keys(before)) {
    test(`${path} is at most 48 KB and shows what it showed`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect((await response.body()).length, `${path}: bytes of HTML`).toBeLessThanOrEqual(budget);
      await page.goto(path);
      const content = await jobPageContent(page);
      if (updating) {
        const recorded = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, JobPageContent>;
        writeFileSync(fixture, `${JSON.stringify({ ...recorded, [path]: content }, null, 2)}\n`);
      }
      expect(content).toEqual(updating ? content : before[path]);
    });
  }
});
