import { sql } from 'kysely';
import { toPublicJob, type PublicJob } from '~/lib/jobs/public-job';
import { publicJobSelection } from './public-job-selection';
import { similarJobs } from '~/lib/jobs/similar';
import { db, type Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { publicJobByParam } from './queries';
import { cachePolicies, cacheTags } from '~/server/http/cache-control';

export type FallbackJob = { kind: 'found'; job: PublicJob; similar: PublicJob[] } | { kind: 'not-found' } | { kind: 'error' };

/** How many similar jobs a job page lists (the prerendered page's similarJobs default). */
const similarCount = 4;

/**
 * The similar jobs of a job rendered on demand, as the build picks them (src/lib/jobs/similar.ts:
 * same category and country, newest), from the jobs public now: as the visitor, so RLS leaves out
 * pending, rejected, deleted and expired ones.
 */
export async function similarPublicJobs(database: Db, job: PublicJob, max = similarCount): Promise<PublicJob[]> {
  if (!job.category || !job.country) return [];
  const { category, country } = job;
  const rows = await withActor(database, visitor, (trx) =>
    jobTables(trx)
      .selectFrom('jobs')
      .select(publicJobSelection)
      .where('category', '=', category)
      .where('country', '=', country)
      .where('id', '!=', job.id)
      .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
      .orderBy('id')
      .limit(max)
      .execute(),
  );
  return similarJobs(job, rows.map(toPublicJob), max);
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
 * The headers of a job page rendered on demand: a found page is tagged with its job, so any change
 * to the job purges it from the CDN (src/server/cache).
 */
export function fallbackHeaders(result: FallbackJob): Record<string, string> {
  const { headers } = fallbackResponse[result.kind];
  return result.kind === 'found' ? { ...headers, [cacheTags.header]: cacheTags.job(result.job.id) } : headers;
}
