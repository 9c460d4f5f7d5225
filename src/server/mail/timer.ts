import type { Db } from '~/server/db/client';
import { repeatEvery } from '~/server/repeat';
import { flushOutbox } from './outbox';
import type { MailTransport } from './transport';

/** Flushes the outbox now and every intervalMs (never two runs at once); returns a stop function. */
export function startOutboxTimer({ db, transport, intervalMs }: { db: Db; transport: MailTransport; intervalMs: number }): () => void {
  return repeatEvery(intervalMs, 'mail: the outbox could not be flushed', async () => {
    const result = await flushOutbox(db, transport);
    if (result.failed + result.gaveUp > 0) {
      console.error(`mail: ${result.failed} failed (will retry), ${result.gaveUp} given up; see public.email_outbox.last_error`);
    }
  });
}
