import type { SiteProcess } from './site-process';

/** Waits before each restart attempt of a crashed site server; the last one repeats. */
const restartDelaysMs = [500, 1000, 2000, 5000, 10_000, 30_000] as const;
/** A server that ran this long before crashing starts the delays from the beginning again. */
const stableAfterMs = 30_000;

/**
 * Holds the site server the proxy forwards to and keeps it running: when it exits without being
 * stopped (a crash), the same build is started again after a growing delay, until it answers.
 * Meanwhile the proxy serves the build's static files and answers the rest 503.
 */
export class SiteSupervisor {
  private current: SiteProcess | undefined;
  private stopped = false;
  private crashesInARow = 0;
  private startedAt = 0;

  constructor(
    private readonly restart: (crashed: SiteProcess) => Promise<SiteProcess>,
    private readonly delaysMs: readonly number[] = restartDelaysMs,
  ) {}

  get port(): number {
    if (!this.current) throw new Error('The site server has not been started yet.');
    return this.current.port;
  }

  /** The build folder of the server being served (also while it is restarting). */
  get outDir(): string | undefined {
    return this.current?.outDir;
  }

  /** Serves `next` from now on and returns the previous server, which the caller stops. */
  swap(next: SiteProcess): SiteProcess | undefined {
    const previous = this.current;
    this.current = next;
    this.crashesInARow = 0;
    this.watch(next);
    return previous;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.current?.stop();
  }

  private watch(site: SiteProcess): void {
    this.startedAt = Date.now();
    void site.crashed.then((reason) => this.recover(site, reason));
  }

  private async recover(crashed: SiteProcess, reason: string): Promise<void> {
    if (Date.now() - this.startedAt > stableAfterMs) this.crashesInARow = 0;
    for (;;) {
      if (this.stopped || this.current !== crashed) return;
      const delay = this.delaysMs[Math.min(this.crashesInARow, this.delaysMs.length - 1)]!;
      this.crashesInARow++;
      console.error(
        `site: the site server ${reason}; starting it again in ${delay / 1000} s (static pages are served from the build meanwhile)`,
      );
      await new Promise((r) => setTimeout(r, delay).unref());
      if (this.stopped || this.current !== crashed) return;
      try {
        const next = await this.restart(crashed);
        if (this.stopped || this.current !== crashed) {
          await next.stop(); // a rebuild swapped in a newer server meanwhile
          return;
        }
        this.current = next;
        this.watch(next);
        console.log(`site: the site server is running again on port ${next.port}`);
        return;
      } catch (error) {
        reason = `could not be started again (${error instanceof Error ? error.message : String(error)})`;
      }
    }
  }
}
