import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { jobsSitemapXml } from '~/lib/seo/feeds';
import { jobsPerSitemap } from '~/lib/seo/job-sitemap-parts';

// The job sitemaps' parts, read from the database when asked (src/lib/seo/job-sitemap-parts.ts).

/** The number of jobs public now (the visitor's policies: approved, unexpired). */
export async function countPublicJobs(database: Db): Promise<number> {
  const row = await withActor(database, visitor, (trx) =>
    jobTables(trx)
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  );
  return Number(row.n);
}

/** One part's urlset: its public jobs (a hash of the id picks the part), by slug. */
export async function jobSitemapPartXml(database: Db, { part, parts }: { part: number; parts: number }, siteUrl: string): Promise<string> {
  const jobs = await withActor(database, visitor, (trx) =>
    jobTables(trx)
      .selectFrom('jobs')
      .select(['slug', 'updatedAt'])
      .where(
        sql<number>`(get_byte(decode(md5(id::text), 'hex'), 0) * 256 + get_byte(decode(md5(id::text), 'hex'), 1)) % ${parts}`,
        '=',
        part - 1,
      )
      .orderBy('slug')
      .limit(jobsPerSitemap)
      .execute(),
  );
  return jobsSitemapXml(
    jobs.map((job) => ({ slug: job.slug, updatedAt: new Date(job.updatedAt).toISOString() })),
    siteUrl,
  );
}
