import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../helpers/jobs';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { service, withActor } from '~/server/db/context';
import { processRebuilds } from '~/server/rebuild/worker';
import { withdrawnJobsHandler } from '~/server/rebuild/withdrawn-jobs-handler';
import { createProxyServer } from '../../scripts/lib/local-site/proxy';

// The local site: the proxy in front of a site server that still has the prerendered pages of
// the last successful build (a fake one here, serving a "stale page" for every job path and the
// real /api/withdrawn-jobs from the database).

let t: TestDatabase;
let upstream: http.Server;
let proxy: http.Server;
let base: string;

beforeAll(async () => {
  t = await freshDatabase();
  const upstreamPort = await freePort();
  upstream = http.createServer(async (req, res) => {
    if (req.url === '/api/withdrawn-jobs') {
      const answer = await withdrawnJobsHandler(t.db);
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
    } else if (req.url === '/404') {
      // Like the standalone server: its own 404 page, with status 404.
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>404 - Page Not Found</h1>');
    } else {
      res
        .writeHead(200, { 'content-type': 'text/html', 'last-modified': new Date(0).toUTCString() })
        .end(`stale static page of ${req.url}`);
    }
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
  await t.drop();
});

const addJob = (title: string) => insertJob(t.db, { title });
/** The status and page through the proxy now. */
const statusOf = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, text: await response.text() };
};
/** The guard caches the withdrawn list for a second: poll until it has caught up. */
const catchingUp = { timeout: 10_000, interval: 50 };

describe('a job withdrawn while builds fail', () => {
  it('answers 404 through the local proxy although its stale static page is still served upstream', async () => {
    const kept = await addJob('ICU Nurse');
    const rejected = await addJob('Ward Nurse');
    const deleted = await addJob('Theatre Nurse');
    expect(await processRebuilds(t.db, async () => 'live')).toMatchObject({ kind: 'built' });
    expect((await fetch(`${base}/jobs/${rejected.slug}`)).status).toBe(200);

    // Builds fail from now on; the admin rejects one job and deletes another.
    expect(
      await processRebuilds(t.db, async () => {
        throw new Error('astro build exited with code 1');
      }),
    ).toEqual({ kind: 'idle' });
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'rejected' }).where('id', '=', rejected.id).execute());
    await withActor(t.db, service, (trx) => trx.deleteFrom('jobs').where('id', '=', deleted.id).execute());
    expect(
      await processRebuilds(t.db, async () => {
        throw new Error('astro build exited with code 1');
      }),
    ).toMatchObject({ kind: 'failed' });

    for (const path of [`/jobs/${rejected.slug}`, `/jobs/${deleted.slug}/`, `/job/${deleted.id}`, `/job/${rejected.id}`]) {
      await expect
        .poll(() => statusOf(path), { ...catchingUp, message: path })
        .toEqual({ status: 404, text: '<h1>404 - Page Not Found</h1>' });
    }
    const head = await fetch(`${base}/jobs/${rejected.slug}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    // The public job and everything else still come from the site server.
    expect(await statusOf(`/jobs/${kept.slug}`)).toEqual({ status: 200, text: `stale static page of /jobs/${kept.slug}` });
    expect((await fetch(`${base}/jobs`)).status).toBe(200);
  });
});
