import type { PublicJob } from '~/lib/jobs/public-job';
import { db } from '~/server/db/client';
import { publicJobByParam } from './queries';

export type FallbackJob = { kind: 'found'; job: PublicJob } | { kind: 'not-found' } | { kind: 'error' };

/**
 * The on-demand render of a job page that is not in the last build (approved since): the job if
 * it is public now; pending, rejected, expired and unknown jobs are not found.
 */
export async function fallbackJob(param: string | undefined): Promise<FallbackJob> {
  if (!param || param.includes('/') || param.includes('\u0000') || param.length > 200) return { kind: 'not-found' };
  try {
    const job = await publicJobByParam(db(), param);
    return job ? { kind: 'found', job } : { kind: 'not-found' };
  } catch (error) {
    console.error(`job page fallback for "${param}" failed:`, error);
    return { kind: 'error' };
  }
}

/** Status and cache header for each outcome: a found page is cached briefly until the rebuild lands. */
export const fallbackResponse = {
  found: { status: 200, cache: 'public, max-age=0, s-maxage=60' },
  'not-found': { status: 404, cache: 'no-store' },
  error: { status: 503, cache: 'no-store' },
} as const;
