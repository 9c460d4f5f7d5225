import type { Config } from '@netlify/functions';
import { backgroundDb } from '../../src/server/db/client';
import { flushOutbox, outboxStatus } from '../../src/server/mail/outbox';
import { transportFromEnv } from '../../src/server/mail/transport';

/** Every minute: deliver the e-mails waiting in the outbox (retries included). */
export default async () => {
  // A scheduled function may run for 30 s: flushOutbox stops claiming after 12 s and each message
  // is cut off after 10 s (smtpLimits), so the run ends in time; rows left wait for the next minute.
  // The deadline, not the batch size, bounds the run: over one pooled SMTP connection a minute's
  // run sends hundreds of digests (500 at most), not 50.
  const transport = transportFromEnv();
  let result;
  try {
    result = await flushOutbox(backgroundDb(), transport, { batchSize: 500 });
  } finally {
    transport.close?.();
  }
  console.log(`outbox-flush: ${JSON.stringify(result)} ${JSON.stringify(await outboxStatus(backgroundDb()))}`);
};

export const config: Config = { schedule: '* * * * *' };
