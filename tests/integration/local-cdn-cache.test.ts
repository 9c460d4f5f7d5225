import http from 'node:http';
import { sql } from 'kysely';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { insertJob } from '../helpers/jobs';
import { service, withActor } from '~/server/db/context';
import { processCachePurges } from '~/server/cache/purge-queue';
import { cdnPurgeFromEnv, localCdnPurge } from '~/server/cache/cdn-purge';
import { withdrawnJobsHandler } from '~/server/rebuild/withdrawn-jobs-handler';
import { cachePolicies, cacheTags, privateNoStore } from '~/server/http/cache-control';
import { createProxyServer } from '../../scripts/lib/local-site/proxy';
import { CdnCache } from '../../scripts/lib/local-site/cdn-cache';
import { listenForPurges, type PurgeListener } from '../../scripts/lib/local-site/cdn-purge-listener';
import { listenForPurgeNotifications } from '../../scripts/lib/local-site/cdn-purge-notifications';

// The local proxy plays the part of Netlify's CDN: it keeps what the site server marks cacheable
// for the CDN, serves it again without the server, and drops it when the purge queue (filled by
// the jobs trigger, in the real database) names its tags. The site server here is a stand-in that
// answers with the site's own cache policies and counts its renders.

let t: TestDatabase;
let upstream: http.Server;
let proxy: http.Server;
let listener: PurgeListener;
let base: string;
let upstreamPort: number;
const cache = new CdnCache(1024 * 1024);
const renders = new Map<string, number>();
/** The job the stand-in's on-demand page shows, and the title it shows it with (from the database). */
let job: { id: string; slug: string };

const page = (text: string) => `<!doctype html><title>${text}</title>${`<p>${text}</p>`.repeat(200)}`;

