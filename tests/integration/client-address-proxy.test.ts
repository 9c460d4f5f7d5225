import http from 'node:http';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { actionContext } from '../helpers/actions';
import { formEnvironment } from '../helpers/form-actions';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { formRateLimits } from '~/server/forms/limits';
import { createProxyServer } from '../../scripts/lib/local-site/proxy';
import { bodyLimits, proxyBodyLimit } from '~/server/http/body-limits';

// The local site as a client meets it: the proxy in front of a site server that runs the real
// contact action against the test database, and records what reached it.

let t: TestDatabase;
let upstream: http.Server;
let proxy: http.Server;
let base: string;
const seen: {
  url: string | undefined;
  forwardedFor: string | undefined;
  netlify: string | undefined;
  realIp: string | undefined;
  forwarded: string | undefined;
  bodyBytes: number;
}[] = [];

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({
    databaseUrl: t.url,
    siteUrl: 'http://localhost:4321',
    secret: 'proxy-test-secret-0123456789-abcdefghij',
    inbox: 'team@gulfjobs.example',
  });
  const upstreamPort = await freePort();
  upstream = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      // The proxy abandoned the request (a body over its cap): note how much had arrived.
      seen.push({
        url: req.url,
        forwardedFor: undefined,
        netlify: undefined,
        realIp: undefined,
        forwarded: undefined,
        bodyBytes: Buffer.concat(chunks).length,
      });
      return;
    }
    const body = Buffer.concat(chunks);
    seen.push({
      url: req.url,
      forwardedFor: req.headers['x-forwarded-for']?.toString(),
      netlify: req.headers['x-nf-client-connection-ip']?.toString(),
      realIp: req.headers['x-real-ip']?.toString(),
      forwarded: req.headers.forwarded,
      bodyBytes: body.length,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'POST' ? body : undefined,
    });
    const { error } = await server.forms.contact.call(actionContext({ request }), await request.clone().formData());
    res.writeHead(error?.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(error ?? {}));
  });
  await new Promise<void>((r) => upstream.listen(upstreamPort, '127.0.0.1', () => r()));
  proxy = createProxyServer(() => upstreamPort);
  const port = await freePort();
  await new Promise<void>((r) => proxy.listen(port, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => proxy.close(() => r()));
  await new Promise<void>((r) => upstream.close(() => r()));
  await closeAllDbs(); // the pools the action opened from DATABASE_URL
  await t.drop();
});

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe('the local proxy decides the client address', () => {
  it('20 contact messages from one client, each with random spoofed address headers, meet the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const spoofed = randomAddress();
      const response = await fetch(`${base}/_actions/forms.contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-nf-client-connection-ip': spoofed,
          'x-forwarded-for': `${randomAddress()}, ${spoofed}`,
          'x-real-ip': spoofed,
          forwarded: `for=${spoofed}`,
        },
        body: new URLSearchParams({
          firstName: 'Spoof',
          lastName: 'Er',
          email: `spoofer${i}@example.com`,
          subject: 'other',
          message: `Message number ${i}.`,
        }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    const allowed = formRateLimits.contact.address.limit;
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(20 - allowed).fill(429)]);
    // The site saw one address, the proxy's own entry (the socket), and none of the client's headers.
    expect(new Set(seen.map((s) => s.forwardedFor))).toEqual(new Set(['127.0.0.1']));
    expect(seen.every((s) => s.netlify === undefined && s.realIp === undefined && s.forwarded === undefined)).toBe(true);
  });
});

describe('the local proxy caps request bodies', () => {
  const big = Buffer.alloc(proxyBodyLimit * 3, 'a');

  it('a declared body over the cap is refused with 413 and never reaches the site', async () => {
    seen.length = 0;
    const response = await fetch(`${base}/api/jobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'The request is too large: this address accepts at most 1 MB. Please shorten the text and send it again.',
    });
    expect(seen).toEqual([]);
  });

  it('a chunked body (no Content-Length) over the cap is cut off with 413; the site never holds more than the cap', async () => {
    seen.length = 0;
    const response = await fetch(`${base}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < big.length; at += 64 * 1024) controller.enqueue(big.subarray(at, at + 64 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(seen.every((s) => s.bodyBytes <= proxyBodyLimit)).toBe(true);
  });

  it.each([
    ['a public form', '/_actions/forms.contact', bodyLimits.form],
    ['a public form posted without JavaScript', '/forms/contact?_action=forms.contact', bodyLimits.form],
    ['a job posting', '/_actions/forms.postJob', bodyLimits.job],
  ])('%s (%s) is capped at its own limit, declared or chunked', async (_name, path, limit) => {
    seen.length = 0;
    const body = Buffer.alloc(limit + 1024, 'a');
    const declared = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toContain(`at most ${limit / 1024} KB`);
    // (A request of the test before, abandoned by the proxy a moment ago, may still be noted.)
    const here = () => seen.filter((s) => s.url === path);
    expect(here()).toEqual([]);
    const chunked = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < body.length; at += 16 * 1024) controller.enqueue(body.subarray(at, at + 16 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(here().every((s) => s.bodyBytes <= limit)).toBe(true);
  });
});
