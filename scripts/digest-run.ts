// npm run digest: one digest run now (what the scheduled function does every 15 minutes), printed
// as JSON. The outbox timer of `npm start`, or npm run outbox:flush, then sends the e-mails.
import { loadDotEnv } from './lib/load-env';
import { ensureDatabase } from '~/server/db/local';
import { backgroundDb, closeAllDbs } from '~/server/db/client';
import { runDigestsFromEnv } from '~/server/digests/from-env';

loadDotEnv();
const database = await ensureDatabase();
try {
  const result = await runDigestsFromEnv(backgroundDb(database.url), { deadlineMs: 10 * 60_000 });
  console.log(JSON.stringify(result, null, 2));
} finally {
  await closeAllDbs();
  await database.stop();
}
