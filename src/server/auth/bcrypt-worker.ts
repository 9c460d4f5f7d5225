import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

/**
 * bcrypt compares on a worker thread. bcryptjs is plain JavaScript: on the main thread its async
 * compare holds the event loop for up to 100 ms at a time, so every other request (a search
 * makes several round trips) waits behind each slice. On a worker the hashing takes another core
 * and the event loop stays free. The worker is started on first use and does not keep the
 * process alive when idle; if it cannot start, or dies, compares run on the main thread.
 */
interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (ok: boolean) => void; reject: (error: Error) => void }>;
}
let slots: Slot[] = [];
let failed = false;
let nextId = 0;

function bcryptUrl(): string {
  const resolve = (import.meta as ImportMeta & { resolve?: (specifier: string) => string }).resolve;
  try {
    if (resolve) return resolve('bcryptjs');
  } catch {
    // fall through to the CommonJS resolution
  }
  return pathToFileURL(createRequire(import.meta.url).resolve('bcryptjs')).href;
}

function startWorker(): Slot | undefined {
  if (failed) return undefined;
  try {
    const source = `
      import { parentPort } from 'node:worker_threads';
      import * as loaded from ${JSON.stringify(bcryptUrl())};
      const bcrypt = loaded.default ?? loaded;
      parentPort.on('message', ({ id, password, hash }) => {
        try { parentPort.postMessage({ id, ok: bcrypt.compareSync(password, hash) }); }
        catch (error) { parentPort.postMessage({ id, error: String(error?.message ?? error) }); }
      });`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`));
    const slot: Slot = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', ({ id, ok, error }: { id: number; ok?: boolean; error?: string }) => {
      const waiting = slot.pending.get(id);
      slot.pending.delete(id);
      if (slot.pending.size === 0) worker.unref();
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(ok === true);
    });
    const fail = (error: Error) => {
      if (failed) return;
      console.error(`auth: a bcrypt worker stopped (${error.message}); comparing on the main thread from now on.`);
      failed = true;
      for (const { worker: other, pending } of slots) {
        for (const waiting of pending.values()) waiting.reject(error);
        pending.clear();
        if (other !== worker) void other.terminate();
      }
      slots = [];
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
    return slot;
  } catch (error) {
    console.error('auth: no bcrypt worker, comparing on the main thread:', error);
    failed = true;
    return undefined;
  }
}

/**
 * bcrypt.compare on one of `threads` worker threads (the least busy; started as needed, never
 * more than the cores), or on the main thread when workers cannot run here.
 */
export async function comparePassword(password: string, hash: string, threads = 1): Promise<boolean> {
  threads = Math.min(threads, availableParallelism());
  if (!failed && slots.length < threads && !slots.some((s) => s.pending.size === 0)) {
    const started = startWorker();
    if (started) slots.push(started);
  }
  const slot = failed
    ? undefined
    : slots.reduce<Slot | undefined>((best, s) => (!best || s.pending.size < best.pending.size ? s : best), undefined);
  if (!slot) return bcrypt.compare(password, hash);
  return new Promise<boolean>((resolve, reject) => {
    const id = nextId++;
    slot.pending.set(id, { resolve, reject });
    slot.worker.ref();
    slot.worker.postMessage({ id, password, hash });
  }).catch((error: unknown) => {
    // A compare lost with its worker is done again here rather than failing the sign-in.
    if (failed) return bcrypt.compare(password, hash);
    throw error;
  });
}

/** True while compares go to worker threads (for tests). */
export const comparesOffThread = (): boolean => slots.length > 0 && !failed;

/** How many worker threads are running (for tests). */
export const compareThreads = (): number => slots.length;
