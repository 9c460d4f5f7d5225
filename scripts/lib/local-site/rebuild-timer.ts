import type { Db } from '~/server/db/client';
import { localDebounce, processRebuilds } from '~/server/rebuild/worker';
import { claimDueRebuilds, completeRebuilds, failRebuilds, type Debounce } from '~/server/rebuild/queue';
import { repeatEvery } from '~/server/repeat';
import type { LocalSite } from './local-site';

/**
 * Polls the rebuild queue every `intervalMs` and rebuilds the local site when moderation changed
 * what is public. Runs never overlap. Returns a function that stops the timer.
 */
export function startRebuildTimer(db: Db, site: LocalSite, intervalMs = 2000, debounce: Debounce = localDebounce): () => void {
  return repeatEvery(
    intervalMs,
    'rebuild: could not read the rebuild queue',
    async () => {
      const outcome = await processRebuilds(
        db,
        async () => {
          const { buildMs } = await site.rebuild();
          console.log(`rebuild: site rebuilt in ${(buildMs / 1000).toFixed(1)} s and swapped in`);
          return 'live';
        },
        { debounce },
      );
      if (outcome.kind === 'failed') console.error(`rebuild: will retry: ${outcome.error}`);
    },
    { immediately: false },
  );
}

/**
 * The first build settles the rebuild requests already queued (seeding, changes while the site
 * was stopped), so the timer does not build the same data again right after start.
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
