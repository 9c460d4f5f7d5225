import { sql } from 'kysely';
import { publicJobSchema, toPublicJob, type PublicJob } from '~/lib/jobs/public-job';
import { createDb, type Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { isProduction, readEnv } from '~/server/env';
import { publicJobSelection } from './public-job-selection';
import { similarPublicJobsOf } from './similar-jobs';

// The job pages the build prerenders: the newest PRERENDER_JOB_PAGES public jobs, each with its
// similar jobs. Every other job page is rendered on demand by /jobs/[...slug] (fallback.ts) with the
// same queries, so a page reads the same whichever way it was made. Only these jobs are read in
// full: the build never holds every job's page data.

/** A prerendered job page's data. */
export interface PrerenderedJob {
  job: PublicJob;
  similar: PublicJob[];
}

/** The newest `count` public jobs by publication (first approval; creation for a job never approved), as the visitor. */
export async function newestPublicJobs(database: Db, count: number): Promise<PublicJob[]> {
  if (count < 1) return [];
  const rows = await withActor(database, visitor, (trx) =>
    jobTables(trx)
      .selectFrom('jobs')
      .select(publicJobSelection)
      .where('status', '=', 'approved')
      .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
      .orderBy('id')
      .limit(count)
      .execute(),
  );
  return rows.map((row) => publicJobSchema.parse(toPublicJob(row)));
}

/** The newest `count` public jobs with their similar jobs, newest first. */
export async function prerenderedJobsIn(database: Db, count: number): Promise<PrerenderedJob[]> {
  const jobs = await newestPublicJobs(database, count);
  const similar = await similarPublicJobsOf(database, jobs);
  return jobs.map((job) => ({ job, similar: similar.get(job.id) ?? [] }));
}

let built: Promise<PrerenderedJob[]> | undefined;

async function readPrerenderedJobs(): Promise<PrerenderedJob[]> {
  const env = readEnv();
  if (!env.DATABASE_URL) {
    if (isProduction()) throw new Error('DATABASE_URL is required to build the job pages (see README "Configuration").');
    return [];
  }
  const database = createDb(env.DATABASE_URL, 1);
  try {
    return await prerenderedJobsIn(database, env.PRERENDER_JOB_PAGES);
  } finally {
    await database.destroy();
  }
}

/** The build's prerendered job pages, read once per build process (the English and Arabic routes share them). */
export const prerenderedJobs = (): Promise<PrerenderedJob[]> => (built ??= readPrerenderedJobs());
