import type { Db } from '~/server/db/client';
import { repeatEvery } from '~/server/repeat';
import { maintainAnalytics } from './retention';

/** The local stand-in for the analytics-rollup scheduled function: rolls up and prunes now and every intervalMs. */
export function startAnalyticsTimer({ db, retentionDays, intervalMs }: { db: Db; retentionDays: number; intervalMs: number }): () => void {
  return repeatEvery(intervalMs, 'analytics: the roll-up or pruning failed (next try in an hour)', async () => {
    const result = await maintainAnalytics(db, retentionDays);
    if (result.pageViews + result.jobEvents > 0) {
      console.log(
        `analytics: rolled up to ${result.lastRolledUpDay}; pruned ${result.pageViews} page views and ${result.jobEvents} job events older than ${retentionDays} days`,
      );
    }
  });
}
