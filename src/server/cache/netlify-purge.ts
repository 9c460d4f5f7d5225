import { purgeCache } from '@netlify/functions';
import type { Purge } from './purge-queue';

/**
 * Netlify's purge API for cache tags. In Netlify's functions the site id (SITE_ID) and the purge
 * token (NETLIFY_PURGE_API_TOKEN) come from the runtime; anywhere else both must be set.
 */
export const netlifyPurge: Purge = (tags) => purgeCache({ tags });
