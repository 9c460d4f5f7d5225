import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sql } from 'kysely';
import { resetRateLimits } from '../helpers/rate-limits';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

// The local proxy keeps what the site marks cacheable for Netlify's CDN (scripts/lib/local-site/
// cdn-cache.ts) and the purge queue drops it by tag: an admin's approval or edit shows on a search
// and on a job page that were kept, within seconds, as on Netlify, without waiting for a rebuild.

let db: Db;
test.beforeEach(resetRateLimits);
test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

/** Within seconds: the approval's own request purges before it answers. */
const seconds = { timeout: 5000, intervals: [100, 250, 500] };

async function signIn(page: Page) {
  await page.goto(`/auth?next=${encodeURIComponent('/admin/review-jobs')}`);
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!').first()).toBeVisible({ timeout: 15_000 });
}

/** Asks twice: the second answer must come from the proxy's cache. */
async function kept(request: APIRequestContext, path: string) {
  await request.get(path, { maxRedirects: 0 });
  const again = await request.get(path, { maxRedirects: 0 });
  expect(again.headers()['x-local-cache'], `${path} is kept by the local CDN cache`).toBe('hit');
  return again;
}

test('an approval and an edit through the admin pages show on a kept search and a kept job page within seconds', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Cached Approval Nurse ${stamp}`;
  // Published three weeks ago (the service role may set it; approval keeps a first publication):
  // its page is older than every prerendered one, so it stays on demand after the next rebuild.
  const job = await withActor(db, service, async (trx) => {
    const { rows } = await sql<{ id: string; slug: string }>`
      insert into public.jobs (company_name, job_title, job_description, location, salary_range, contact_email, category, status, published_at, created_at)
      values ('Kept Pages Clinic', ${title}, 'Night shifts on a renal ward.', 'Dubai, UAE', null, 'hr@kept-pages.example',
              'healthcare-medical', 'pending', now() - interval '21 days', now() - interval '22 days')
      returning id, slug`.execute(trx);
    return rows[0]!;
  });

  // Before the approval: the search and the job's short address are kept, without the job.
  const search = `/jobs?q=${stamp}`;
  expect(await (await kept(request, search)).text()).not.toContain(title);
  expect(await (await kept(request, `/api/jobs?q=${stamp}`)).text()).not.toContain(title);
  expect((await kept(request, `/job/${job.id}`)).status()).toBe(404);

  await signIn(page);
  await page.getByLabel('Search title, company or location').fill(String(stamp));
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.locator('tbody tr').filter({ hasText: title });
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job has been approved.' })).toBeVisible();

  await expect.poll(async () => (await request.get(search)).text(), seconds).toContain(title);
  await expect.poll(async () => (await request.get(`/api/jobs?q=${stamp}`)).text(), seconds).toContain(title);
  await expect.poll(async () => (await request.get(`/job/${job.id}`, { maxRedirects: 0 })).status(), seconds).toBe(301);
  const jobPage = await kept(request, `/jobs/${job.slug}`);
  expect(jobPage.status()).toBe(200);
  expect(await jobPage.text()).toContain(title);

  // An edit of the public job: its kept page and the kept search show the new title within seconds.
  const newTitle = `Senior Cached Approval Nurse ${stamp}`;
  await kept(request, search);
  await page.reload();
  const approvedRow = page.locator('tbody tr').filter({ hasText: title });
  await approvedRow.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await dialog.getByLabel('Job title *').fill(newTitle);
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByText('Job Updated Successfully!')).toBeVisible();
  await expect.poll(async () => (await request.get(`/jobs/${job.slug}`)).text(), seconds).toContain(newTitle);
  await expect.poll(async () => (await request.get(search)).text(), seconds).toContain(newTitle);
});

test('a change made straight in SQL is purged at the next queue run (every second in e2e)', async ({ request }) => {
  const job = await withActor(db, service, async (trx) => {
    const { rows } = await sql<{ id: string; slug: string }>`
      insert into public.jobs (company_name, job_title, job_description, location, salary_range, contact_email, category, status, published_at, created_at)
      values ('Kept Pages Clinic', ${`Kept Page Dietitian ${Date.now()}`}, 'Plans renal diets.', 'Dubai, UAE', null, 'hr@kept-pages.example',
              'healthcare-medical', 'approved', now() - interval '21 days', now() - interval '22 days')
      returning id, slug`.execute(trx);
    return rows[0]!;
  });
  // The queue run for the insert may still be due: wait until the page is kept.
  await expect
    .poll(async () => {
      await request.get(`/jobs/${job.slug}`);
      return (await request.get(`/jobs/${job.slug}`)).headers()['x-local-cache'];
    }, seconds)
    .toBe('hit');
  await withActor(db, service, (trx) =>
    trx.updateTable('jobs').set({ job_description: 'Plans renal diets for three clinics.' }).where('id', '=', job.id).execute(),
  );
  await expect.poll(async () => (await request.get(`/jobs/${job.slug}`)).text(), seconds).toContain('Plans renal diets for three clinics.');
});
