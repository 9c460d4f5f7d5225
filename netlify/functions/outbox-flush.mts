import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client';
import { flushOutbox, outboxStatus } from '../../src/server/mail/outbox';
import { transportFromEnv } from '../../src/server/mail/transport';

/** Every minute: deliver the e-mails waiting in the outbox (retries included). */
export default async () => {
  // Small batches: a scheduled function may run for about 30 s, and a send cut off before its
  // commit would go out again on the next run.
  const result = await flushOutbox(db(), transportFromEnv(), { batchSize: 20 });
  console.log(`outbox-flush: ${JSON.stringify(result)} ${JSON.stringify(await outboxStatus(db()))}`);
};

export const config: Config = { schedule: '* * * * *' };
