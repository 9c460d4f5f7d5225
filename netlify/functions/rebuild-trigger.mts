import type { Config } from '@netlify/functions';
import { backgroundDb } from '../../src/server/db/client';
import { readEnv } from '../../src/server/env';
import { netlifyBuildHook } from '../../src/server/rebuild/netlify-build-hook';
import { netlifyDebounce, processRebuilds } from '../../src/server/rebuild/worker';

/**
 * Every minute: if moderation changed what is public (and the changes have settled), trigger one
 * Netlify build for all of it. The requests are done when the deploy notification says so.
 */
export default async () => {
  const env = readEnv();
  if (!env.NETLIFY_BUILD_HOOK_URL) {
    throw new Error('NETLIFY_BUILD_HOOK_URL is not set: create a build hook in Netlify (Site settings → Build hooks) and set it.');
  }
  if (!env.NETLIFY_DEPLOY_WEBHOOK_SECRET) {
    // Without deploy notifications no request could ever be marked done.
    throw new Error(
      'NETLIFY_DEPLOY_WEBHOOK_SECRET is not set: add deploy notifications (Site configuration → Notifications → Deploy notifications → HTTP POST request, "Deploy succeeded" and "Deploy failed") to https://<site>/api/netlify/deploy-notifications with a JWS secret token, and set the same secret here.',
    );
  }
  const outcome = await processRebuilds(backgroundDb(), netlifyBuildHook(env.NETLIFY_BUILD_HOOK_URL), { debounce: netlifyDebounce });
  console.log(`rebuild-trigger: ${JSON.stringify(outcome)}`);
};

export const config: Config = { schedule: '* * * * *' };
