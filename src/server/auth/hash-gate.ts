import { readEnv } from '~/server/env';

/** Thrown when the queue is full: the caller answers 503 with Retry-After and hashes nothing. */
export class HashGateBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many password checks at once.');
    this.name = 'HashGateBusy';
  }
}

/** A sign-in from a browser holding the account's device cookie waits in a line of its own, served first. */
export interface HashLane {
  trusted?: boolean;
}

export interface HashGate {
  /** Runs `work` when a slot is free; throws HashGateBusy at once when its line is full. */
  run<T>(work: () => Promise<T>, lane?: HashLane): Promise<T>;
  readonly active: number;
  /** How many wait, in both lines. */
  readonly waiting: number;
  /** How many run at once (as many bcrypt worker threads are used). */
  readonly concurrency: number;
  /** Seconds to wait when a new run in `lane` would be refused right now, else undefined. */
  busy(lane?: HashLane): number | undefined;
}

/**
 * A per-process semaphore around password hashing (bcrypt holds a core for ~0.2 s per compare):
 * at most `concurrency` at once, at most `queue` waiting in line; anything more is refused
 * before any hashing happens, so a burst of sign-ins cannot starve the rest of the site.
 * Trusted browsers have a line of their own (`trustedQueue`), served before the other, so a
 * flood of strangers cannot keep an admin out of their own browser.
 */
export function createHashGate({
  concurrency,
  queue,
  trustedQueue = Math.max(1, queue),
  retryAfterSeconds = 2,
}: {
  concurrency: number;
  queue: number;
  trustedQueue?: number;
  retryAfterSeconds?: number;
}): HashGate {
  let active = 0;
  const lines = { trusted: [] as (() => void)[], untrusted: [] as (() => void)[] };
  const capacity = { trusted: trustedQueue, untrusted: queue };
  const lineOf = (lane?: HashLane) => (lane?.trusted ? 'trusted' : 'untrusted');
  const release = () => {
    const next = lines.trusted.shift() ?? lines.untrusted.shift();
    if (next) next();
    else active--;
  };
  const full = (lane?: HashLane) => active >= concurrency && lines[lineOf(lane)].length >= capacity[lineOf(lane)];
  return {
    async run(work, lane) {
      if (active < concurrency) active++;
      else if (!full(lane)) await new Promise<void>((resolve) => lines[lineOf(lane)].push(resolve));
      else throw new HashGateBusy(retryAfterSeconds);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return lines.trusted.length + lines.untrusted.length;
    },
    concurrency,
    busy: (lane) => (full(lane) ? retryAfterSeconds : undefined),
  };
}

let shared: HashGate | undefined;

/**
 * The process's gate: by default one compare at a time (SIGN_IN_HASH_CONCURRENCY, as many
 * bcrypt worker threads), eight per slot waiting (about two seconds at 12 rounds); the rest are
 * refused; trusted browsers have eight more places of their own. On a 2-core machine one hashing
 * thread leaves a core for everything else. The gate is per process: a Netlify function instance
 * serves one request at a time, so there it never queues (a flood starts more instances); on
 * `npm start` it keeps search answering while sign-ins pile up.
 */
export function passwordHashGate(): HashGate {
  const concurrency = readEnv().SIGN_IN_HASH_CONCURRENCY;
  shared ??= createHashGate({ concurrency, queue: 8 * concurrency, trustedQueue: 8 * concurrency });
  return shared;
}
