import type { Config } from '@netlify/functions';
import { outboxFlush } from '../../src/server/schedule/tasks';

/** The outbox-flush task of the schedule (src/server/schedule/tasks.ts), as a Netlify scheduled function. */
export default () => outboxFlush.netlify();

// Netlify reads this literal from the file without running it, so it cannot name the table's cron;
// tests/unit/schedule.test.ts holds it equal to outboxFlush.cron.
export const config: Config = { schedule: '* * * * *' };
