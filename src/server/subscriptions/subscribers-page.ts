import type { DigestRunRow, SubscriptionKind } from '~/server/subscriptions/admin-summary';

// Words for the subscribers page (src/pages/admin/subscribers.astro).

export const kindLabels: Record<SubscriptionKind, string> = {
  job_alert: 'Job alerts',
  newsletter: 'Newsletter',
  event_news: 'Event news',
};

/** A run that has not finished after this long has died (a crash or a timeout), not "running". */
const runTimeoutMs = 15 * 60_000;

/** "0.4 s", "12.3 s", "2 min 5 s". */
export function durationText(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** How long a run took, or why there is no duration. */
export function runDuration(run: DigestRunRow, now: Date = new Date()): string {
  if (run.durationMs !== null) return durationText(run.durationMs);
  return now.getTime() - run.startedAt.getTime() > runTimeoutMs ? 'Did not finish' : 'Running';
}
