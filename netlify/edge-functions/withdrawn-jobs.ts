// Netlify serves a prerendered file before any function, so a job page stays on the CDN until
// the next successful deploy even after the job was rejected, deleted or expired. This edge
// function runs first on job pages and answers 404 for a job in the withdrawn list (the
// on-demand /api/withdrawn-jobs, cached 15 s at the CDN). If the list cannot be read it steps
// aside (fails open): the page is served as before.
// /job/{id} and /ar/job/{id} are no files but 301s to /jobs/{slug} kept a year at the CDN
// (src/pages/job/_job-redirect.ts): this function runs before that cache, so a withdrawn job's
// old address answers 404 at once, not a redirect to a page that is gone.
import { isWithdrawnJobPath, jobOfPath, notFoundPageFor, parseWithdrawnJobs, withdrawnJobsPath } from '../../src/lib/withdrawn-jobs.ts';
import { securityHeaders, withSecurityHeaders } from '../../src/server/http/security-headers.ts';
import { noStore } from '../../src/server/http/cache-control.ts';

/** How long a job page waits for the list before it is served anyway. */
const listTimeoutMs = 1500;

/** The 404 answer for a withdrawn job: the site's own 404 page when it can be read. */
async function notFound(request: Request, fetchImpl: typeof fetch): Promise<Response> {
  const headers = {
    ...securityHeaders({ https: true }),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': noStore,
    'x-robots-tag': 'noindex',
  };
  try {
    const page = await fetchImpl(new URL(notFoundPageFor(new URL(request.url).pathname), request.url), {
      signal: AbortSignal.timeout(listTimeoutMs),
    });
    // The 404 page may itself come with status 404: take the page, set the status.
    if (page.headers.get('content-type')?.includes('text/html'))
      return new Response(request.method === 'HEAD' ? null : await page.text(), { status: 404, headers });
  } catch {
    // The status matters more than the page: a plain one below.
  }
  return new Response(request.method === 'HEAD' ? null : 'This job is no longer available.', {
    status: 404,
    headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
  });
}

/** A 404 for a withdrawn job's page, or undefined to serve the page as usual. */
export async function answerWithdrawnJob(request: Request, fetchImpl: typeof fetch = fetch): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { pathname } = new URL(request.url);
  if (!jobOfPath(pathname)) return undefined;
  try {
    const response = await fetchImpl(new URL(withdrawnJobsPath, request.url), { signal: AbortSignal.timeout(listTimeoutMs) });
    if (!response.ok) return undefined;
    const list = parseWithdrawnJobs(await response.json());
    if (!list || !isWithdrawnJobPath(pathname, list)) return undefined;
  } catch {
    return undefined;
  }
  return notFound(request, fetchImpl);
}

/**
 * Netlify does not promise its custom headers (_headers) on paths an edge function handles, so the
 * page served through here carries the security headers itself (a header already there wins).
 */
export default async (request: Request, context: { next: () => Promise<Response> }): Promise<Response> =>
  (await answerWithdrawnJob(request)) ?? withSecurityHeaders(await context.next(), true);

// Plain literal: Netlify reads it statically. onError 'bypass' serves the page if this function fails.
export const config = {
  path: ['/jobs/*', '/job/*', '/ar/jobs/*', '/ar/job/*'],
  onError: 'bypass',
};
