import type { SiteBuilder } from './worker';

/** A builder that asks Netlify to build and deploy the site (a build hook is a POST to a URL). */
export function netlifyBuildHook(hookUrl: string, fetchImpl: typeof fetch = fetch): SiteBuilder {
  return async () => {
    const response = await fetchImpl(hookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new Error(`The Netlify build hook answered ${response.status} ${response.statusText}; check NETLIFY_BUILD_HOOK_URL.`);
    }
  };
}
