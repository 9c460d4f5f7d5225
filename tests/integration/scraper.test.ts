import { readFileSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { sessionUserFrom } from '~/server/auth/claims';
import { strictAddressGuard, type AddressGuard } from '~/server/scrape/address-guard';
import { fetchPage, type FetchPageOptions } from '~/server/scrape/fetch-page';
import { draftFromPage } from '~/server/scrape/extract';
import { isInputError } from 'astro:actions';
import { actionContext } from '../helpers/actions';
import { server as actions } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { fieldMessages } from '~/lib/action-errors';
import type { SessionUser } from '~/server/auth/types';
import { jobsForReview } from '~/server/moderation/queries';

// A fake job site on 127.0.0.1. The strict guard refuses it (loopback), so these tests pass a
// guard that lets 127.0.0.1 through and judges every other address strictly.
const fixture = (name: string) => readFileSync(new URL(`../fixtures/scrape/${name}`, import.meta.url));
const allowTestServer: AddressGuard = (address) => (address === '127.0.0.1' ? undefined : strictAddressGuard(address));
const html = { 'content-type': 'text/html; charset=utf-8' };

const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
  '/json-ld': (_, res) => res.writeHead(200, html).end(fixture('with-json-ld.html')),
  '/messy': (_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(fixture('messy.html')),
  '/moved': (_, res) => res.writeHead(301, { location: '/json-ld' }).end(),
  '/to-private': (_, res) => res.writeHead(302, { location: '/to-private-2' }).end(),
  '/to-private-2': (_, res) => res.writeHead(307, { location: 'http://10.20.30.40/admin' }).end(),
  '/to-metadata': (_, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-file': (_, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/huge': (_, res) => {
    res.writeHead(200, html);
    res.end(`<html><body><p>${'x'.repeat(3 * 1024 * 1024)}</p></body></html>`);
  },
  '/huge-chunked': (_, res) => {
    res.writeHead(200, html); // no content-length: the cap must stop the reading itself
    const chunk = `<p>${'y'.repeat(64 * 1024)}</p>`;
    let sent = 0;
    const more = () => {
      while (sent < 60 && res.write(chunk)) sent++;
      if (sent < 60) res.once('drain', more);
      else res.end();
    };
    more();
  },
  '/bomb': (_, res) => res.writeHead(200, { ...html, 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(5 * 1024 * 1024, 32))),
  '/slow': (_, res) => {
    res.writeHead(200, html);
    res.write('<html><body>'); // and nothing more
  },
  '/pdf': (_, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
  '/gone': (_, res) => res.writeHead(404, html).end('<h1>Not found</h1>'),
};

let server: http.Server;
let base: string;
let t: TestDatabase;
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
const reader = sessionUserFrom('7f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'reader@gulfjobs.example', {});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const route =
      routes[path] ??
      (path.startsWith('/loop/')
        ? (_: unknown, r: http.ServerResponse) => r.writeHead(302, { location: `/loop/${Number(path.slice(6)) + 1}` }).end()
        : undefined);
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // the actions use the process's database
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeAllDbs();
  await t.drop();
});

const fetchTest = (path: string, options: FetchPageOptions = {}) => fetchPage(`${base}${path}`, { guard: allowTestServer, ...options });

describe('fetchPage refuses what it must', () => {
  it('refuses the local server with the strict guard (loopback), before connecting', async () => {
    await expect(fetchPage(`${base}/json-ld`)).rejects.toThrow(
      'That address (127.0.0.1) points to this server itself (loopback), which the scraper may not fetch.',
    );
  });

  it('refuses a redirect chain that ends at a private address', async () => {
    await expect(fetchTest('/to-private')).rejects.toThrow(
      'That address (10.20.30.40) points to a private network, which the scraper may not fetch.',
    );
  });

  it('refuses a redirect to the cloud metadata service and to a file', async () => {
    await expect(fetchTest('/to-metadata')).rejects.toThrow(
      'That address (169.254.169.254) points to a cloud metadata service, which the scraper may not fetch.',
    );
    await expect(fetchTest('/to-file')).rejects.toThrow(
      'The page redirects to an address the scraper may not follow: Only http:// and https:// pages can be scraped, not file:// addresses.',
    );
  });

  it('follows at most 5 redirects', async () => {
    await expect(fetchTest('/loop/0')).rejects.toThrow(
      'The page redirected more than 5 times. Open it in a browser and paste the address it ends up at.',
    );
    await expect(fetchTest('/loop/0', { maxRedirects: 7 })).rejects.toThrow('more than 7 times');
  });

  it('refuses pages over 2 MB, with or without a length, compressed or not', async () => {
    const message = 'The page is larger than 2 MB, more than a job posting needs: the scraper stopped reading it.';
    await expect(fetchTest('/huge')).rejects.toThrow(message);
    await expect(fetchTest('/huge-chunked')).rejects.toThrow(message);
    await expect(fetchTest('/bomb')).rejects.toThrow(message);
  });

  it('gives up on a slow page when the time is up', async () => {
    const started = Date.now();
    await expect(fetchTest('/slow', { timeoutMs: 300 })).rejects.toThrow(
      'The page did not load within 0.3 seconds: the site may be slow or down. Try again later.',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses what is not a web page, other schemes and error answers', async () => {
    await expect(fetchTest('/pdf')).rejects.toThrow(
      "That address returns application/pdf, not a web page (HTML). Paste the address of the job posting's page.",
    );
    await expect(fetchTest('/gone')).rejects.toThrow(
      '127.0.0.1 answered 404 Not Found: the page could not be read. Check that the posting is still online.',
    );
    await expect(fetchPage('ftp://127.0.0.1/job.html', { guard: allowTestServer })).rejects.toThrow(
      'Only http:// and https:// pages can be scraped, not ftp:// addresses.',
    );
    await expect(fetchPage('file:///etc/passwd', { guard: allowTestServer })).rejects.toThrow(
      'Only http:// and https:// pages can be scraped, not file:// addresses.',
    );
  });

  it('judges every DNS answer, and connects to the address it judged (no second look-up)', async () => {
    const port = new URL(base).port;
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '192.168.1.20', family: 4 as const },
    ];
    await expect(fetchPage(`http://jobs.example:${port}/json-ld`, { guard: allowTestServer, resolve: mixed })).rejects.toThrow(
      'That address (192.168.1.20) points to a private network, which the scraper may not fetch.',
    );
    // "jobs.invalid" exists in no DNS: the page loads only because the connection is pinned to the judged answer.
    const pinned = await fetchPage(`http://jobs.invalid:${port}/json-ld`, {
      guard: allowTestServer,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(pinned.url).toBe(`http://jobs.invalid:${port}/json-ld`);
    await expect(fetchPage('http://metadata.google.internal/computeMetadata/v1/', { guard: allowTestServer })).rejects.toThrow(
      'That address (metadata.google.internal) points to a cloud metadata service, which the scraper may not fetch.',
    );
  });

  it('follows a permitted redirect and reports where the page was found', async () => {
    expect((await fetchTest('/moved')).url).toBe(`${base}/json-ld`);
  });
});

describe('extraction', () => {
  it('reads a JobPosting in JSON-LD first (inside @graph, past a broken block)', async () => {
    const page = await fetchTest('/json-ld');
    const draft = draftFromPage(page.html, page.url);
    expect(draft).toMatchObject({
      title: 'ICU Staff Nurse & Charge Nurse',
      company: 'Al Noor Hospital',
      location: 'Abu Dhabi, UAE or Al Ain, Abu Dhabi, UAE',
      salary: 'AED 14,000 - 18,000 per month',
      url: `${base}/json-ld`,
    });
    expect(draft.description).toBe(
      'Join our intensive care team.\n\n### Requirements\n\n- BSc Nursing\n- DOH licence or eligibility\n\nApply on our portal.',
    );
    expect(draft.markdown).toContain('Join our intensive care team at the largest hospital group');
    expect(draft.markdown).not.toContain('Log in');
  });

  it('reads messy HTML without JSON-LD: main content as markdown, the line guesses, the page charset', async () => {
    const page = await fetchTest('/messy');
    const draft = draftFromPage(page.html, page.url);
    expect(draft).toMatchObject({
      title: 'Mechanical Engineer (HVAC)',
      company: 'GulfBuild Contracting W.L.L.',
      location: 'Doha, Qatar',
      salary: 'QAR 12,000 – 15,000 per month',
    });
    expect(draft.markdown).toContain('## Requirements');
    expect(draft.markdown).toContain('Bachelor’s degree in Mechanical Engineering');
    for (const noise of ['cookies', 'Similar jobs', 'Find Jobs', 'All rights reserved', 'tracking', 'font-family'])
      expect(draft.markdown).not.toContain(noise);
    expect(draft.description.startsWith('# Mechanical Engineer')).toBe(false);
    expect(draft.description).not.toContain('**');
  });

  it('falls back to the defaults when the page says nothing', () => {
    const draft = draftFromPage('<html><body><p>Welcome to our website.</p></body></html>', 'https://x.example/');
    expect(draft).toMatchObject({
      title: 'Job Title Not Found',
      company: 'Unknown Company',
      location: 'Location Not Specified',
      salary: '',
    });
  });
});

// The island calls the actions with JSON; the tests hand them the parsed body, unchecked.
const scrape = (body: unknown, user: SessionUser | null = admin) => actions.admin.scrapeJob.call(actionContext({ user }), body as never);

describe('the admin.scrapeJob action', () => {
  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await scrape({ url: `${base}/json-ld` }, null)).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sign in as an admin to moderate jobs.',
    });
    expect((await scrape({ url: `${base}/json-ld` }, reader)).error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only admins can moderate jobs.',
    });
  });

  it('explains a missing or bad URL (400)', async () => {
    const missing = await scrape({ url: ' ' });
    expect(missing.error?.code).toBe('BAD_REQUEST');
    expect(fieldMessages(missing.error!)).toEqual({
      url: 'Please enter the URL of the job posting.',
    });
    const bad = await scrape({ url: 'javascript:alert(1)' });
    expect(fieldMessages(bad.error!)).toEqual({
      url: 'Please enter a valid URL, starting with http:// or https://',
    });
  });

  it('answers with the strict guard: this machine is refused (422); the draft is read as the action reads it', async () => {
    const refused = await scrape({ url: `${base}/messy` });
    expect(refused.error).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: 'That address (127.0.0.1) points to this server itself (loopback), which the scraper may not fetch.',
    });
    const page = await fetchPage(`${base}/messy`, { guard: allowTestServer });
    expect(draftFromPage(page.html, page.url)).toMatchObject({ title: 'Mechanical Engineer (HVAC)', url: `${base}/messy` });
  });
});

