import type { Config } from '@netlify/functions';
import { analyticsRollup } from '../../src/server/schedule/tasks';

/** The analytics-rollup task of the schedule (src/server/schedule/tasks.ts), as a Netlify scheduled function. */
export default () => analyticsRollup.netlify();

// Netlify reads this literal from the file without running it, so it cannot name the table's cron;
// tests/unit/schedule.test.ts holds it equal to analyticsRollup.cron.
export const config: Config = { schedule: '15 * * * *' };
