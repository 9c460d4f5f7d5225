import { noStore } from './cache-control';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one write other sites may send: the one-click unsubscribe (RFC 8058). Mail providers
 * (Gmail, Yahoo, Apple) POST `List-Unsubscribe=One-Click` to the List-Unsubscribe URL from their
 * own servers, with a foreign Origin or none and no cookies. What authorises it is the HMAC token
 * in its address (src/server/subscriptions/links.ts), not a session a forged request could ride
 * on, so the guard has nothing to protect there. Exactly this path, POST only.
 */
export const crossSiteWritesAllowed: ReadonlySet<string> = new Set(['POST /api/subscriptions/unsubscribe']);

/**
 * Refuses state-changing requests from other sites: the Origin header (or, when a browser sends
 * none, Sec-Fetch-Site) must say the request comes from this site. Any content type, not only forms.
 */
export function isCrossSiteWrite(request: Request, allowedOrigins: readonly string[]): boolean {
  if (safeMethods.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin) return !allowedOrigins.includes(origin);
  const fetchSite = request.headers.get('sec-fetch-site');
  // Browsers always send one of the two on a cross-site write; a request with neither comes from
  // a non-browser client, which cannot ride on a visitor's cookies.
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

const formTypes = /application\/x-www-form-urlencoded|multipart\/form-data|text\/plain/i;

/**
 * Astro's own `security.checkOrigin` rule: a write whose Origin is not exactly `origin` is refused
 * when its body is a form (or it declares no type at all), a missing Origin included. Astro's check
 * runs before any middleware and cannot spare one route, so it is off in astro.config.mjs and
 * applied here instead, for every route but the one-click unsubscribe.
 */
export function isCrossOriginFormWrite(request: Request, origin: string): boolean {
  if (safeMethods.has(request.method)) return false;
  const sameOrigin = request.headers.get('origin') === origin;
  const type = request.headers.get('content-type');
  return type === null ? !sameOrigin : formTypes.test(type) && !sameOrigin;
}

/** The middleware's guard: Astro's rule and ours, except for the writes other sites may send (crossSiteWritesAllowed). */
export function refusesCrossSiteWrite(request: Request, origin: string, allowedOrigins: readonly string[]): boolean {
  if (crossSiteWritesAllowed.has(`${request.method} ${new URL(request.url).pathname}`)) return false;
  return isCrossOriginFormWrite(request, origin) || isCrossSiteWrite(request, allowedOrigins);
}

export const crossSiteForbidden = (): Response =>
  new Response(JSON.stringify({ error: 'This request came from another site and was refused.' }), {
    status: 403,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': noStore },
  });
