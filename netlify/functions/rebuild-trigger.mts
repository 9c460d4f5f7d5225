import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client';
import { readEnv } from '../../src/server/env';
import { netlifyBuildHook } from '../../src/server/rebuild/netlify-build-hook';
import { processRebuilds } from '../../src/server/rebuild/worker';

/** Every minute: if moderation changed what is public, trigger one Netlify build for all of it. */
export default async () => {
  const env = readEnv();
  if (!env.NETLIFY_BUILD_HOOK_URL) {
    throw new Error('NETLIFY_BUILD_HOOK_URL is not set: create a build hook in Netlify (Site settings → Build hooks) and set it.');
  }
  const outcome = await processRebuilds(db(), netlifyBuildHook(env.NETLIFY_BUILD_HOOK_URL));
  console.log(`rebuild-trigger: ${JSON.stringify(outcome)}`);
};

export const config: Config = { schedule: '* * * * *' };
