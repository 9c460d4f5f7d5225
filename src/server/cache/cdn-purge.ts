import { readEnv, type Env } from '~/server/env';
import { netlifyPurge } from './netlify-purge';
import type { Purge } from './purge-queue';

/** The header that carries the local run's purge secret (scripts/lib/local-site/cdn-purge-listener.ts). */
export const localCdnPurgeSecretHeader = 'x-local-cdn-purge-secret';

/**
 * The local proxy's purge (npm start, e2e, benchmarks): POSTs the tags to the listener the local
 * site gave this server in LOCAL_CDN_PURGE_URL, with its per-run secret. Throws when the proxy did
 * not take them, so the queue retries.
 */
export const localCdnPurge =
  (url: string, secret: string): Purge =>
  async (tags) => {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [localCdnPurgeSecretHeader]: secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    });
    if (!answer.ok) throw new Error(`the local proxy refused the purge (${answer.status})`);
  };

/**
 * The purge of the CDN in front of this server: Netlify's on Netlify (SITE_ID), the local proxy's
 * when the local site set LOCAL_CDN_PURGE_URL and LOCAL_CDN_PURGE_SECRET (its cache is on), else
 * none (nothing is cached in front of the server).
 */
export function cdnPurgeFromEnv(
  env: Pick<Env, 'SITE_ID' | 'LOCAL_CDN_PURGE_URL' | 'LOCAL_CDN_PURGE_SECRET'> = readEnv(),
): Purge | undefined {
  if (env.SITE_ID) return netlifyPurge;
  if (env.LOCAL_CDN_PURGE_URL && env.LOCAL_CDN_PURGE_SECRET) return localCdnPurge(env.LOCAL_CDN_PURGE_URL, env.LOCAL_CDN_PURGE_SECRET);
  return undefined;
}
