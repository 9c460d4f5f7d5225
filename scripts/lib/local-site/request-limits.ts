import http from 'node:http';
import type { Duplex } from 'node:stream';
import { maxRequestTargetLength, refuseHeaders, refuseRequest, type Refusal } from '~/lib/request-limits';
import { mergedSecurityHeaders, servesHttps } from '~/server/http/security-headers';
import { readEnv } from '~/server/env';
import { noStore } from '~/server/http/cache-control';
import { answerConnectThenClose, answerThenClose } from './refusal-answer';

/**
 * The public listener's options: room to read an over-long request line or header block and
 * answer 414/431 ourselves (Node's default 16 KB would cut it off first). Beyond this, the
 * clientError handler below still answers instead of resetting the connection.
 */
export const requestLimitOptions: http.ServerOptions = { maxHeaderSize: 64 * 1024 };

const securityHeaders = () => mergedSecurityHeaders(() => undefined, servesHttps(readEnv().SITE_URL));

/** Answers a request the site refuses anyway (bad method, long address, NUL, big headers); true when it did. */
export function refuseAtProxy(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const refusal = refusalOf(req);
  if (!refusal) return false;
  res.on('error', () => undefined); // answered on the socket below, never through `res`
  answerThenClose(req, refusalAnswer(refusal));
  return true;
}

/**
 * CONNECT (a tunnel request) reaches Node's 'connect' event, not the request handler; without a
 * listener Node closes the connection without a word. It gets the same 405 as any other method
 * the site does not serve.
 */
export function refuseConnect(server: http.Server): void {
  server.on('connect', (req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    answerConnectThenClose(req, socket, refusalAnswer(refusalOf(req) ?? refuseRequest('CONNECT', '/')!));
  });
}

const refusalOf = (req: http.IncomingMessage): Refusal | undefined =>
  refuseRequest(req.method ?? '', req.url ?? '') ?? refuseHeaders(req.rawHeaders);

const refusalAnswer = (refusal: Refusal) => ({
  status: refusal.status,
  headers: { ...securityHeaders(), 'content-type': 'text/plain; charset=utf-8', 'cache-control': noStore, ...refusal.headers },
  body: `${refusal.message}\n`,
});

/**
 * A request Node cannot parse (headers beyond requestLimitOptions, a broken request line) gets an
 * HTTP answer, and the connection is closed after the client's data is read: Node's default
 * destroys the socket with data unread, which the client sees as a connection reset.
 */
export function answerClientErrors(server: http.Server): void {
  // Node keeps feeding the rest of a refused request to its parser, which fails again on the next
  // chunk: a second clientError for a socket already answered must not destroy it (the reset this
  // handler exists to prevent), only let the drain below go on.
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // The request line itself was too long when the data Node choked on starts with a method and
    // a target and has no line break: 414. Otherwise 431 (Node hands over only the chunk it
    // choked on, so a request line far beyond the limit may be told apart from headers no more).
    const start = error.rawPacket?.subarray(0, maxRequestTargetLength).toString('latin1') ?? '';
    const longLine = /^[A-Z]{3,10} [^\r\n]*$/.test(start);
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? (longLine ? 414 : 431) : 400;
    // No body: the method may have been HEAD, which Node could not tell us.
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-length: 0\r\ncache-control: ${noStore}\r\nconnection: close\r\n\r\n`,
    );
    socket.resume();
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}
