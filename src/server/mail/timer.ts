import type { Db } from '~/server/db/client';
import { flushOutbox } from './outbox';
import type { MailTransport } from './transport';

/** Flushes the outbox now and every intervalMs (never two runs at once); returns a stop function. */
export function startOutboxTimer({ db, transport, intervalMs }: { db: Db; transport: MailTransport; intervalMs: number }): () => void {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const result = await flushOutbox(db, transport);
      if (result.failed + result.gaveUp > 0) {
        console.error(`mail: ${result.failed} failed (will retry), ${result.gaveUp} given up; see public.email_outbox.last_error`);
      }
    } catch (error) {
      console.error('mail: the outbox could not be flushed:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
