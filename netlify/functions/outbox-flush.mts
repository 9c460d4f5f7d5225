import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client';
import { flushOutbox, outboxStatus } from '../../src/server/mail/outbox';
import { transportFromEnv } from '../../src/server/mail/transport';

/** Every minute: deliver the e-mails waiting in the outbox (retries included). */
export default async () => {
  // A scheduled function may run for 30 s: flushOutbox stops claiming after 12 s and each message
  // is cut off after 10 s (smtpLimits), so the run ends in time; rows left wait for the next minute.
  const result = await flushOutbox(db(), transportFromEnv(), { batchSize: 50 });
  console.log(`outbox-flush: ${JSON.stringify(result)} ${JSON.stringify(await outboxStatus(db()))}`);
};

export const config: Config = { schedule: '* * * * *' };
