import type { Config } from '@netlify/functions';
import { expiryReminders } from '../../src/server/schedule/tasks';

/** The expiry-reminders task of the schedule (src/server/schedule/tasks.ts), as a Netlify scheduled function. */
export default () => expiryReminders.netlify();

// Netlify reads this literal from the file without running it, so it cannot name the table's cron;
// tests/unit/schedule.test.ts holds it equal to expiryReminders.cron.
export const config: Config = { schedule: '40 * * * *' };
