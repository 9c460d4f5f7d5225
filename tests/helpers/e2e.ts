import { expect, type Locator, type Page } from '@playwright/test';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

// What end-to-end specs share: the site's database (as the owner; scripts/e2e.ts sets
// DATABASE_URL), the local admin's sign-in, and an employer's site faked in the browser.

/** Runs `work` with a one-connection pool to the site's database, closed afterwards. */
export async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(process.env.DATABASE_URL!, 1);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Makes the queued changes due for a rebuild now, as an admin's "Rebuild now": the e2e site does not
 * rebuild by itself (scripts/lib/e2e-rebuilds.ts). Call it after the last change the spec waits for.
 */
export async function rebuildNow(): Promise<void> {
  await withDb(async (db) => {
    const due = await withActor(db, service, (trx) =>
      trx
        .updateTable('rebuild_requests')
        .set({ next_attempt_at: new Date(), expedited_at: new Date() })
        .where('completed_at', 'is', null)
        .where('started_at', 'is', null)
        .executeTakeFirst(),
    );
    expect(Number(due.numUpdatedRows), 'a change queued a rebuild').toBeGreaterThan(0);
  });
}

/** Signs the local admin in through /auth and lands on `next`. */
export async function signInAsAdmin(page: Page, next = '/admin/review-jobs'): Promise<void> {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Password hashing is slow on purpose; under a rebuild it can take longer than the default 5 s.
  await expect(page).toHaveURL((url) => url.pathname === next, { timeout: 15_000 });
}

/**
 * Clicks an Apply link and checks it opened the employer's site in a new tab. The employer's site
 * is answered in the browser: nothing reaches the internet.
 */
export async function expectOpensEmployer(page: Page, apply: Locator, applicationUrl: string): Promise<void> {
  const employer = new URL(applicationUrl);
  await page.context().route(
    (url) => url.hostname === employer.hostname,
    (route) => route.fulfill({ body: 'employer' }),
  );
  const [tab] = await Promise.all([page.context().waitForEvent('page'), apply.click()]);
  await expect.poll(() => new URL(tab.url()).hostname).toBe(employer.hostname);
  await tab.close();
}
