const minute = 60_000;

/** Backoff for retried work: 1 min, 2, 4 … capped at `capMs` (6 hours unless the caller says less). */
export function retryDelayMs(attempt: number, capMs = 6 * 60 * minute): number {
  return Math.min(minute * 2 ** Math.max(0, attempt - 1), capMs);
}

/**
 * A failed site build is retried at least every 15 minutes: while it fails, a job an admin
 * withdrew is still listed, so waiting hours between attempts is not acceptable.
 */
export const rebuildRetryCapMs = 15 * minute;
