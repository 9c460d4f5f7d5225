import type http from 'node:http';
import { securityHeaders, servesHttps } from '~/server/http/security-headers';
import {
  isWithdrawnJobPath,
  jobOfPath,
  notFoundPageFor,
  parseWithdrawnJobs,
  withdrawnJobsPath,
  type WithdrawnJobs,
} from '~/lib/withdrawn-jobs';
import { readEnv } from '~/server/env';
import { noStore } from '~/server/http/cache-control';

/** The list is read again at most this often (a job page view costs one small query then). */
const listTtlMs = 1000;
const timeoutMs = 1500;

/**
 * The local proxy's counterpart of the Netlify edge function (netlify/edge-functions/
 * withdrawn-jobs.ts): a job page whose job is in the withdrawn list answers 404 before the
 * standalone server can serve its stale prerendered file. Fails open when the list is unavailable.
 * Returns true when it answered the request.
 */
export function withdrawnJobGuard(upstreamPort: () => number): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> {
  let cached: { at: number; list: Promise<WithdrawnJobs | undefined> } | undefined;
  const upstream = (path: string) => `http://127.0.0.1:${upstreamPort()}${path}`;
  const list = () => {
    if (!cached || Date.now() - cached.at > listTtlMs) {
      const read = fetch(upstream(withdrawnJobsPath), { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (r) => (r.ok ? parseWithdrawnJobs(await r.json()) : undefined))
        .catch(() => undefined);
      cached = { at: Date.now(), list: read };
    }
    return cached.list;
  };
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      return false; // the site server answers a malformed address
    }
    if (!jobOfPath(pathname)) return false;
    const withdrawn = await list();
    if (!withdrawn || !isWithdrawnJobPath(pathname, withdrawn)) return false;
    // The site server answers its own /404 page with status 404: take the page (in the address's language), set the status.
    const page = await fetch(upstream(notFoundPageFor(pathname)), { signal: AbortSignal.timeout(timeoutMs) })
      .then((r) => (r.headers.get('content-type')?.includes('text/html') ? r.text() : undefined))
      .catch(() => undefined);
    res.writeHead(404, {
      ...securityHeaders({ https: servesHttps(readEnv().SITE_URL) }),
      'content-type': `${page ? 'text/html' : 'text/plain'}; charset=utf-8`,
      'cache-control': noStore,
      'x-robots-tag': 'noindex',
    });
    res.end(req.method === 'HEAD' ? undefined : (page ?? 'This job is no longer available.'));
    return true;
  };
}
