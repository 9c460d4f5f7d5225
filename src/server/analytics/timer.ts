import type { Db } from '~/server/db/client';
import { maintainAnalytics } from './retention';

/**
 * The local stand-in for the analytics-rollup scheduled function: rolls up and prunes now and every
 * intervalMs (never two runs at once); returns a stop function.
 */
export function startAnalyticsTimer({ db, retentionDays, intervalMs }: { db: Db; retentionDays: number; intervalMs: number }): () => void {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const result = await maintainAnalytics(db, retentionDays);
      if (result.pageViews + result.jobEvents > 0) {
        console.log(`analytics: rolled up to ${result.lastRolledUpDay}; pruned ${result.pageViews} page views and ${result.jobEvents} job events older than ${retentionDays} days`);
      }
    } catch (error) {
      console.error('analytics: the roll-up or pruning failed (next try in an hour):', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