describe('the admin.saveScrapedJob action', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('jobs').execute();
  });
  const draft = {
    title: 'Mechanical Engineer (HVAC)',
    company: 'GulfBuild Contracting W.L.L.',
    location: 'Doha, Qatar',
    salary: 'QAR 12,000 - 15,000 per month',
    description: 'HVAC design and commissioning on a hospital project.',
    url: 'https://careers.gulfbuild.example/jobs/4411',
  };
  const save = (body: unknown, user: SessionUser | null = admin) =>
    actions.admin.saveScrapedJob.call(actionContext({ user }), body as never);
  const fieldErrorsOf = (result: Awaited<ReturnType<typeof save>>) => (result.error ? fieldMessages(result.error) : {});

  it('stores a pending job that applies at the source page, with the guessed category, for review', async () => {
    const { data, error } = await save(draft);
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ status: 'pending', category: 'engineering', title: 'Job Saved!' });
    const row = await t.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      application_type: 'url',
      application_url: draft.url,
      contact_email: null,
      job_title: draft.title,
      company_name: draft.company,
      location: 'Doha, Qatar',
      salary_range: draft.salary,
      category: 'engineering',
      created_by: admin.id,
    });
    const review = await jobsForReview(t.db, admin, { status: 'pending', page: 1 });
    expect(review.rows.map((r) => r.jobTitle)).toEqual([draft.title]);
  });

  it('keeps the reference category, and does not store the same page twice', async () => {
    expect((await save({ ...draft, category: 'construction' })).data).toMatchObject({ status: 'pending' });
    const again = await save({ ...draft, title: 'HVAC Engineer' });
    expect(again.error).toMatchObject({
      code: 'CONFLICT',
      message: 'This posting was saved before as "Mechanical Engineer (HVAC)" (pending): find it in Review Jobs.',
    });
    expect(await t.db.selectFrom('jobs').select('category').execute()).toEqual([{ category: 'construction' }]);
  });

  it('checks the draft like the post form, and refuses a default left in', async () => {
    const empty = await save({ ...draft, company: '' });
    expect(empty.error?.code).toBe('BAD_REQUEST');
    expect(isInputError(empty.error) && empty.error.issues[0]?.message).toBe('Company name is required');
    expect(fieldErrorsOf(empty)).toEqual({ company: 'Company name is required' });
    expect(fieldErrorsOf(await save({ ...draft, location: 'Location Not Specified' }))).toEqual({
      location: 'Replace "Location Not Specified" with where the job is.',
    });
    expect(fieldErrorsOf(await save({ ...draft, url: 'ftp://x.example/job' }))).toEqual({
      url: 'Please enter a valid URL, starting with http:// or https://',
    });
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('refuses visitors (401) and non-admins (403)', async () => {
    expect((await save(draft, null)).error?.code).toBe('UNAUTHORIZED');
    expect((await save(draft, reader)).error?.code).toBe('FORBIDDEN');
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
