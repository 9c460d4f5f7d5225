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
 * Pipes the body to the site; a body without a declared length (chunked) that passes the limit is
 * cut off: the upstream request is abandoned and the client gets a 413.
 */
export function pipeCappedBody(
  req: http.IncomingMessage,
  upstream: http.ClientRequest,
  res: http.ServerResponse,
  limit = proxyBodyLimit,
): void {
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= limit || upstream.destroyed) return;
    req.unpipe(upstream);
    upstream.removeAllListeners('error');
    upstream.on('error', () => undefined); // abandoned on purpose
    upstream.destroy();
    refuse(req, res, limit);
  });
  req.pipe(upstream);
}
