import type { Config } from '@netlify/functions';
import { backgroundDb } from '../../src/server/db/client';
import { runDigestsFromEnv } from '../../src/server/digests/from-env';

/** Every 15 minutes: queue the due job alerts, newsletters and event news (the outbox sends them). */
export default async () => {
  // A scheduled function may run for 30 s: the content feed waits at most 5 s and no batch is
  // claimed after 20 s; due subscriptions left wait for the next run. Overlapping runs are safe
  // (rows are claimed with skip locked, each digest has a unique dedupe key).
  const result = await runDigestsFromEnv(backgroundDb(), { deadlineMs: 20_000 });
  console.log(`digest-run: ${JSON.stringify(result)}`);
};

export const config: Config = { schedule: '*/15 * * * *' };
