import { wcagAxe } from '../helpers/axe';
import { expect, test } from '@playwright/test';
import { createDb } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { signInAsAdmin } from '../helpers/e2e';

// While site builds fail: a job the admin deletes answers 404 at once (the proxy checks the
// withdrawn list before the stale prerendered page), the admin pages show the failing build, and
// Rebuild now starts the next attempt without waiting for the backoff.

test('a job deleted while builds fail is gone at once; the admin sees the failure and rebuilds now', async ({ page, request }) => {
  test.setTimeout(240_000);
  const db = createDb(process.env.DATABASE_URL!, 2);
  try {
    const job = await withActor(db, service, (trx) =>
      // A demo job no other spec names.
      trx
        .selectFrom('jobs')
        .select(['id', 'slug', 'job_title'])
        .where('job_title', '=', 'Internal Auditor')
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow(),
    );
    const before = await request.get(`/jobs/${job.slug}`);
    expect(before.status()).toBe(200);
    expect(before.headers()['last-modified'], 'a prerendered page').toBeTruthy();

    // The last build failed three times; the next attempt is a quarter of an hour away.
    await withActor(db, service, (trx) =>
      trx
        .insertInto('rebuild_requests')
        .values({
          reason: 'e2e: failing builds',
          attempts: 3,
          failed_at: new Date(),
          next_attempt_at: new Date(Date.now() + 15 * 60_000),
          last_error:
            'astro build exited with code 1:\n[ERROR] [content] Could not read the jobs: connection terminated unexpectedly\n  at loadJobs (src/content.config.ts:28:11)',
        })
        .execute(),
    );

    await signInAsAdmin(page);
    const status = page.locator('#rebuild-status');
    await expect(status.getByRole('heading', { name: 'The last site build failed' })).toBeVisible();
    await expect(status).toContainText('after 3 attempts');
    await expect(status).toContainText('Next attempt:');
    await expect(status).toContainText(
      'Error: astro build exited with code 1: [ERROR] [content] Could not read the jobs: connection terminated unexpectedly',
    );

    await page.goto(`/admin/review-jobs?q=${encodeURIComponent(job.job_title)}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(page.getByText('The job posting was deleted.')).toBeVisible();

    // The stale static page is still in the build, but the job answers 404 now.
    await expect.poll(async () => (await request.get(`/jobs/${job.slug}`)).status(), { timeout: 10_000 }).toBe(404);
    expect((await request.get(`/job/${job.id}`)).status()).toBe(404);
    expect(await (await request.get(`/jobs/${job.slug}`)).text()).toContain('404 - Page Not Found');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/review-jobs');
      await expect(status.getByRole('button', { name: 'Rebuild now' })).toBeVisible();
      const box = (await status.boundingBox())!;
      expect(box.x + box.width, 'the status fits the screen').toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/rebuild-status-${width}.png`, fullPage: false });
    }
    expect((await wcagAxe(page).include('#rebuild-status').analyze()).violations).toEqual([]);
    await page.goto('/admin/seo-settings');
    await expect(status.getByRole('heading', { name: 'The last site build failed' })).toBeVisible();

    await status.getByRole('button', { name: 'Rebuild now' }).click();
    await expect(page).toHaveURL(/\/admin\/seo-settings\?rebuild=queued#rebuild-status$/);
    await expect(page.getByRole('status').filter({ hasText: 'Rebuild queued' })).toBeVisible();
    await page.screenshot({ path: 'test-results/rebuild-status-queued-390.png' });

    // The rebuild runs now (not in 15 minutes), succeeds, and the warning goes away.
    await expect
      .poll(
        async () => {
          await page.goto('/admin/review-jobs');
          return status.getByRole('heading', { name: 'The last site build failed' }).count();
        },
        { timeout: 200_000, intervals: [2000] },
      )
      .toBe(0);
    expect((await request.get(`/jobs/${job.slug}`)).status()).toBe(404);
  } finally {
    // Whatever happened above, the queue must not stay in a long backoff for the specs after this one.
    await withActor(db, service, (trx) =>
      trx
        .updateTable('rebuild_requests')
        .set({ next_attempt_at: new Date(), expedited_at: new Date() })
        .where('completed_at', 'is', null)
        .where('started_at', 'is', null)
        .execute(),
    );
    await db.destroy();
  }
});
