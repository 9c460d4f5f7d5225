import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { createProxyServer } from '../../scripts/lib/local-site/proxy';
import { proxyBodyLimit } from '~/server/http/body-limits';

// The local proxy (npm start's stand-in for Netlify) refuses some requests before the site sees
// them. A refusal is only useful when the client can read it: not dropped without a word, and not
// lost to a connection reset because the client was still sending its body.

let upstream: http.Server;
let proxy: http.Server;
let port: number;
let forwarded = 0;
/** A page long enough to be worth compressing, and the moment its second half was written. */
const page = `<!doctype html><title>jobs</title>${'<p>Staff nurse, Dubai — ممرضة في دبي</p>'.repeat(400)}`;
let secondHalfWrittenAt = 0;

beforeAll(async () => {
  const upstreamPort = await freePort();
  upstream = http.createServer((req, res) => {
    forwarded += 1;
    if (req.url === '/broken-off') {
      // A site process that dies mid-answer: the head and part of the body, then the connection goes.
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': '100000' });
      res.write('<!doctype html><p>the first part');
      setTimeout(() => res.socket?.destroy(), 50);
      return;
    }
    if (req.url === '/streamed-page') {
      // A page rendered as a stream: the first half now, the second half 400 ms later.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie', etag: '"page-1"' });
      res.write(page.slice(0, page.length / 2));
      setTimeout(() => {
        secondHalfWrittenAt = Date.now();
        res.end(page.slice(page.length / 2));
      }, 400);
      return;
    }
    if (req.url === '/logo.png' || req.url === '/partial') {
      const bytes = Buffer.alloc(4096, 7);
      res.writeHead(req.url === '/partial' ? 206 : 200, {
        'content-type': req.url === '/partial' ? 'text/html' : 'image/png',
        'content-length': String(bytes.length),
        ...(req.url === '/partial' ? { 'content-range': `bytes 0-4095/9000` } : {}),
      });
      res.end(bytes);
      return;
    }
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('upstream'));
  });
  await new Promise<void>((r) => upstream.listen(upstreamPort, '127.0.0.1', () => r()));
  proxy = createProxyServer(() => upstreamPort);
  port = await freePort();
  await new Promise<void>((r) => proxy.listen(port, '127.0.0.1', () => r()));
});
afterAll(async () => {
  proxy.closeAllConnections();
  upstream.closeAllConnections();
  await new Promise<void>((r) => proxy.close(() => r()));
  await new Promise<void>((r) => upstream.close(() => r()));
});

/**
 * A client that sends its whole request (head and body) before it reads, as curl and most HTTP
 * libraries do: the answer it read (head and body), or the error that ended the connection first.
 */
const exchange = (head: string, body: Buffer = Buffer.alloc(0)): Promise<string> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code ?? 'error'} after ${JSON.stringify(answer.slice(0, 40))}`));
    socket.on('close', () => resolve(answer));
    socket.write(head);
    socket.write(body);
  });

const statusOf = (answer: string) => answer.split('\r\n')[0];

describe('the local proxy answers what it refuses', () => {
  it('CONNECT is 405 with Allow, as every other method the site does not serve', async () => {
    const answer = await exchange('CONNECT example.com:443 HTTP/1.1\r\nhost: example.com:443\r\n\r\n');
    expect(statusOf(answer)).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(answer.toLowerCase()).toContain('allow: get, head, post, put, patch, delete, options');
    expect(answer).toContain('The method CONNECT is not allowed here.');
    expect(forwarded).toBe(0);
  });

  it.each([
    ['with a declared length', `content-length: ${proxyBodyLimit * 4}`],
    ['chunked', 'transfer-encoding: chunked'],
  ])('a body over the cap %s gets its 413, read by the client after sending it all', async (_name, framing) => {
    const body = Buffer.alloc(proxyBodyLimit * 4, 'a');
    const sent = framing.startsWith('transfer-encoding')
      ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
      : body;
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await exchange(
        `POST /api/jobs HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n${framing}\r\nconnection: close\r\n\r\n`,
        sent,
      );
      expect(statusOf(answer)).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer).toContain('this address accepts at most 1 MB');
    }
  });

  it('a chunked body over the cap never reaches the site, however slowly it comes', async () => {
    // Piped as it came, the part under the cap reached the site, which could answer and close
    // while the rest was still being written (the proxy then answered 503).
    const before = forwarded;
    const part = Buffer.alloc(Math.ceil(proxyBodyLimit / 3), 'a');
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let got = '';
      socket.on('data', (chunk) => (got += chunk.toString('latin1')));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code ?? 'error'} after ${JSON.stringify(got.slice(0, 40))}`));
      socket.on('close', () => resolve(got));
      socket.write(
        'POST /api/jobs HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n',
      );
      let sent = 0;
      const next = () => {
        if (socket.destroyed || got) return;
        if (sent === 4) return void socket.write('0\r\n\r\n');
        sent += 1;
        socket.write(Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]));
        setTimeout(next, 50);
      };
      next();
    });
    expect(statusOf(answer)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(forwarded).toBe(before);
  });

  it.each([
    ['a NUL in the path', 'POST /jobs/a%00b HTTP/1.1', 'HTTP/1.1 400 Bad Request'],
    ['an unknown method', 'PROPFIND /jobs HTTP/1.1', 'HTTP/1.1 405 Method Not Allowed'],
    ["a method Node's parser does not know", 'FOO /jobs HTTP/1.1', 'HTTP/1.1 400 Bad Request'],
  ])('%s with a large body gets its answer, not a reset', async (_name, line, status) => {
    const body = Buffer.alloc(proxyBodyLimit * 4, 'a');
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await exchange(`${line}\r\nhost: localhost\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`, body);
      expect(statusOf(answer)).toBe(status);
    }
  });
});

