import type { Config } from '@netlify/functions';
import { cachePurge } from '../../src/server/schedule/tasks';

/** The cache-purge task of the schedule (src/server/schedule/tasks.ts), as a Netlify scheduled function. */
export default () => cachePurge.netlify();

// Netlify reads this literal from the file without running it, so it cannot name the table's cron;
// tests/unit/schedule.test.ts holds it equal to cachePurge.cron.
export const config: Config = { schedule: '* * * * *' };
