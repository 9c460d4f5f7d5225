// The security headers of every response, in one list read by the local server (the proxy in
// front of `npm start`), the Astro middleware (on-demand responses, which on Netlify are functions
// and never get the _headers file) and the Netlify _headers file the build writes.
// Pure: no astro:* import, so astro.config.mjs can read it too.

/**
 * What each page may load, beside the script-src and style-src hashes Astro computes per page
 * (astro.config.mjs security.csp): a header on every page (the adapters' `staticHeaders`: for a
 * prerendered page, Netlify's deploy config or the local server's dist/_headers.json; an on-demand
 * page's response carries its own). No <meta>: it cost every page 1.2 KB of HTML.
 * Everything comes from this site; images may also be data: URLs (none today, cheap to allow).
 */
export const pageCspDirectives = [
  "default-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-src 'none'",
  "worker-src 'self'",
] as const;

/**
 * The policy a <meta> cannot carry (browsers ignore frame-ancestors there), sent as a header with
 * every response. It leaves scripts and styles alone, so it stacks with Astro's page policy: a
 * browser enforces both.
 */
export const headerCsp = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** A page's own policy (Astro's, with the script hashes) with ours beside it: comma-separated policies are each enforced. */
export const withHeaderCsp = (pagePolicy: string): string => `${pagePolicy}, ${headerCsp}`;

/**
 * One policy allowing every script and style that any prerendered page's own policy allows, for
 * what has no policy of its own: the not-found page served for an unknown address (by Netlify from
 * 404.html, locally by the Node server) and the files that are no pages. A page's own, stricter
 * policy goes beside it or in its place: either way only the page's own scripts run.
 */
export function siteWidePagePolicy(pagePolicies: Iterable<string>): string | undefined {
  const sources = { 'script-src': new Set<string>(), 'style-src': new Set<string>() };
  let others: string[] | undefined;
  for (const policy of pagePolicies) {
    // A page's own policy only: ours, when already beside it (", frame-ancestors …"), is added once at the end.
    const directives = policy
      .split(',')[0]!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
    others ??= directives.filter((d) => !/^(script|style)-src /.test(d));
    for (const directive of directives) {
      const [name, ...values] = directive.split(/\s+/);
      if (name === 'script-src' || name === 'style-src') for (const value of values) sources[name].add(value);
    }
  }
  if (!others) return undefined;
  return [...others, ...Object.entries(sources).map(([name, values]) => [name, ...values].join(' '))].join('; ');
}

/** Browser features the site never uses, switched off for it and anything it embeds. */
const permissionsPolicy = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((f) => `${f}=()`)
  .join(', ');

/**
 * Two years of HTTPS only, for this host alone: includeSubDomains and preload would bind every
 * subdomain of the owner's domain, which is not this site's decision.
 */
const strictTransportSecurity = 'max-age=63072000';

/**
 * The headers, lowercase names. HSTS only over HTTPS: a browser ignores it on http://, and on
 * http://localhost it would only get in the way of other local projects on the same name.
 */
export function securityHeaders({ https, fallbackPagePolicy }: { https: boolean; fallbackPagePolicy?: string }): Record<string, string> {
  return {
    'content-security-policy': fallbackPagePolicy ? withHeaderCsp(fallbackPagePolicy) : headerCsp,
    'x-frame-options': 'DENY', // frame-ancestors for browsers that predate it
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    ...(https ? { 'strict-transport-security': strictTransportSecurity } : {}),
  };
}

/** HTTPS when the site's public address is (SITE_URL): https in production, http locally. */
export const servesHttps = (siteUrl: string | undefined): boolean => siteUrl?.startsWith('https:') ?? false;

/**
 * The headers to set on a response that may already have some: a header it has wins, except
 * its own Content-Security-Policy (Astro's, with the script hashes), which gets ours beside it as
 * a second policy (comma-separated policies are each enforced).
 */
export function mergedSecurityHeaders(
  existing: (name: string) => string | null | undefined,
  https: boolean,
  fallbackPagePolicy?: string,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries(securityHeaders({ https, fallbackPagePolicy }))) {
    const current = existing(name);
    if (!current) merged[name] = value;
    else if (name === 'content-security-policy' && !current.includes('frame-ancestors')) merged[name] = withHeaderCsp(current);
  }
  return merged;
}

/** The response with the security headers (copied first when its headers are read-only). */
export function withSecurityHeaders(response: Response, https: boolean): Response {
  const extra = Object.entries(mergedSecurityHeaders((name) => response.headers.get(name), https));
  try {
    for (const [name, value] of extra) response.headers.set(name, value);
    return response;
  } catch {
    // Response.redirect() and fetched responses have immutable headers.
    const copy = new Response(response.body, response);
    for (const [name, value] of extra) copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Netlify's _headers file: every path of the published site gets the headers (Netlify is HTTPS
 * only), its policy allowing what the prerendered pages' own policies allow (`siteWidePagePolicy`).
 */
export function netlifyHeadersFile(fallbackPagePolicy?: string): string {
  const lines = Object.entries(securityHeaders({ https: true, fallbackPagePolicy })).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the build from src/server/http/security-headers.ts; functions set the same in src/middleware.ts.\n/*\n${lines.join('\n')}\n`;
}
