import { expect, test } from '@playwright/test';
import { sql } from 'kysely';
import { createDb } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

// The build prerenders only the newest job pages (PRERENDER_JOB_PAGES); an older job's page, in
// English and Arabic, comes from the on-demand route: the whole page with its structured data and
// similar jobs, kept at the CDN durably under the tags of the jobs it shows, and gone at once
// when the job is withdrawn.

test('a job older than the prerendered ones answers in full from the on-demand route, in English and Arabic', async ({ request }) => {
  const db = createDb(process.env.DATABASE_URL!, 2);
  try {
    // Published three weeks ago: older than every prerendered page, and not in the build.
    // published_at is the database's own column (no typed insert sets it); the service role may.
    const job = await withActor(db, service, async (trx) => {
      const { rows } = await sql<{ id: string; slug: string }>`
        insert into public.jobs (company_name, job_title, job_description, location, salary_range, contact_email, category, status, published_at, created_at)
        values ('Older Postings Hospital', 'Renal Dietitian', 'Plans diets for dialysis patients across three clinics.', 'Dubai, UAE',
                'AED 14,000 - 16,000', 'hr@older-postings.example', 'healthcare-medical', 'approved',
                now() - interval '21 days', now() - interval '22 days')
        returning id, slug`.execute(trx);
      return rows[0]!;
    });

    for (const prefix of ['', '/ar']) {
      const answer = await request.get(`${prefix}/jobs/${job.slug}`);
      expect(answer.status(), `${prefix}/jobs/{slug}`).toBe(200);
      const headers = answer.headers();
      expect(headers['last-modified'], 'rendered on demand, not a file').toBeUndefined();
      expect(headers['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=3600');
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const tags = headers['netlify-cache-tag']!.split(',');
      expect(tags[0]).toBe(`job-${job.id}`);

      const html = await answer.text();
      expect(html).toContain('<h1');
      expect(html).toContain('Renal Dietitian');
      expect(html).toContain('Plans diets for dialysis patients across three clinics.');
      expect(html).toContain(`<html lang="${prefix ? 'ar' : 'en'}"`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!));
      const posting = ld.find((data: { '@type'?: string }) => data['@type'] === 'JobPosting') as Record<string, unknown> | undefined;
      expect(posting, 'JobPosting structured data').toMatchObject({
        title: 'Renal Dietitian',
        hiringOrganization: { name: 'Older Postings Hospital' },
      });
      // Its similar jobs (other healthcare jobs in the UAE), each tagged so that withdrawing one purges this page.
      const similar = html.match(/<section[^>]*data-similar-jobs[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? '';
      const links = [...similar.matchAll(new RegExp(`href="${prefix}/jobs/([^"?#]+)"`, 'g'))].map(([, slug]) => slug);
      expect(links.length).toBeGreaterThan(0);
      expect(links).not.toContain(job.slug);
      expect(tags.length).toBe(1 + new Set(links).size);
    }

    // A prerendered page of the same build is a file (the newest demo job).
    const newest = (await (await request.get('/api/jobs?sort=newest')).json()) as { jobs: { slug: string }[] };
    expect((await request.get(`/jobs/${newest.jobs.at(-1)!.slug}`)).headers()['last-modified']).toBeTruthy();

    // Withdrawn: not found at once, in both languages.
    await withActor(db, service, (trx) => trx.updateTable('jobs').set({ status: 'withdrawn' }).where('id', '=', job.id).execute());
    expect((await request.get(`/jobs/${job.slug}`)).status()).toBe(404);
    expect((await request.get(`/ar/jobs/${job.slug}`)).status()).toBe(404);
  } finally {
    await db.destroy();
  }
});
