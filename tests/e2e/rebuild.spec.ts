import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { rebuildNow } from '../helpers/e2e';
import { approvalChanges } from '../../scripts/lib/approval-changes';

// A job approved after the build is served at once by the on-demand fallback, then by the
// prerendered page once the background rebuild has swapped in — with no failed request between —
// and that rebuild changes only the files an approval should (issue 29: a handful, not every job
// page of its category): the new job's pages and the listings that show or count it.

interface RebuildChanges {
  build: string;
  changed: string[];
  added: string[];
  removed: string[];
}
/** What the last rebuild changed in the published folder, as the local site wrote it (scripts/e2e.ts). */
const lastRebuildChanges = async (): Promise<RebuildChanges | undefined> =>
  readFile(process.env.E2E_REBUILD_CHANGES_FILE!, 'utf8').then(
    (text) => JSON.parse(text) as RebuildChanges,
    () => undefined,
  );

/** Builds what earlier specs changed and left queued, so the next rebuild holds this spec's change alone. */
async function settleRebuilds(db: Db): Promise<void> {
  const unfinished = () =>
    withActor(db, service, (trx) => trx.selectFrom('rebuild_requests').select(['started_at']).where('completed_at', 'is', null).execute());
  if ((await unfinished()).some((r) => r.started_at === null)) await rebuildNow();
  await expect.poll(async () => (await unfinished()).length, { message: 'the queued rebuild did not finish', timeout: 150_000 }).toBe(0);
}

test('a newly approved job is live at once and prerendered after the rebuild, without downtime', async ({ request }) => {
  test.setTimeout(330_000);
  const db = createDb(process.env.DATABASE_URL!, 2);
  try {
    await settleRebuilds(db);
    const before = (await lastRebuildChanges())?.build;
    const { slug } = await withActor(db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({
          company_name: 'Rebuild Test Clinic',
          job_title: 'Dialysis Nurse',
          job_description: 'Haemodialysis unit, 12-hour shifts.',
          location: 'Al Ain, UAE',
          salary_range: 'AED 9,000 - 12,000',
          contact_email: 'hr@example.ae',
          category: 'healthcare-medical',
          application_url: null,
          status: 'approved',
        })
        .returning('slug')
        .executeTakeFirstOrThrow(),
    );

    const fallback = await request.get(`/jobs/${slug}`);
    expect(fallback.status()).toBe(200);
    const html = await fallback.text();
    expect(html).toContain('Dialysis Nurse');
    // Similar jobs as on a prerendered job page, read live: other healthcare jobs in the UAE.
    const similar = html.match(/<section[^>]*data-similar-jobs[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? '';
    expect(similar).toContain('Similar jobs');
    expect(similar.match(/href="\/jobs\/[^"]+"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(similar).not.toContain(`href="/jobs/${slug}"`);
    expect(fallback.headers()['last-modified']).toBeUndefined(); // rendered on demand, not a file

    // Poll the home page and the job page while the rebuild runs; every answer must be a 200 (a
    // refused or reset connection is recorded too, not retried away by the poll).
    await rebuildNow();
    const failures: string[] = [];
    const get = async (path: string) => {
      try {
        const response = await request.get(path);
        if (response.status() !== 200) failures.push(`${path}: ${response.status()}`);
        return response;
      } catch (error) {
        failures.push(`${path}: ${String(error)}`);
        return undefined;
      }
    };
    await expect
      .poll(
        async () => {
          await get('/');
          return Boolean((await get(`/jobs/${slug}`))?.headers()['last-modified']);
        },
        { message: 'the rebuild did not swap in a prerendered page in time', timeout: 150_000, intervals: [100] },
      )
      .toBe(true);
    expect(failures).toEqual([]);
    const listing = await request.get('/jobs');
    expect(await listing.text()).toContain('Dialysis Nurse');

    // The files that rebuild changed: the job's two pages added; listings, landing, home and feed
    // files that show or count it; nothing else (no other job page, sitemap, asset or content page).
    await expect
      .poll(async () => (await lastRebuildChanges())?.build, { message: 'the rebuild wrote no list of its changes', timeout: 10_000 })
      .not.toBe(before);
    const changes = approvalChanges((await lastRebuildChanges())!);
    expect(changes.other).toEqual([]);
    expect(changes.jobPagesAdded).toEqual([`+ar/jobs/${slug}/index.html`, `+jobs/${slug}/index.html`]);
    expect(changes.jobPagesRemoved).toEqual([]);
    expect(changes.listings).toEqual(
      expect.arrayContaining(['~index.html', '~jobs/healthcare-medical/index.html', '~uae-jobs/index.html']),
    );
  } finally {
    await db.destroy();
  }
});
