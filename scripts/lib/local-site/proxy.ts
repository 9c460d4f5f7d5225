import http from 'node:http';
import { pipeline } from 'node:stream';
import { mergedSecurityHeaders, securityHeaders, servesHttps } from '~/server/http/security-headers';
import { unavailablePage, unavailableTexts, wantsJson } from '~/server/http/responses';
import { serveStaticFile, siteWidePolicyOf } from './static-files';
import { withdrawnJobGuard } from './withdrawn-guard';
import { upstreamHeaders } from './forwarded-headers';
import { pipeCappedBody, refusedDeclaredBody } from './body-cap';
import { actionBodyLimitOf, proxyBodyLimit } from '~/server/http/body-limits';
import { answerClientErrors, refuseAtProxy, refuseConnect, requestLimitOptions } from './request-limits';
import { readEnv } from '~/server/env';
import { noStore } from '~/server/http/cache-control';
import { compressedHeadersFor, compressionFor } from './compression';
import { keepPolicyOf, keptAnswerOf, primaryKeyOf, type CdnCache, type KeptAnswer } from './cdn-cache';

/**
 * The public listener: forwards every request to whichever site process is current, so a
 * rebuild swaps the site without a moment of downtime. When the site process does not answer
 * (crashed, being restarted) the current build's files (`staticRoot`, its client folder) are
 * served directly and everything else answers 503. With a `cache` it plays the CDN's part too
 * (cdn-cache.ts): answers the server marks cacheable for the CDN are kept and served again, with
 * `x-local-cache: hit` (or `miss`), until they expire or their tags are purged.
 */
export function createProxyServer(
  upstreamPort: () => number,
  staticRoot: () => string | undefined = () => undefined,
  cache?: CdnCache,
  /** Resolves once the purges committed before the call are applied (cdn-purge-notifications.ts). */
  purgesCaughtUp: () => Promise<void> = () => Promise.resolve(),
): http.Server {
  const withdrawnJob = withdrawnJobGuard(upstreamPort);
  const server = http.createServer(requestLimitOptions, async (req, res) => {
    if (refuseAtProxy(req, res)) return;
    const bodyLimit = URL.canParse(req.url ?? '/', 'http://proxy.local')
      ? (actionBodyLimitOf(new URL(req.url ?? '/', 'http://proxy.local')) ?? proxyBodyLimit)
      : proxyBodyLimit;
    if (refusedDeclaredBody(req, res, bodyLimit)) return;
    // A withdrawn job answers 404 before any kept answer is looked at.
    if (await withdrawnJob(req, res)) return;
    const key = cache ? primaryKeyOf(req) : undefined;
    if (cache && key !== undefined) {
      // A change committed before this request is purged before a kept answer is served.
      if (cache.has(key)) await purgesCaughtUp();
      const kept = cache.get(key, req);
      if (kept) {
        req.resume();
        answerKept(req, res, cache, kept, staticRoot());
        return;
      }
    }
    // A purge while this answer is fetched may postdate what it shows: then it is not kept.
    const generation = cache?.generation;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort(),
        method: req.method,
        path: req.url,
        headers: upstreamHeaders(req),
      },
      (upstreamRes) => {
        // What has no policy of its own (the not-found page of an unknown address, files) gets the
        // build's site-wide one, as Netlify's _headers gives it.
        const root = staticRoot();
        const security = mergedSecurityHeaders(
          (name) => upstreamRes.headers[name]?.toString(),
          servesHttps(readEnv().SITE_URL),
          root ? siteWidePolicyOf(root) : undefined,
        );
        const status = upstreamRes.statusCode ?? 502;
        const compression = compressionFor(req, status, upstreamRes.headers);
        const policy = cache && key !== undefined ? keepPolicyOf(req.method, status, upstreamRes.headers) : undefined;
        res.writeHead(status, {
          ...(compression?.headers ?? upstreamRes.headers),
          ...security,
          ...(cache && key !== undefined ? { 'x-local-cache': 'miss' } : {}),
        });
        if (cache && key !== undefined && policy) {
          // Keep a copy of the body as it passes; compressed, the encoded bytes too (no second compression on a hit).
          const chunks: Buffer[] = [];
          let size = 0;
          upstreamRes.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= cache.maxBytes) chunks.push(chunk);
          });
          const encodedChunks: Buffer[] = [];
          compression?.stream.on('data', (chunk: Buffer) => encodedChunks.push(chunk));
          let answer: KeptAnswer | undefined;
          upstreamRes.on('end', () => {
            if (!upstreamRes.complete || size > cache.maxBytes || cache.generation !== generation) return;
            answer = keptAnswerOf(req, status, upstreamRes.headers, Buffer.concat(chunks), policy, Date.now());
            cache.set(key, answer);
          });
          compression?.stream.on('end', () => {
            if (answer && cache.generation === generation) cache.addEncoded(answer, compression.encoding, Buffer.concat(encodedChunks));
          });
        }
        // pipeline, not pipe: when the site process breaks off mid-answer, the client's connection
        // ends too (a cut-off page, not one that never finishes loading).
        if (compression) pipeline(upstreamRes, compression.stream, res, () => undefined);
        else pipeline(upstreamRes, res, () => undefined);
      },
    );
    upstream.on('error', async (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const root = staticRoot();
      if (root && (await serveStaticFile(root, req, res).catch(() => false))) return;
      logThrottled(`proxy: the site server did not answer ${req.method} ${req.url}: ${error.message}; answering 503`);
      restarting(req, res);
    });
    pipeCappedBody(req, upstream, res, bodyLimit);
  });
  answerClientErrors(server);
  refuseConnect(server);
  return server;
}

/** A kept answer, as the server sent it (compressed for this request, with the same security headers), plus `age`. */
function answerKept(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  cache: CdnCache,
  kept: KeptAnswer,
  root: string | undefined,
): void {
  const security = mergedSecurityHeaders(
    (name) => kept.headers[name]?.toString(),
    servesHttps(readEnv().SITE_URL),
    root ? siteWidePolicyOf(root) : undefined,
  );
  const compressed = compressedHeadersFor(req, kept.status, kept.headers, kept.body.length);
  const body = compressed ? cache.encoded(kept, compressed.encoding) : kept.body;
  res.writeHead(kept.status, {
    ...(compressed?.headers ?? kept.headers),
    ...security,
    age: String(Math.max(0, Math.floor((Date.now() - kept.storedAt) / 1000))),
    'x-local-cache': 'hit',
    'content-length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

let lastLogAt = 0;
let unlogged = 0;
/** One line a second at most: under load a down server would otherwise print a line per request. */
function logThrottled(line: string): void {
  if (Date.now() - lastLogAt < 1000) {
    unlogged++;
    return;
  }
  console.error(unlogged > 0 ? `${line} (and ${unlogged} more since the last line)` : line);
  lastLogAt = Date.now();
  unlogged = 0;
}

/** 503 while the site process is down: a page for a browser, JSON for an endpoint. */
function restarting(req: http.IncomingMessage, res: http.ServerResponse): void {
  let json = false;
  try {
    json = wantsJson(new URL(req.url ?? '/', 'http://localhost').pathname, req.headers.accept);
  } catch {
    // a malformed address gets the page
  }
  res.writeHead(503, {
    ...securityHeaders({ https: servesHttps(readEnv().SITE_URL) }),
    'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'cache-control': noStore,
    'retry-after': '2',
  });
  res.end(json ? JSON.stringify({ error: unavailableTexts.restarting.message }) : unavailablePage(unavailableTexts.restarting));
}
