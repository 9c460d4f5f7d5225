import type { Db } from '~/server/db/client';
import { claimDueRebuilds, completeRebuilds, failRebuilds, releaseStaleRebuilds, requestRebuildForExpiredJobs } from './queue';

/** Starts a build of the public site; resolves when the build is triggered (Netlify) or live (local). */
export type SiteBuilder = () => Promise<void>;

export type RebuildOutcome = { kind: 'idle' } | { kind: 'built'; requests: number } | { kind: 'failed'; requests: number; error: string };

/** A local build that never ends is given up after this long and retried. */
const staleAfterMs = 30 * 60_000;

/**
 * One pass of the rebuild queue: claims every due request, runs one build for all of them, and
 * marks them done, or puts them back with the error and a backoff. The moderation change itself
 * is already committed, so a failed build loses nothing: it is tried again.
 */
export async function processRebuilds(db: Db, build: SiteBuilder, now = new Date()): Promise<RebuildOutcome> {
  await releaseStaleRebuilds(db, staleAfterMs, now);
  await requestRebuildForExpiredJobs(db, now);
  const ids = await claimDueRebuilds(db, now);
  if (ids.length === 0) return { kind: 'idle' };
  try {
    await build();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`rebuild: failed (${ids.length} request(s) will be retried): ${message}`);
    await failRebuilds(db, ids, message);
    return { kind: 'failed', requests: ids.length, error: message };
  }
  await completeRebuilds(db, ids);
  return { kind: 'built', requests: ids.length };
}
