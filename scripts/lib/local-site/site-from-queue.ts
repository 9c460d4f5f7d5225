import type { Db } from '~/server/db/client';
import { claimDueRebuilds, completeRebuilds, failRebuilds } from '~/server/rebuild/queue';
import type { LocalSite } from './local-site';

/**
 * The first build settles the rebuild requests already queued (seeding, changes while the site
 * was stopped), so the rebuild timer does not build the same data again right after start.
 */
export async function startSiteFromQueue(db: Db, site: LocalSite): Promise<{ buildMs: number }> {
  const ids = (await claimDueRebuilds(db))?.ids ?? [];
  try {
    const result = await site.start();
    await completeRebuilds(db, ids);
    return result;
  } catch (error) {
    await failRebuilds(db, ids, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
