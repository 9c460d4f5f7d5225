import { createHash, randomBytes } from 'node:crypto';

/**
 * Per-address page-view limit kept in this process's memory. The key is a hash of the address
 * with a salt that exists only in memory, so nothing here (or anywhere) can be traced back to
 * an address, and nothing is written down.
 */
export class BeaconRateLimiter {
  readonly #salt = randomBytes(16);
  readonly #windows = new Map<string, { start: number; hits: number }>();

  constructor(
    readonly limit = 60,
    readonly windowMs = 60_000,
    readonly maxKeys = 20_000,
  ) {}

  /** Counts a hit for this address; false when it is over the limit in the current window. */
  allow(address: string, now = Date.now()): boolean {
    const key = createHash('sha256').update(this.#salt).update(address).digest('base64url');
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.#windows.size >= this.maxKeys) this.#sweep(now);
      this.#windows.set(key, { start: now, hits: 1 });
      return true;
    }
    window.hits += 1;
    return window.hits <= this.limit;
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (now - w.start >= this.windowMs) this.#windows.delete(key);
    // Still full (a flood of distinct addresses): forget everything rather than grow without bound.
    if (this.#windows.size >= this.maxKeys) this.#windows.clear();
  }
}
