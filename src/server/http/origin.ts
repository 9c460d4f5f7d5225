const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

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

export const crossSiteForbidden = (): Response =>
  new Response(JSON.stringify({ error: 'This request came from another site and was refused.' }), {
    status: 403,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
