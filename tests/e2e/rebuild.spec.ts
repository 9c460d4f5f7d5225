import { expect, test } from '@playwright/test';
import { createDb } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { rebuildNow } from '../helpers/e2e';

// A job approved after the build is served at once by the on-demand fallback, then by the
// prerendered page once the background rebuild has swapped in — with no failed request between.

test('a newly approved job is live at once and prerendered after the rebuild, without downtime', async ({ request }) => {
  test.setTimeout(180_000);
  const db = createDb(process.env.DATABASE_URL!, 2);
  try {
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
  } finally {
    await db.destroy();
  }
});
