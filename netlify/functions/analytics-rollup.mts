import type { Config } from '@netlify/functions';
import { backgroundDb } from '../../src/server/db/client';
import { readEnv } from '../../src/server/env';
import { maintainAnalytics } from '../../src/server/analytics/retention';

/**
 * Hourly: count the ended Gulf days into the daily roll-ups, then delete raw page views and
 * job events older than ANALYTICS_RETENTION_DAYS from days already counted. Hourly rather than
 * daily so one failed run only delays it; a run with nothing to do is two cheap statements.
 */
export default async () => {
  const env = readEnv();
  const result = await maintainAnalytics(backgroundDb(), env.ANALYTICS_RETENTION_DAYS);
  console.log(`analytics-rollup: ${JSON.stringify({ ...result, retentionDays: env.ANALYTICS_RETENTION_DAYS })}`);
};

// At :15 past every hour: 20:15 UTC is just after a Gulf day closes (midnight UTC+4, plus the
// roll-up's five minutes), so yesterday is counted within minutes.
export const config: Config = { schedule: '15 * * * *' };
