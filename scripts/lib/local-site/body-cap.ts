import type http from 'node:http';
import { bodyTooLargeMessage, proxyBodyLimit } from '~/server/http/body-limits';
import { noStore } from '~/server/http/cache-control';
import { answerThenClose } from './refusal-answer';

// The proxy's global cap on request bodies: no endpoint or action reads more than 512 KB (see bodyLimits),
// so anything over proxyBodyLimit is refused here before it reaches the site server's memory.

function refuse(req: http.IncomingMessage, res: http.ServerResponse, limit: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.on('error', () => undefined); // answered on the socket, never through `res`
  answerThenClose(req, {
    status: 413,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': noStore },
    body: JSON.stringify({ error: bodyTooLargeMessage(limit) }),
  });
}

/** True (and a 413 sent) when the request declares a body larger than the limit. */
export function refusedDeclaredBody(req: http.IncomingMessage, res: http.ServerResponse, limit = proxyBodyLimit): boolean {
  if (Number(req.headers['content-length'] ?? 0) <= limit) return false;
  refuse(req, res, limit);
  return true;
}

/**
 * Sends the body to the site once it has all come, in one write; a body without a declared length
 * (chunked) that passes the limit is refused with a 413 and never reaches the site. Held whole (at
 * most the limit, about 1 MB) rather than piped: piped, the part under the limit reached the site,
 * which could answer and close while the rest was still being written; the write failed (EPIPE)
 * before its answer was read and the proxy answered 503 (npm run fuzz, 2026-11-30, an over-long
 * chunked sign-out under load; its replay answered 413).
 */
export function pipeCappedBody(
  req: http.IncomingMessage,
  upstream: http.ClientRequest,
  res: http.ServerResponse,
  limit = proxyBodyLimit,
): void {
  const chunks: Buffer[] = [];
  let seen = 0;
  let refused = false;
  const abandon = () => {
    upstream.removeAllListeners('error');
    upstream.on('error', () => undefined); // abandoned on purpose
    upstream.destroy();
  };
  req.on('data', (chunk: Buffer) => {
    if (refused) return;
    seen += chunk.length;
    if (seen > limit) {
      refused = true;
      chunks.length = 0;
      abandon();
      refuse(req, res, limit);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (!refused) upstream.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  });
  // The client went away before its body was all sent: nothing to forward.
  req.on('close', () => {
    if (!refused && !req.complete) abandon();
  });
}
