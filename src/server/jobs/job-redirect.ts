import { localeOfPath } from '~/i18n/locales';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import { isUuid } from '~/lib/uuid';
import type { Db } from '~/server/db/client';
import { publicJobSlug } from '~/server/jobs/fallback';
import { cachePolicies, cacheTags } from '~/server/http/cache-control';

// /job/{id} and /ar/job/{id}: not prerendered (they were half of the build: four pages per job once the Arabic site came)
// but answered on demand with a permanent redirect to the job's canonical page in the same
// language. A job approved after the last build redirects too: /jobs/{slug} renders it on demand.

/** What /job/{id} answers: where the job's page is, not found (malformed, unknown or not public), or the database down. */
export type JobRedirect = { kind: 'redirect'; location: string } | { kind: 'not-found' } | { kind: 'error' };

/**
 * The address of the public job with this id in the language of `url`, with `url`'s query (utm_…).
 * Anything but a uuid is not found without a query. Also what /jobs/{id} answers
 * (src/server/jobs/on-demand-job-page.ts).
 */
export async function jobRedirect(url: URL, id: string | undefined, db: () => Db): Promise<JobRedirect> {
  if (!isUuid(id)) return { kind: 'not-found' };
  let slug: string | undefined;
  try {
    slug = await publicJobSlug(db(), id);
  } catch (error) {
    console.error(`GET ${url.pathname} failed:`, error);
    return { kind: 'error' };
  }
  if (slug === undefined) return { kind: 'not-found' };
  return { kind: 'redirect', location: localizedPath(`/jobs/${encodeURIComponent(slug)}${url.search}`, localeOfPath(url.pathname)) };
}

/**
 * Status and headers of each answer. A redirect never changes (an id keeps its slug): a year at
 * Netlify's CDN (each deploy clears it; a withdrawn job's /job/{id} is answered 404 before the
 * cache by netlify/edge-functions/withdrawn-jobs.ts), a day in browsers. Not found: a minute at the
 * CDN, as a search. The database down: never cached.
 */
export const jobRedirectResponse: Record<JobRedirect['kind'], { status: number; headers: Record<string, string> }> = {
  redirect: {
    status: 301,
    headers: cachePolicies.jobRedirect,
  },
  'not-found': {
    status: 404,
    headers: cachePolicies.jobRedirectNotFound,
  },
  error: { status: 503, headers: { ...cachePolicies.noStore, 'retry-after': '30' } },
};

/** The 301 to a job's page, with the redirect's cache headers. */
export const jobRedirectTo = (location: string): Response =>
  new Response(null, { status: jobRedirectResponse.redirect.status, headers: { ...jobRedirectResponse.redirect.headers, location } });

/**
 * The headers of /job/{id} when it is not a redirect: a well-formed id's "not found" is tagged with
 * the job, so approving that job purges it from the CDN at once instead of a minute later.
 */
export function jobRedirectHeaders(shown: Exclude<JobRedirect, { kind: 'redirect' }>, id: string | undefined): Record<string, string> {
  const headers = jobRedirectResponse[shown.kind].headers;
  return shown.kind === 'not-found' && isUuid(id) ? { ...headers, [cacheTags.header]: cacheTags.job(id.toLowerCase()) } : headers;
}
