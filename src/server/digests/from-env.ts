import type { Db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { sessionSecret } from '~/server/auth/session-secret';
import { fetchDigestFeed } from './content';
import { runDigests, type DigestRunOptions, type DigestRunResult } from './run';

/**
 * One digest run with what the environment gives: SITE_URL for links and the content feed, the
 * session secret for signed links. What the scheduled function, the local timer and
 * `npm run digest` call.
 */
export async function runDigestsFromEnv(
  db: Db,
  options: Pick<DigestRunOptions, 'deadlineMs' | 'batchSize'> = {},
): Promise<DigestRunResult> {
  const started = performance.now();
  const env = readEnv();
  const siteUrl = env.SITE_URL.replace(/\/$/, '');
  const content = await fetchDigestFeed(siteUrl);
  // The deadline counts from the call, the feed's wait (up to 5 s) included: a scheduled function lives 30 s.
  const deadlineMs = options.deadlineMs === undefined ? undefined : Math.max(0, options.deadlineMs - (performance.now() - started));
  return runDigests(db, { ...options, deadlineMs, siteUrl, secret: await sessionSecret(), content });
}
