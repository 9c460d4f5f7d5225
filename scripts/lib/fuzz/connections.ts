import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * The fuzzer's keep-alive agent. Node's agent shortens its idle timeout to the server's
 * `Keep-Alive: timeout=N` hint (minus a second) only when it has a timeout of its own: without
 * one it keeps an idle connection forever, and the next request may be written onto a
 * connection the server is just closing (Node's server closes after its announced 5 s, plus a
 * second): a connection reset that is the client's doing. The 30 s here is only the ceiling the
 * hint lowers; an answer's own wait is set per request.
 */
export const fuzzAgent = (maxSockets: number): http.Agent => new http.Agent({ keepAlive: true, maxSockets, timeout: 30_000 });

interface ConnectionUse {
  /** Requests this connection carried before, and the last of them, for a reset's report. */
  requests: number;
  last: string;
  /** When its last answer ended (ms since the epoch). */
  freeAt: number;
  keepAliveHint: string | undefined;
}

/**
 * Which connection each request went out on, and how long that connection had been idle: a
 * reset is reported with the request before it on the same connection, so a reset on a reused
 * connection can be told from one the server caused.
 */
export class ConnectionLog {
  private readonly uses = new WeakMap<Socket, ConnectionUse>();
  /** Requests sent on a connection idle longer than the server's announced keep-alive timeout. */
  reusedPastHint = 0;
  /** The longest idle time of a reused connection, in ms. */
  longestIdleReuse = 0;

  /** Called when the request has its socket: describes the connection as it was reused. */
  describe(socket: Socket, reused: boolean): string {
    const use = this.uses.get(socket);
    const where = `connection ${socket.localPort ?? '?'}→${socket.remotePort ?? '?'}`;
    if (!reused || !use) return `${where}, new`;
    const idle = Date.now() - use.freeAt;
    this.longestIdleReuse = Math.max(this.longestIdleReuse, idle);
    const hintMs = Number(/^timeout=(\d+)/.exec(use.keepAliveHint ?? '')?.[1] ?? NaN) * 1000;
    if (idle >= hintMs) this.reusedPastHint += 1;
    return `${where}, reused after ${idle} ms idle (server's hint: ${use.keepAliveHint ?? 'none'}), request ${use.requests + 1} on it; the one before: ${use.last}`;
  }

  /** Called when an answer has been read to its end. */
  answered(socket: Socket, request: string, response: http.IncomingMessage): void {
    const use = this.uses.get(socket);
    this.uses.set(socket, {
      requests: (use?.requests ?? 0) + 1,
      last: `${request} → ${response.statusCode}${response.headers.connection ? ` (connection: ${response.headers.connection})` : ''}`,
      freeAt: Date.now(),
      keepAliveHint: response.headers['keep-alive']?.toString(),
    });
  }
}