describe('the local proxy passes on a broken-off answer', () => {
  it('ends the client connection when the site process breaks off mid-answer, so the client does not wait for ever', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('still waiting after 5 s'), 5_000);
      http
        .get({ host: '127.0.0.1', port, path: '/broken-off', agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(`ended as complete after ${JSON.stringify(body)}`));
          res.on('error', () => undefined);
          res.on('close', () => {
            clearTimeout(timer);
            resolve(res.complete ? 'complete' : `cut off after ${JSON.stringify(body)}`);
          });
        })
        .on('error', (error) => resolve(`request error ${error.message}`));
    });
    expect(outcome).toBe('cut off after "<!doctype html><p>the first part"');
  });
});

/** GET through the proxy with `acceptEncoding`: the head, the raw body, and when the first body bytes came. */
const fetchRaw = (path: string, acceptEncoding?: string, method = 'GET') =>
  new Promise<{ headers: http.IncomingHttpHeaders; status: number; body: Buffer; firstBytesAt: number }>((resolve, reject) => {
    http
      .request(
        { host: '127.0.0.1', port, path, method, agent: false, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          let firstBytesAt = 0;
          res.on('data', (chunk: Buffer) => {
            firstBytesAt ||= Date.now();
            chunks.push(chunk);
          });
          res.on('end', () => resolve({ headers: res.headers, status: res.statusCode ?? 0, body: Buffer.concat(chunks), firstBytesAt }));
        },
      )
      .on('error', reject)
      .end();
  });

describe('the local proxy compresses text as the CDN does', () => {
  it('answers Brotli when the browser accepts it: the same page, smaller, still arriving as it is rendered', async () => {
    const answer = await fetchRaw('/streamed-page', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(answer.headers.etag).toBe('W/"page-1"');
    expect(zlib.brotliDecompressSync(answer.body).toString('utf8')).toBe(page);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    // The first half was passed on before the site wrote the second: compression does not hold a page back.
    expect(answer.firstBytesAt).toBeGreaterThan(0);
    expect(answer.firstBytesAt).toBeLessThan(secondHalfWrittenAt);
  });

  it('answers gzip to a client that takes only gzip, and nothing encoded to one that asks for none', async () => {
    const gzip = await fetchRaw('/streamed-page', 'gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(page);
    const plain = await fetchRaw('/streamed-page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe('"page-1"');
    expect(plain.body.toString('utf8')).toBe(page);
    const identity = await fetchRaw('/streamed-page', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('passes on images, ranges and HEAD answers as they are', async () => {
    for (const path of ['/logo.png', '/partial']) {
      const answer = await fetchRaw(path, 'br, gzip');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe('4096');
      expect(answer.body.equals(Buffer.alloc(4096, 7))).toBe(true);
    }
    const head = await fetchRaw('/streamed-page', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
