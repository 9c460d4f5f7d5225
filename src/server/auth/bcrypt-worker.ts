import { createRequire } from 'node:module';
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
let worker: Worker | undefined;
let failed = false;
let nextId = 0;
const pending = new Map<number, { resolve: (ok: boolean) => void; reject: (error: Error) => void }>();

function bcryptUrl(): string {
  const resolve = (import.meta as ImportMeta & { resolve?: (specifier: string) => string }).resolve;
  try {
    if (resolve) return resolve('bcryptjs');
  } catch {
    // fall through to the CommonJS resolution
  }
  return pathToFileURL(createRequire(import.meta.url).resolve('bcryptjs')).href;
}

function startWorker(): Worker | undefined {
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
    const started = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`));
    started.unref();
    started.on('message', ({ id, ok, error }: { id: number; ok?: boolean; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(ok === true);
    });
    const fail = (error: Error) => {
      console.error(`auth: the bcrypt worker stopped (${error.message}); comparing on the main thread from now on.`);
      failed = true;
      worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => { if (worker === started) fail(new Error(`exit code ${code}`)); });
    return started;
  } catch (error) {
    console.error('auth: no bcrypt worker, comparing on the main thread:', error);
    failed = true;
    return undefined;
  }
}

/** bcrypt.compare, on the worker thread when there is one. */
export async function comparePassword(password: string, hash: string): Promise<boolean> {
  worker ??= startWorker();
  const current = worker;
  if (!current) return bcrypt.compare(password, hash);
  return new Promise<boolean>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    current.ref();
    current.postMessage({ id, password, hash });
  }).catch((error: unknown) => {
    // A compare lost with the worker is done again here rather than failing the sign-in.
    if (failed) return bcrypt.compare(password, hash);
    throw error;
  });
}

/** True while compares go to the worker thread (for tests and the start-up line). */
export const comparesOffThread = (): boolean => worker !== undefined && !failed;
