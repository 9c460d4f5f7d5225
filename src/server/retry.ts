/** Backoff for retried work (e-mail, rebuilds): 1 min, 2, 4 … capped at 6 hours. */
export function retryDelayMs(attempt: number): number {
  const minute = 60_000;
  return Math.min(minute * 2 ** Math.max(0, attempt - 1), 6 * 60 * minute);
}
