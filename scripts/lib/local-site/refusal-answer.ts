import http from 'node:http';
import type { Duplex, Readable } from 'node:stream';

/** The most of a refused request's body read (and dropped) so the client gets to read the answer. */
const drainBytes = 64 * 1024 * 1024;
/** How long a client may go on sending a refused body before the connection is cut. */
const drainMs = 10_000;

export interface RefusalAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Answers a refused request on its socket and closes the connection once the client has sent the
 * rest of its request. Closing a socket with unread data makes the kernel reset the connection, so
 * a client still writing its body (curl, fetch) would get a reset instead of the answer; Node's
 * own `connection: close` does exactly that. What the client still sends is read and dropped, up
 * to drainBytes or drainMs; a client sending more is cut off.
 */
export function answerThenClose(req: http.IncomingMessage, answer: RefusalAnswer): void {
  writeAnswer(req.socket, req.method, answer);
  drainThenClose(req.socket, req);
}

/** The same for a CONNECT request, which Node hands over as a bare socket. */
export function answerConnectThenClose(req: http.IncomingMessage, socket: Duplex, answer: RefusalAnswer): void {
  writeAnswer(socket, req.method, answer);
  drainThenClose(socket, socket);
}

function writeAnswer(socket: Duplex, method: string | undefined, { status, headers, body }: RefusalAnswer): void {
  const fields = { ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`, ...Object.entries(fields).map(([n, v]) => `${n}: ${v}`)];
  // Our side is done once the answer is out; the client's side stays open to be read (below).
  socket.end(`${head.join('\r\n')}\r\n\r\n${method === 'HEAD' ? '' : body}`);
}

function drainThenClose(socket: Duplex, rest: Readable): void {
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, drainMs).unref();
  socket.once('close', () => clearTimeout(timer));
  let read = 0;
  rest.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > drainBytes) cut();
  });
  rest.on('error', () => undefined); // the client went away: nothing left to answer
  // Everything the client sent is read: closing now ends the connection cleanly.
  if (rest.readableEnded) cut();
  else rest.once('end', cut).resume();
}
