/**
 * The local stand-in for a scheduled function: runs `task` now (unless `immediately` is false) and
 * every `intervalMs`, never two runs at once; an error is logged with `what` and the next run tries
 * again. The timer does not keep the process alive. Returns a function that stops it.
 */
export function repeatEvery(
  intervalMs: number,
  what: string,
  task: () => Promise<void>,
  { immediately = true }: { immediately?: boolean } = {},
): () => void {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await task();
    } catch (error) {
      console.error(`${what}:`, error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  if (immediately) void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
