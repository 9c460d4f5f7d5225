import type { PublicJob } from '~/lib/jobs/public-job';
import { similarPublicJobsOf } from './similar-jobs';
import { db, type Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { publicJobByParam } from './queries';
import { cachePolicies, cacheTags } from '~/server/http/cache-control';

export type FallbackJob = { kind: 'found'; job: PublicJob; similar: PublicJob[] } | { kind: 'not-found' } | { kind: 'error' };

/** The similar jobs of a job rendered on demand, as the build picks them for its prerendered pages (similar-jobs.ts). */
export async function similarPublicJobs(database: Db, job: PublicJob): Promise<PublicJob[]> {
  return (await similarPublicJobsOf(database, [job])).get(job.id) ?? [];
}

/**
 * The slug of the job with this id if it is public now (the visitor's policies decide: approved and
 * unexpired), for /job/{id}'s redirect. The slug is set once on insert, so an id always has the same one.
 */
export async function publicJobSlug(database: Db, id: string): Promise<string | undefined> {
  const row = await withActor(database, visitor, (trx) =>
    jobTables(trx).selectFrom('jobs').select('slug').where('id', '=', id).executeTakeFirst(),
  );
  return row?.slug;
}

/**
 * The on-demand render of a job page (/jobs/{slug}) that is not in the last build (approved since): the job if
 * it is public now, with its similar jobs; pending, rejected, expired and unknown jobs are not found.
 */
export async function fallbackJob(param: string | undefined): Promise<FallbackJob> {
  if (!param || param.includes('/') || param.includes('\u0000') || param.length > 200) return { kind: 'not-found' };
  let job: PublicJob | undefined;
  try {
    job = await publicJobByParam(db(), param);
  } catch (error) {
    console.error(`job page fallback for "${param}" failed:`, error);
    return { kind: 'error' };
  }
  if (!job) return { kind: 'not-found' };
  // The job is what the visitor came for: without its similar jobs the page still shows it.
  const similar = await similarPublicJobs(db(), job).catch((error: unknown) => {
    console.error(`similar jobs of "${param}" failed:`, error);
    return [];
  });
  return { kind: 'found', job, similar };
}

/** Status and cache headers of each outcome: a found page is kept at the CDN (purged by its tag), anything else never. */
export const fallbackResponse = {
  found: { status: 200, headers: cachePolicies.onDemandJobPage },
  'not-found': { status: 404, headers: cachePolicies.noStore },
  error: { status: 503, headers: cachePolicies.noStore },
} as const;

/**
 * The headers of a job page rendered on demand: a found page is tagged with its job and the similar
 * jobs it links to, so a change to any of them (a withdrawn neighbour too) purges it from the CDN
 * (src/server/cache).
 */
export function fallbackHeaders(result: FallbackJob): Record<string, string> {
  const { headers } = fallbackResponse[result.kind];
  if (result.kind !== 'found') return headers;
  const tags = [result.job, ...result.similar].map((job) => cacheTags.job(job.id));
  return { ...headers, [cacheTags.header]: tags.join(',') };
}
