import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { securityHeaders, servesHttps, siteWidePagePolicy, withHeaderCsp } from '~/server/http/security-headers';
import { readEnv } from '~/server/env';
import { cachePolicies } from '~/server/http/cache-control';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The file of a build's client folder that answers `pathname` the way the standalone server
 * does (`/jobs` → jobs/index.html or jobs.html), or undefined when there is none. Never leaves
 * `root`.
 */
export async function staticFileFor(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (target !== base && !target.startsWith(base + path.sep)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  for (const candidate of candidates) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/** Each prerendered page's own Content-Security-Policy by path, as the build listed them (the Node adapter's `_headers.json`, beside the client folder), and the site-wide one made of them. */
interface PagePolicies {
  byPath: Map<string, string>;
  siteWide: string | undefined;
}
// The current build's only: a rebuild swaps in another folder, and the old one's list (a few MB at
// thousands of pages) is let go.
let cached: { root: string; policies: PagePolicies } | undefined;
function pagePoliciesOf(root: string): PagePolicies {
  let policies = cached?.root === root ? cached.policies : undefined;
  if (!policies) {
    let entries: { pathname: string; headers: { key: string; value: string }[] }[] = [];
    try {
      entries = JSON.parse(readFileSync(path.join(root, '..', '_headers.json'), 'utf8')) as typeof entries;
    } catch {
      // a build without page policies (none listed): the headers alone
    }
    const byPath = new Map(
      entries.flatMap(({ pathname, headers }) =>
        headers.filter((h) => h.key.toLowerCase() === 'content-security-policy').map((h) => [pathname, h.value] as const),
      ),
    );
    policies = { byPath, siteWide: siteWidePagePolicy(byPath.values()) };
    cached = { root, policies };
  }
  return policies;
}
/** The page policy of `pathname` in the build whose client folder is `root` (undefined for files that are no page). */
export const pagePolicyFor = (root: string, pathname: string): string | undefined =>
  pagePoliciesOf(root).byPath.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
/** The policy for a response of that build with none of its own (`siteWidePagePolicy`). */
export const siteWidePolicyOf = (root: string): string | undefined => pagePoliciesOf(root).siteWide;

/**
 * Answers a GET or HEAD from the build's files when the site server cannot (crashed, restarting):
 * prerendered pages and assets stay available. Returns false when there is no such file.
 */
export async function serveStaticFile(root: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return false;
  }
  const file = await staticFileFor(root, pathname);
  if (!file) return false;
  const immutable = pathname.startsWith('/_astro/');
  const pagePolicy = pagePolicyFor(root, pathname);
  res.writeHead(200, {
    ...securityHeaders({ https: servesHttps(readEnv().SITE_URL), fallbackPagePolicy: siteWidePolicyOf(root) }),
    ...(pagePolicy ? { 'content-security-policy': withHeaderCsp(pagePolicy) } : {}),
    'content-type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    ...(immutable ? cachePolicies.staticAsset : cachePolicies.staticFile),
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    stream.on('end', () => resolve());
    stream.pipe(res);
  });
  return true;
}
