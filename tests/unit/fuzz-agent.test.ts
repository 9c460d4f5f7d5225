import http from 'node:http';
import type { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { fuzzAgent } from '../../scripts/lib/fuzz/connections';

// A Node server (as the site's own server is) in a thread of its own, so that it keeps time and
// closes idle connections while this thread is busy. It announces `Keep-Alive: timeout=2` and
// closes an idle connection a little after that; `closed` counts the connections it has seen close.
const serverSource = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const closed = new Int32Array(workerData);
const server = http.createServer((req, res) => { req.resume(); req.on('end', () => res.end('ok')); });
server.keepAliveTimeout = 2000;
server.on('connection', (socket) => socket.on('close', () => { Atomics.add(closed, 0, 1); Atomics.notify(closed, 0); }));
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.terminate();
});

interface Result {
  status?: number;
  error?: string;
  reused: boolean;
  keepAlive?: string;
  socket?: Socket;
}

const get = (agent: http.Agent, port: number) =>
  new Promise<Result>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          reused: req.reusedSocket,
          keepAlive: res.headers['keep-alive']?.toString(),
          socket: req.socket ?? undefined,
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: req.reusedSocket }));
    req.end();
  });

describe("the fuzzer's keep-alive agent", () => {
  it("never sends a request on a connection idle past the server's announced Keep-Alive timeout", async () => {
    const closed = new Int32Array(new SharedArrayBuffer(4));
    worker = new Worker(serverSource, { eval: true, workerData: closed.buffer });
    const port = await new Promise<number>((resolve) => worker!.once('message', resolve));
    const agent = fuzzAgent(8);
    try {
      const first = await get(agent, port);
      expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=2' });
      // Idle up to the announced timeout (or until the agent lets the connection go, as it should
      // before then)…
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        first.socket!.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      // …then this thread is busy (a fuzzer generating inputs, a loaded machine) while the server
      // closes the connection: its close is not read here before the next request is written.
      expect(Atomics.wait(closed, 0, 0, 10_000)).not.toBe('timed-out');
      const second = await get(agent, port);
      // A connection the server closed was handed out again: the request meets a reset.
      expect(second).toMatchObject({ status: 200, reused: false });
    } finally {
      agent.destroy();
    }
  });
});