beforeAll(async () => {
  t = await freshDatabase();
  job = await insertJob(t.db, { title: 'Renal Dietitian' });
  upstreamPort = await freePort();
  upstream = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const key = `${req.method} ${url.pathname}${url.search}`;
    const n = (renders.get(key) ?? 0) + 1;
    renders.set(key, n);
    const html = { 'content-type': 'text/html; charset=utf-8' };
    if (url.pathname === '/api/withdrawn-jobs') {
      const answer = await withdrawnJobsHandler(t.db);
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
    } else if (url.pathname === '/jobs' && req.method === 'GET') {
      const titles = await t.db.selectFrom('jobs').select('job_title').where('status', '=', 'approved').orderBy('job_title').execute();
      res.writeHead(200, { ...html, ...cachePolicies.searchPage }).end(page(`search #${n}: ${titles.map((r) => r.job_title).join(', ')}`));
    } else if (url.pathname === `/jobs/${job.slug}`) {
      const row = await t.db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirst();
      res
        .writeHead(200, { ...html, ...cachePolicies.onDemandJobPage, [cacheTags.header]: cacheTags.job(job.id) })
        .end(page(`job #${n}: ${row?.job_title}`));
    } else if (url.pathname === '/api/jobs') {
      res
        .writeHead(200, { 'content-type': 'application/json', ...cachePolicies.jobSearchApi, [cacheTags.header]: 'jobs' })
        .end(`{"n":${n}}`);
    } else if (url.pathname === '/private') {
      res.writeHead(200, { ...html, 'cache-control': privateNoStore }).end(page(`private #${n}`));
    } else if (url.pathname === '/cookie') {
      res.writeHead(200, { ...html, ...cachePolicies.searchPage, 'set-cookie': 'session=abc; HttpOnly' }).end(page(`cookie #${n}`));
    } else if (url.pathname === '/static') {
      res.writeHead(200, { ...html, ...cachePolicies.staticFile, 'last-modified': new Date(0).toUTCString() }).end(page(`file #${n}`));
    } else if (url.pathname === '/vary') {
      res
        .writeHead(200, { ...html, ...cachePolicies.searchPage, vary: 'Accept-Language' })
        .end(page(`${req.headers['accept-language']} #${n}`));
    } else if (url.pathname === '/short') {
      res.writeHead(200, { ...html, 'netlify-cdn-cache-control': 'public, s-maxage=1' }).end(page(`short #${n}`));
    } else if (url.pathname === '/error') {
      res.writeHead(503, { ...html, ...cachePolicies.searchPage }).end(page(`error #${n}`));
    } else if (url.pathname.startsWith('/big/')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', ...cachePolicies.searchPage }).end(Buffer.alloc(300 * 1024, n));
    } else if (url.pathname === '/slow') {
      await new Promise((r) => setTimeout(r, 300));
      res.writeHead(200, { ...html, ...cachePolicies.searchPage }).end(page(`slow #${n}`));
    } else {
      req.resume();
      req.on('end', () => res.writeHead(200, { ...html, ...cachePolicies.searchPage }).end(page(`${req.method} #${n}`)));
    }
  });
  await new Promise<void>((r) => upstream.listen(upstreamPort, '127.0.0.1', () => r()));
  proxy = createProxyServer(() => upstreamPort, undefined, cache);
  const port = await freePort();
  await new Promise<void>((r) => proxy.listen(port, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${port}`;
  listener = await listenForPurges(cache);
});
afterAll(async () => {
  await listener.close();
  await new Promise<void>((r) => proxy.close(() => r()));
  await new Promise<void>((r) => upstream.close(() => r()));
  await t.drop();
});
beforeEach(async () => {
  cache.clear();
  renders.clear();
  await t.db.deleteFrom('cache_purge_requests').execute();
});

const get = async (path: string, init: RequestInit = {}) => {
  const answer = await fetch(`${base}${path}`, init);
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
};
const rendersOf = (key: string) => renders.get(key) ?? 0;

describe('the local CDN cache', () => {
  it('serves a cacheable answer again without the server, with the same headers and x-local-cache: hit', async () => {
    const first = await get('/jobs?q=nurse');
    const second = await get('/jobs?q=nurse');
    expect(first.headers.get('x-local-cache')).toBe('miss');
    expect(second.headers.get('x-local-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(rendersOf('GET /jobs?q=nurse')).toBe(1);
    for (const name of ['content-type', 'cache-control', 'netlify-cdn-cache-control', 'netlify-cache-tag', 'content-security-policy']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0);
    // The key is the whole address with its query.
    await get('/jobs?q=driver');
    expect(rendersOf('GET /jobs?q=driver')).toBe(1);
    // A HEAD is answered from the kept GET.
    const head = await fetch(`${base}/jobs?q=nurse`, { method: 'HEAD' });
    expect(head.headers.get('x-local-cache')).toBe('hit');
    expect(rendersOf('HEAD /jobs?q=nurse')).toBe(0);
  });

  it('compresses a kept answer for each request as a passed-on one (Brotli, gzip, none)', async () => {
    await get('/jobs?q=chef');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await fetch(`${base}/jobs?q=chef`, { headers: { 'accept-encoding': encoding } });
      expect(answer.headers.get('x-local-cache')).toBe('hit');
      expect(answer.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const bytes = Buffer.from(await answer.arrayBuffer());
      // fetch undoes the encoding itself; the page is the same either way.
      expect(bytes.toString()).toContain('search #1');
    }
    const raw = await new Promise<Buffer>((resolve) =>
      http.get(`${base}/jobs?q=chef`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(zlib.brotliDecompressSync(raw).toString()).toContain('search #1');
    expect(rendersOf('GET /jobs?q=chef')).toBe(1);
  });

  it('keeps GET /api/jobs by its Cache-Control s-maxage, as Netlify does without Netlify-CDN-Cache-Control', async () => {
    await get('/api/jobs?q=x');
    expect((await get('/api/jobs?q=x')).headers.get('x-local-cache')).toBe('hit');
    expect(rendersOf('GET /api/jobs?q=x')).toBe(1);
  });

  it('never keeps a private, no-store, cookie-setting, static-file (max-age=0), 5xx or POST answer', async () => {
    for (const path of ['/private', '/cookie', '/static', '/error']) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get('x-local-cache'), path).toBe('miss');
      expect(rendersOf(`GET ${path}`), path).toBe(2);
    }
    await get('/form', { method: 'POST', body: 'a=1' });
    await get('/form', { method: 'POST', body: 'a=1' });
    expect(rendersOf('POST /form')).toBe(2);
    // A POST does not make a later GET of the address a hit, nor is it answered from a kept GET.
    await get('/jobs?q=post');
    await get('/jobs?q=post', { method: 'POST', body: 'a=1' });
    expect(rendersOf('POST /jobs?q=post')).toBe(1);
    // A range request goes to the server.
    await get('/jobs?q=post', { headers: { range: 'bytes=0-10' } });
    expect(rendersOf('GET /jobs?q=post')).toBe(2);
  });

  it('keeps one answer per value of the headers the answer varies by', async () => {
    const en = await get('/vary', { headers: { 'accept-language': 'en' } });
    const ar = await get('/vary', { headers: { 'accept-language': 'ar' } });
    expect(en.text).toContain('en #1');
    expect(ar.text).toContain('ar #2');
    expect((await get('/vary', { headers: { 'accept-language': 'ar' } })).text).toContain('ar #2');
    expect((await get('/vary', { headers: { 'accept-language': 'en' } })).text).toContain('en #1');
    expect(rendersOf('GET /vary')).toBe(2);
  });

  it('fetches an answer again once its s-maxage has passed', async () => {
    await get('/short');
    expect((await get('/short')).headers.get('x-local-cache')).toBe('hit');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get('/short')).headers.get('x-local-cache')).toBe('miss');
    expect(rendersOf('GET /short')).toBe(2);
  });

  it('stays under its byte cap, dropping the least recently used answers first', async () => {
    // 1 MB holds three 300 KB answers: a fourth pushes out the least recently used.
    await get('/big/1');
    await get('/big/2');
    await get('/big/3');
    await get('/big/1'); // used again: /big/2 is now the oldest
    await get('/big/4');
    expect(cache.stats().bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect((await get('/big/1')).headers.get('x-local-cache')).toBe('hit');
    expect((await get('/big/2')).headers.get('x-local-cache')).toBe('miss');
    expect(cache.stats().evicted).toBeGreaterThanOrEqual(1);
  });

  it('does not keep an answer fetched while a purge happened (it may show the data before the change)', async () => {
    const slow = get('/slow');
    await new Promise((r) => setTimeout(r, 100));
    cache.purge(['jobs']);
    await slow;
    expect((await get('/slow')).headers.get('x-local-cache')).toBe('miss');
    expect((await get('/slow')).headers.get('x-local-cache')).toBe('hit');
  });
});

describe('purged by tag through the purge queue', () => {
  it('an approval queued by the jobs trigger drops the searches and the job page at the next queue run', async () => {
    const purge = cdnPurgeFromEnv({ LOCAL_CDN_PURGE_URL: listener.url, LOCAL_CDN_PURGE_SECRET: listener.secret })!;
    expect(purge).toBeDefined();
    await get('/jobs?q=all');
    await get(`/jobs/${job.slug}`);
    await get('/jobs?q=all');
    expect((await get(`/jobs/${job.slug}`)).text).toContain('job #1: Renal Dietitian');

    // An admin approves a pending job: the trigger queues job-{id}, jobs and sitemap-jobs.
    const pending = await insertJob(t.db, { title: 'Dialysis Nurse', status: 'pending' });
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', pending.id).execute());
    // Not yet purged: the CDN still has the old search (as on Netlify until the purge is sent).
    expect((await get('/jobs?q=all')).text).not.toContain('Dialysis Nurse');
    expect(await processCachePurges(t.db, purge)).toMatchObject({ purged: 1, failed: 0 });
    const search = await get('/jobs?q=all');
    expect(search.headers.get('x-local-cache')).toBe('miss');
    expect(search.text).toContain('Dialysis Nurse');
    // The job page is tagged with another job: still kept.
    expect((await get(`/jobs/${job.slug}`)).headers.get('x-local-cache')).toBe('hit');

    // An edit of the job itself drops its page.
    await withActor(t.db, service, (trx) =>
      trx.updateTable('jobs').set({ job_title: 'Senior Renal Dietitian' }).where('id', '=', job.id).execute(),
    );
    expect(await processCachePurges(t.db, purge)).toMatchObject({ purged: 1 });
    const edited = await get(`/jobs/${job.slug}`);
    expect(edited.headers.get('x-local-cache')).toBe('miss');
    expect(edited.text).toContain('Senior Renal Dietitian');
  });

  it('a purge the proxy refuses (a wrong secret) or cannot take (listener down) stays queued and is retried', async () => {
    await get('/jobs?q=retry');
    await withActor(t.db, service, (trx) =>
      trx.updateTable('jobs').set({ job_title: 'Renal Dietitian' }).where('id', '=', job.id).execute(),
    );
    const refused = await processCachePurges(t.db, localCdnPurge(listener.url, 'not-the-secret'));
    expect(refused).toMatchObject({ purged: 0, failed: 1 });
    expect(refused.error).toContain('403');
    expect((await get('/jobs?q=retry')).headers.get('x-local-cache')).toBe('hit');
    const down = await processCachePurges(t.db, localCdnPurge(`http://127.0.0.1:${await freePort()}/purge`, listener.secret), {
      now: () => new Date(Date.now() + 10 * 60_000),
    });
    expect(down).toMatchObject({ purged: 0, failed: 1 });
    // The next run after the backoff sends it.
    const later = () => new Date(Date.now() + 60 * 60_000);
    expect(await processCachePurges(t.db, localCdnPurge(listener.url, listener.secret), { now: later })).toMatchObject({
      purged: 1,
      failed: 0,
    });
    expect((await get('/jobs?q=retry')).headers.get('x-local-cache')).toBe('miss');
  });

  it('the purge listener takes only POST /purge with this run’s secret and a list of tags', async () => {
    const post = (body: string, secret = listener.secret) =>
      fetch(listener.url, { method: 'POST', headers: { 'x-local-cdn-purge-secret': secret }, body }).then((r) => r.status);
    expect(await post('{"tags":["jobs"]}', 'x'.repeat(listener.secret.length))).toBe(403);
    expect(await post('{"tags":["jobs"]}', '')).toBe(403);
    expect(await post('{"tags":"jobs"}')).toBe(400);
    expect(await post('not json')).toBe(400);
    expect((await fetch(listener.url)).status).toBe(404);
    expect(await post('{"tags":["jobs"]}')).toBe(200);
    expect(new URL(listener.url).hostname).toBe('127.0.0.1');
  });

  it('a change made straight in SQL is dropped as it commits (NOTIFY cache_purge): the next request is never answered stale', async () => {
    const notifications = listenForPurgeNotifications(t.url, cache);
    const synced = createProxyServer(() => upstreamPort, undefined, cache, notifications.caughtUp);
    const port = await freePort();
    await new Promise<void>((r) => synced.listen(port, '127.0.0.1', () => r()));
    const at = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({ cache: r.headers.get('x-local-cache'), text: await r.text() }));
    try {
      // Listening once a purge announced now reaches the cache.
      await expect
        .poll(
          async () => {
            await at('/jobs?q=notify');
            await withActor(t.db, service, (trx) => sql`select public.queue_cache_purge(array['jobs'])`.execute(trx));
            return (await at('/jobs?q=notify')).cache;
          },
          { timeout: 5000, interval: 100 },
        )
        .toBe('miss');
      // Each edit is committed, then the page asked at once (no wait, no queue run): never the kept one.
      for (let i = 1; i <= 10; i++) {
        await at(`/jobs/${job.slug}`);
        expect((await at(`/jobs/${job.slug}`)).cache).toBe('hit');
        await withActor(t.db, service, (trx) =>
          trx
            .updateTable('jobs')
            .set({ job_title: `Renal Dietitian ${i}` })
            .where('id', '=', job.id)
            .execute(),
        );
        const page = await at(`/jobs/${job.slug}`);
        expect(page.cache).toBe('miss');
        expect(page.text).toContain(`Renal Dietitian ${i}`);
      }
      // The queue still holds the requests: its run sends them (again) and marks them done.
      expect(await processCachePurges(t.db, localCdnPurge(listener.url, listener.secret))).toMatchObject({ failed: 0 });
    } finally {
      await new Promise<void>((r) => synced.close(() => r()));
      await notifications.stop();
    }
  });

  it('a withdrawn job answers 404 at once although its page is kept', async () => {
    await get(`/jobs/${job.slug}`);
    expect((await get(`/jobs/${job.slug}`)).headers.get('x-local-cache')).toBe('hit');
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'withdrawn' }).where('id', '=', job.id).execute());
    // No purge sent: the withdrawn guard answers before the cache (its list is at most a second old).
    await expect.poll(async () => (await get(`/jobs/${job.slug}`)).status, { timeout: 3000, interval: 50 }).toBe(404);
  });
});
