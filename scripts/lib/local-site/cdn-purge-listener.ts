import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localCdnPurgeSecretHeader } from '~/server/cache/cdn-purge';
import type { CdnCache } from './cdn-cache';
import { noStore } from '~/server/http/cache-control';

/** A purge names at most 100 tags (the queue's own cap): anything longer is not one. */
const largestBody = 64 * 1024;

export interface PurgeListener {
  /** Where the site server POSTs `{"tags": [...]}` (LOCAL_CDN_PURGE_URL). */
  url: string;
  /** This run's secret (LOCAL_CDN_PURGE_SECRET), sent in the x-local-cdn-purge-secret header. */
  secret: string;
  close: () => Promise<void>;
}

/**
 * The local stand-in for Netlify's purge API: a listener on 127.0.0.1 only, on a port of its own,
 * that drops the named tags from the proxy's cache. Only a caller with this run's random secret
 * (given to the site servers in their environment) may purge; anything else answers 403 or 400.
 */
export async function listenForPurges(cache: CdnCache): Promise<PurgeListener> {
  const secret = randomBytes(24).toString('base64url');
  const expected = Buffer.from(secret);
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': noStore }).end(JSON.stringify(body));
    const given = Buffer.from(String(req.headers[localCdnPurgeSecretHeader] ?? ''));
    if (req.method !== 'POST' || req.url !== '/purge') return void answer(404, { error: 'POST /purge' });
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return void answer(403, { error: 'wrong secret' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= largestBody) chunks.push(chunk);
    });
    req.on('end', () => {
      let tags: unknown;
      try {
        tags = size <= largestBody ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tags?: unknown }).tags : undefined;
      } catch {
        tags = undefined;
      }
      if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return void answer(400, { error: '{"tags": [strings]}' });
      answer(200, { purged: cache.purge(tags) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/purge`,
    secret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
