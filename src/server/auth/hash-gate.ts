import { readEnv } from '~/server/env';

/** Thrown when the queue is full: the caller answers 503 with Retry-After and hashes nothing. */
export class HashGateBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many password checks at once.');
    this.name = 'HashGateBusy';
  }
}

export interface HashGate {
  /** Runs `work` when a slot is free; throws HashGateBusy at once when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** How many run at once (as many bcrypt worker threads are used). */
  readonly concurrency: number;
  /** Seconds to wait when a new run would be refused right now, else undefined. */
  busy(): number | undefined;
}

/**
 * A per-process semaphore around password hashing (bcrypt holds a core for ~0.2 s per compare):
 * at most `concurrency` at once, at most `queue` waiting in line; anything more is refused
 * before any hashing happens, so a burst of sign-ins cannot starve the rest of the site.
 */
export function createHashGate({
  concurrency,
  queue,
  retryAfterSeconds = 2,
}: {
  concurrency: number;
  queue: number;
  retryAfterSeconds?: number;
}): HashGate {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(work) {
      if (active < concurrency) active++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
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
      return waiting.length;
    },
    concurrency,
    busy: () => (active >= concurrency && waiting.length >= queue ? retryAfterSeconds : undefined),
  };
}

let shared: HashGate | undefined;

/**
 * The process's gate: by default one compare at a time (SIGN_IN_HASH_CONCURRENCY, as many
 * bcrypt worker threads), eight per slot waiting (about two seconds at 12 rounds); the rest are
 * refused. On a 2-core machine one hashing thread leaves a core for everything else. A Netlify function instance serves one request at
 * a time, so there it never queues; on `npm start` it keeps search answering while sign-ins pile up.
 */
export function passwordHashGate(): HashGate {
  const concurrency = readEnv().SIGN_IN_HASH_CONCURRENCY;
  shared ??= createHashGate({ concurrency, queue: 8 * concurrency });
  return shared;
}
