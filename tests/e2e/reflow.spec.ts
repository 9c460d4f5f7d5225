import { expect, test } from '@playwright/test';
import { withDb } from '../helpers/e2e';
import { insertJob } from '../helpers/jobs';
import { overflowOf } from '../helpers/reflow';
import { service, withActor } from '~/server/db/context';

// No page scrolls sideways on a phone (WCAG 1.4.10), in either language, with saved jobs counted in
// the header: one Save used to push the phone header wider than the screen. Every page of the main
// sitemap (English and Arabic) and a sample of job pages in both languages (the job sitemap has a
// page per job and language, all from one template), in one browser page.
const baseURL = process.env.BASE_URL ?? 'http://localhost:4321';
const locs = async (path: string) =>
  [...(await (await fetch(new URL(path, baseURL))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const pages = [...new Set(await locs('/sitemap-0.xml'))];
const jobPages = await locs('/sitemap-jobs-1-of-1.xml');
const sample = [...jobPages.filter((p) => !p.startsWith('/ar/')).slice(0, 3), ...jobPages.filter((p) => p.startsWith('/ar/')).slice(0, 3)];

test.describe.configure({ timeout: 180_000 });

for (const width of [320, 390]) {
  test(`no page of the sitemap is wider than a ${width} px phone with saved jobs`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/jobs');
    const saveButtons = page.getByRole('button', { name: /^Save job/ });
    await saveButtons.first().click();
    await saveButtons.first().click(); // the first is now "Saved": the next card's
    await expect(page.locator('[data-saved-jobs-link]:visible')).toHaveText('Saved (2)');
    expect(sample).toHaveLength(6);
    const tooWide: string[] = [];
    for (const path of [...pages, ...sample, '/saved-jobs', '/ar/saved-jobs']) {
      await page.goto(path);
      // The saved list is drawn by its script after the load: check the page with the cards in it.
      if (path.endsWith('/saved-jobs')) await expect(page.locator('#saved-jobs-list > li')).toHaveCount(2);
      const overflow = await overflowOf(page);
      if (overflow) tooWide.push(overflow);
    }
    expect(tooWide).toEqual([]);
  });
}

// A title with one long unbroken word (a code, a run-together term) wraps inside its card instead
// of widening the page: the search results are rendered from the database, so the job is found at
// once without a rebuild.
test('a job whose title is one long word fits a 320 px phone, in English and Arabic', async ({ page }) => {
  const word = `perioperative${Date.now().toString(36)}specialist`;
  const { id } = await withDb((db) => insertJob(db, { title: `Theatre Nurse (${word})`, company: `Company${word}` }));
  try {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of [`/jobs?q=${word}`, `/ar/jobs?q=${word}`]) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: `Theatre Nurse (${word})` }).first()).toBeVisible();
      expect(await overflowOf(page), path).toBe('');
    }
  } finally {
    await withDb((db) => withActor(db, service, (trx) => trx.deleteFrom('jobs').where('id', '=', id).execute()));
  }
});
