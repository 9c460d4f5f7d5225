import type { Db } from '~/server/db/client';
import { processRebuilds } from '~/server/rebuild/worker';
import type { LocalSite } from './local-site';

/**
 * Polls the rebuild queue every `intervalMs` and rebuilds the local site when moderation changed
 * what is public. Runs never overlap. Returns a function that stops the timer.
 */
export function startRebuildTimer(db: Db, site: LocalSite, intervalMs = 2000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await processRebuilds(db, async () => {
        const { buildMs } = await site.rebuild();
        console.log(`rebuild: site rebuilt in ${(buildMs / 1000).toFixed(1)} s and swapped in`);
      });
      if (outcome.kind === 'failed') console.error(`rebuild: will retry: ${outcome.error}`);
    } catch (error) {
      console.error('rebuild: could not read the rebuild queue:', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  return () => clearInterval(timer);
}
