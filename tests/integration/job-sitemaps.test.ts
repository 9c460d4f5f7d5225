import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { countPublicJobs, jobSitemapPartXml } from '~/server/seo/job-sitemaps';

// The job sitemaps are read from the database in parts: every public job is in exactly one part
// (in English and in Arabic), whatever the number of parts; nothing that is not public is listed.

let t: TestDatabase;
const site = 'https://gulfjobs.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('the job sitemaps', () => {
  it('split the public jobs over the parts, each job in exactly one, with its Arabic page beside it', async () => {
    const public_ = await Promise.all(Array.from({ length: 12 }, (_, i) => insertJob(t.db, { title: `Sitemap Nurse ${i}` })));
    const hidden = [
      await insertJob(t.db, { title: 'Pending Nurse', status: 'pending' }),
      await insertJob(t.db, { title: 'Rejected Nurse', status: 'rejected' }),
      await insertJob(t.db, { title: 'Expired Nurse', postedDaysAgo: 40 }),
    ];
    expect(await countPublicJobs(t.db)).toBe(12);

    for (const parts of [1, 3, 7]) {
      const listed: string[] = [];
      for (let part = 1; part <= parts; part++) listed.push(...locs(await jobSitemapPartXml(t.db, { part, parts }, site)));
      const english = listed.filter((path) => !path.startsWith('/ar/'));
      expect(english.toSorted(), `${parts} parts`).toEqual(public_.map((job) => `/jobs/${job.slug}`).toSorted());
      expect(listed.filter((path) => path.startsWith('/ar/')).toSorted()).toEqual(english.map((path) => `/ar${path}`).toSorted());
      for (const job of hidden) expect(listed.join(' ')).not.toContain(job.slug);
    }
  });

  it('give each job its last change as lastmod', async () => {
    const job = await insertJob(t.db, { title: 'Lastmod Nurse' });
    const xml = await jobSitemapPartXml(t.db, { part: 1, parts: 1 }, site);
    expect(xml).toContain(`<loc>${site}/jobs/${job.slug}</loc><lastmod>${job.updated_at.toISOString()}</lastmod>`);
  });
});
