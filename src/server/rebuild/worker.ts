import type { Db } from '~/server/db/client';
import {
  claimDueRebuilds,
  completeRebuilds,
  failRebuilds,
  markDeploying,
  noDebounce,
  releaseStaleRebuilds,
  requestRebuildForExpiredJobs,
  type Debounce,
  type RebuildBatch,
  type StaleLimits,
} from './queue';

/**
 * Starts a build of the public site for a batch of requests. 'live' when the new site is already
 * serving (a local build); 'deploying' when Netlify accepted the build hook and will report on the
 * deploy by its notification.
 */
export type SiteBuilder = (batch: RebuildBatch) => Promise<'live' | 'deploying'>;

export type RebuildOutcome =
  | { kind: 'idle' }
  | { kind: 'built'; requests: number }
  | { kind: 'deploying'; requests: number; batch: string }
  | { kind: 'failed'; requests: number; error: string };

/** Netlify: every deploy costs build minutes, so changes made together go out as one build. */
export const netlifyDebounce: Debounce = { quietMs: 90_000, maxWaitMs: 5 * 60_000 };

/**
 * Locally a build costs only CPU and swaps in without downtime: the first change after an idle spell
 * is built at once (no build running, none ended in the last 10 s), what arrives meanwhile waits for
 * 10 s of quiet (at most 60 s) once that build is done.
 */
export const localDebounce: Debounce = { quietMs: 10_000, maxWaitMs: 60_000, idleMs: 10_000 };

/** A build that never ends, or a deploy Netlify never reports on, is given up after this long and retried. */
const staleLimits: StaleLimits = { buildMs: 30 * 60_000, deployMs: 30 * 60_000 };

export interface ProcessOptions {
  now?: Date;
  debounce?: Debounce;
}

/**
 * One pass of the rebuild queue: claims every queued request once one is due, runs one build
 * for all of them, and marks them done (or deploying), or puts them back with the error and a
 * backoff. The moderation change itself is already committed, so a failed build loses nothing.
 */
export async function processRebuilds(
  db: Db,
  build: SiteBuilder,
  { now = new Date(), debounce = noDebounce }: ProcessOptions = {},
): Promise<RebuildOutcome> {
  await releaseStaleRebuilds(db, staleLimits, now);
  await requestRebuildForExpiredJobs(db, now);
  const batch = await claimDueRebuilds(db, now, debounce);
  if (!batch) return { kind: 'idle' };
  let result: 'live' | 'deploying';
  try {
    result = await build(batch);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`rebuild: failed (${batch.ids.length} request(s) will be retried): ${message}`);
    await failRebuilds(db, batch.ids, message, now);
    return { kind: 'failed', requests: batch.ids.length, error: message };
  }
  if (result === 'deploying') {
    await markDeploying(db, batch.batch, now);
    return { kind: 'deploying', requests: batch.ids.length, batch: batch.batch };
  }
  await completeRebuilds(db, batch.ids, now);
  return { kind: 'built', requests: batch.ids.length };
}
