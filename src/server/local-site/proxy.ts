import http from 'node:http';
import { mergedSecurityHeaders, servesHttps } from '~/server/http/security-headers';
import { withdrawnJobGuard } from './withdrawn-guard';
import { upstreamHeaders } from './forwarded-headers';
import { pipeCappedBody, refusedDeclaredBody } from './body-cap';
import { answerClientErrors, refuseAtProxy, requestLimitOptions } from './request-limits';

/**
 * The public listener: forwards every request to whichever site process is current, so a
 * rebuild swaps the site without a moment of downtime.
 */
export function createProxyServer(upstreamPort: () => number): http.Server {
  const withdrawnJob = withdrawnJobGuard(upstreamPort);
  const server = http.createServer(requestLimitOptions, async (req, res) => {
    if (refuseAtProxy(req, res)) return;
    if (refusedDeclaredBody(req, res)) return;
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
        const security = mergedSecurityHeaders((name) => upstreamRes.headers[name]?.toString(), servesHttps(process.env.SITE_URL));
        res.writeHead(upstreamRes.statusCode ?? 502, { ...upstreamRes.headers, ...security });
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      console.error(`proxy: ${req.method} ${req.url} failed: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The site is restarting. Please reload in a moment.');
    });
    pipeCappedBody(req, upstream, res);
  });
  answerClientErrors(server);
  return server;
}
