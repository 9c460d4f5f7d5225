import { readFile, writeFile } from 'node:fs/promises';
import { createDb } from '~/server/db/client';
import { jobSitemapParts, withJobSitemaps } from '~/lib/seo/job-sitemap-parts';
import { countPublicJobs } from './job-sitemaps';

/**
 * Adds the job sitemaps' parts to the index @astrojs/sitemap wrote, as many as the jobs public now
 * need with room to double (without a database, as in `astro check`, one part).
 */
export async function jobSitemapIndexEntries(indexFile: URL, siteUrl: string, databaseUrl: string | undefined): Promise<void> {
  let jobs = 0;
  if (databaseUrl) {
    const db = createDb(databaseUrl, 1);
    try {
      jobs = await countPublicJobs(db);
    } finally {
      await db.destroy();
    }
  }
  const index = await readFile(indexFile, 'utf8');
  await writeFile(indexFile, withJobSitemaps(index, siteUrl, jobSitemapParts(jobs)));
}
