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
import { compressionFor } from './compression';

/**
 * The public listener: forwards every request to whichever site process is current, so a
 * rebuild swaps the site without a moment of downtime. When the site process does not answer
 * (crashed, being restarted) the current build's files (`staticRoot`, its client folder) are
 * served directly and everything else answers 503.
 */
export function createProxyServer(upstreamPort: () => number, staticRoot: () => string | undefined = () => undefined): http.Server {
  const withdrawnJob = withdrawnJobGuard(upstreamPort);
  const server = http.createServer(requestLimitOptions, async (req, res) => {
    if (refuseAtProxy(req, res)) return;
    const bodyLimit = URL.canParse(req.url ?? '/', 'http://proxy.local')
      ? (actionBodyLimitOf(new URL(req.url ?? '/', 'http://proxy.local')) ?? proxyBodyLimit)
      : proxyBodyLimit;
    if (refusedDeclaredBody(req, res, bodyLimit)) return;
    if (await withdrawnJob(req, res)) return;
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
        res.writeHead(status, { ...(compression?.headers ?? upstreamRes.headers), ...security });
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
