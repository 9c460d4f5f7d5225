import { db } from '~/server/db/client';
import { cdnPurgeFromEnv } from './cdn-purge';
import { processCachePurges, type Purge } from './purge-queue';

/**
 * After a write (an approval, an edit, a withdrawal, a report that hides a job), send the purges it
 * queued before answering, so the job's page and the searches are right within seconds rather than
 * at the next minute's cache-purge run. A failure stays queued for that run; the write is never
 * answered with an error for it.
 */
export async function purgeAfterWrite(method: string, purge: Purge | undefined = cdnPurgeFromEnv()): Promise<void> {
  if (!purge || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  try {
    const outcome = await processCachePurges(db(), purge, { limit: 5 });
    if (outcome.failed > 0) console.error(`cache: a purge failed (retried by the cache-purge task): ${outcome.error}`);
  } catch (error) {
    console.error('cache: the purge queue could not be read after a write:', error);
  }
}
