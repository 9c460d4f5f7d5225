// npm run outbox:flush: delivers the e-mails waiting in the outbox once, and prints the counts.
import { loadDotEnv } from './lib/load-env';
import { ensureDatabase } from '~/server/db/local';
import { backgroundDb, closeAllDbs } from '~/server/db/client';
import { flushOutbox, outboxStatus } from '~/server/mail/outbox';
import { transportFromEnv } from '~/server/mail/transport';

loadDotEnv();
const database = await ensureDatabase();
try {
  const transport = transportFromEnv();
  const app = backgroundDb(database.url);
  const result = await flushOutbox(app, transport, { batchSize: 1000, deadlineMs: 10 * 60_000 });
  transport.close?.();
  const status = await outboxStatus(app);
  console.log(`outbox (${transport.describe}): sent ${result.sent}, failed ${result.failed} (will retry), given up ${result.gaveUp}`);
  console.log(
    `now: ${status.pending} pending (${status.failing - status.gaveUp} retrying), ${status.sent} sent, ${status.gaveUp} given up after repeated failures`,
  );
} finally {
  await closeAllDbs();
  await database.stop();
}
