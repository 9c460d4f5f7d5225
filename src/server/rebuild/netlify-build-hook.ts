import type { SiteBuilder } from './worker';
import { deployTitle } from './deploy-title';

/**
 * A builder that asks Netlify to build and deploy the site (a build hook is a POST to a URL).
 * The deploy is titled with the batch, so its notification completes (or re-queues) the batch.
 */
export function netlifyBuildHook(hookUrl: string, fetchImpl: typeof fetch = fetch): SiteBuilder {
  return async ({ ids, batch }) => {
    const url = new URL(hookUrl);
    url.searchParams.set('trigger_title', deployTitle(ids, batch));
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new Error(`The Netlify build hook answered ${response.status} ${response.statusText}; check NETLIFY_BUILD_HOOK_URL.`);
    }
    return 'deploying';
  };
}
