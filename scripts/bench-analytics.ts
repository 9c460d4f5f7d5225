// npm run bench:analytics: the analytics part of `npm run bench` alone (scripts/lib/analytics-bench.ts):
// a scratch database with 1,000,000 page views and 100,000 job events over the last 30 days, the
// first dashboard load (which rolls the ended days up), then 5 warm loads of 30 and of 7 days, as
// an admin under RLS. Prints the same table as `npm run bench`. Target: under 200 ms for 30 days.
import { analyticsBench, analyticsTable } from './lib/analytics-bench';

console.log('bench: analytics, 1,000,000 page views…');
console.log(analyticsTable(await analyticsBench()));
