import { expect, test } from '@playwright/test';
import { withDb } from '../helpers/e2e';
import { insertJob } from '../helpers/jobs';
import { overflowOf } from '../helpers/reflow';
import { service, withActor } from '~/server/db/context';

// No page scrolls sideways on a phone (WCAG 1.4.10): the page sweep (a11y.spec.ts) checks every page
// a visitor can open at 390 and 320 px, in both languages, with saved jobs counted in the header.

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
