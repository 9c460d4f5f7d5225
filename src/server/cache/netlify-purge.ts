import { purgeCache } from '@netlify/functions';
import type { Purge } from './purge-queue';

/**
 * Netlify's purge API for cache tags. In Netlify's functions the site id (SITE_ID) and the purge
 * token (NETLIFY_PURGE_API_TOKEN) come from the runtime; anywhere else both must be set.
 */
export const netlifyPurge: Purge = (tags) => purgeCache({ tags });

/** Netlify's runtime: its functions have SITE_ID. Locally nothing is cached in front of the server, so there is nothing to purge. */
export const cdnPurgeAvailable = (env: { SITE_ID?: string } = process.env): boolean => Boolean(env.SITE_ID);
