import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { LocalSite } from '../../scripts/lib/local-site/local-site';
import { staticFileFor } from '../../scripts/lib/local-site/static-files';
import { headerCsp } from '~/server/http/security-headers';

// The local site (npm start) when its site server crashes: a fake build whose server exits on
// /crash. The proxy must serve the build's static pages itself, answer the rest 503 and start
// the server again without anyone's help.

const fakeServer = `
import http from 'node:http';
http.createServer((req, res) => {
  if (req.url === '/crash') process.exit(1);
  res.writeHead(200, { 'content-type': req.url.startsWith('/api/') ? 'application/json' : 'text/html' });
  res.end(req.url.startsWith('/api/') ? JSON.stringify({ from: 'server', pid: process.pid }) : 'page from the server');
}).listen(Number(process.env.PORT), process.env.HOST);
`;

const pagePolicies = {
  '/': "default-src 'self'; script-src 'self' 'sha256-home'; style-src 'self'",
  '/jobs': "default-src 'self'; script-src 'self' 'sha256-jobs'; style-src 'self'",
};
const siteWide = `default-src 'self'; script-src 'self' 'sha256-home' 'sha256-jobs'; style-src 'self', ${headerCsp}`;

async function fakeBuild(outDir: string) {
  await mkdir(path.join(outDir, 'server'), { recursive: true });
  await mkdir(path.join(outDir, 'client', 'jobs'), { recursive: true });
  await mkdir(path.join(outDir, 'client', '_astro'), { recursive: true });
  await writeFile(path.join(outDir, 'server', 'entry.mjs'), fakeServer);
  await writeFile(path.join(outDir, 'client', 'index.html'), '<h1>home from the build</h1>');
  await writeFile(path.join(outDir, 'client', 'jobs', 'index.html'), '<h1>jobs from the build</h1>');
  await writeFile(path.join(outDir, 'client', '_astro', 'app.js'), 'console.log(1)');
  // Each prerendered page's own policy, as the Node adapter lists them (staticHeaders).
  const listed = Object.entries(pagePolicies).map(([pathname, value]) => ({
    pathname,
    headers: [{ key: 'Content-Security-Policy', value }],
  }));
  await writeFile(path.join(outDir, '_headers.json'), JSON.stringify(listed));
  return { ms: 0 };
}

let dir: string;
let site: LocalSite;
let base: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-site-crash-'));
  const port = await freePort();
  site = new LocalSite({ buildsDir: path.join(dir, 'builds'), host: '127.0.0.1', port, build: fakeBuild });
  await site.start();
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await site.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The Content-Security-Policy of the last answer `get` read (read there: the server is down only half a second). */
let lastPolicy: string | null = null;
const get = async (pathname: string, init?: RequestInit) => {
  const response = await fetch(`${base}${pathname}`, init);
  lastPolicy = response.headers.get('content-security-policy');
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('the site server crashes', () => {
  it('serves static pages from the build, answers the rest 503, and is started again by itself', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: 'page from the server' });
    const before = JSON.parse((await get('/api/ping')).body) as { pid: number };

    // An answer without a policy of its own (this fake server sends none) gets the build's site-wide one.
    expect(lastPolicy).toBe(siteWide);

    expect((await get('/crash')).status).toBe(503);
    // Down: prerendered pages and assets come from the build folder…
    // Each page the build listed keeps its own policy (ours beside it); a file gets the site-wide one.
    expect(await get('/')).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: '<h1>home from the build</h1>' });
    expect(lastPolicy).toBe(`${pagePolicies['/']}, ${headerCsp}`);
    expect(await get('/jobs')).toMatchObject({ status: 200, body: '<h1>jobs from the build</h1>' });
    expect(await get('/jobs/')).toMatchObject({ status: 200, body: '<h1>jobs from the build</h1>' });
    expect(lastPolicy).toBe(`${pagePolicies['/jobs']}, ${headerCsp}`);
    expect(await get('/_astro/app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(lastPolicy).toBe(siteWide);
    // …on-demand routes answer 503 with a clear message, never the build's files outside client/.
    expect(await get('/api/ping')).toEqual({
      status: 503,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ error: 'The site is restarting. Please reload in a moment.' }),
    });
    const page = await get('/jobs/approved-after-the-build', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.body).toContain('<h1>The site is restarting</h1>');
    expect((await get('/api/ping', { method: 'POST', body: 'x' })).status).toBe(503);
    expect((await get('/%2e%2e/server/entry.mjs')).status).toBe(503);

    // The supervisor starts the server again (first delay 0.5 s).
    let after: { pid: number } | undefined;
    for (let i = 0; i < 100 && !after; i++) {
      const answer = await get('/api/ping');
      if (answer.status === 200) after = JSON.parse(answer.body) as { pid: number };
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(after).toBeDefined();
    expect(after!.pid).not.toBe(before.pid);
    expect(await get('/')).toMatchObject({ status: 200, body: 'page from the server' });
  });
});

describe('staticFileFor', () => {
  it('finds a page the way the standalone server does and never leaves the folder', async () => {
    const root = path.join(dir, 'static');
    await fakeBuild(root);
    const client = path.join(root, 'client');
    expect(await staticFileFor(client, '/')).toBe(path.join(client, 'index.html'));
    expect(await staticFileFor(client, '/jobs')).toBe(path.join(client, 'jobs', 'index.html'));
    expect(await staticFileFor(client, '/_astro/app.js')).toBe(path.join(client, '_astro', 'app.js'));
    for (const outside of [
      '/../server/entry.mjs',
      '/%2e%2e/server/entry.mjs',
      '/..%2fserver%2fentry.mjs',
      '/%00',
      '/%E0%A4%A',
      '/missing',
    ]) {
      expect(await staticFileFor(client, outside), outside).toBeUndefined();
    }
  });
});
