import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { sessionUserFrom } from '~/server/auth/claims';
import { localAuthProvider } from '~/server/auth/local-provider';
import { authActions } from '~/actions/auth';
import { callFormAction } from '../helpers/form-action';
import type { AuthProvider } from '~/server/auth/provider';
import { server } from '~/actions';
import { isInputError } from 'astro:actions';
import { closeAllDbs } from '~/server/db/client';
import { formEnvironment, sendForm } from '../helpers/form-actions';
import { actionContext } from '../helpers/actions';
import { adminFormAnswer } from '~/actions/admin-form-results';
import { beaconHandler } from '~/server/analytics/beacon';
import { fallbackJob } from '~/server/jobs/fallback';
import { createProxyServer } from '../../scripts/lib/local-site/proxy';

// The small 5xx the fuzzer found, each through the real handler with a real Request and
// the real database, and the local proxy's answers to requests the site must refuse.

let t: TestDatabase;
let provider: AuthProvider;
const site = 'http://localhost:4321';
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // the actions use the process's database
  provider = localAuthProvider(t.db, 'bad-input-test-secret-0123456789-abcdef');
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret: 'coaching-secret-0123456789-abcdefghij', inbox: 'team@gulfjobs.example' });
});
afterAll(async () => {
  await closeAllDbs(); // the pools the actions opened from DATABASE_URL
  await t.drop();
});
const formData = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const asAdmin = actionContext({ user: admin });

const from = () => `10.9.0.${(address += 1)}`;
/** The sign-in form posted to actions.auth.signIn; the /auth page redirects only to a `next` it returns. */
const signIn = (fields: Record<string, string>) =>
  callFormAction(authActions(async () => ({ provider, db: t.db, secret: 'bad-input-test-secret-0123456789-abcdef' })).signIn, fields, {
    address: from(),
  });

describe('redirect targets from input', () => {
  it('a form sign-in with next=/%C4%80 is refused with its reason, not a 500; a signed-in one goes to the encoded path', async () => {
    const refused = await signIn({ email: 'nobody@example.com', password: 'wrong-password', next: '/\u0100' });
    expect(refused).toMatchObject({ status: 401, error: { message: 'Invalid email or password.' } });
    await provider.createOrPromoteAdmin('next-test@gulfjobs.example', 'next test password');
    expect((await signIn({ email: 'next-test@gulfjobs.example', password: 'next test password', next: '/%C4%80' })).data?.next).toBe(
      '/%C4%80',
    );
  });

  it('a 20,000-character email or next is a clear 4xx and never a redirect target (was 502 behind a proxy)', async () => {
    const long = 'a'.repeat(20_000);
    const attempts: [Record<string, string>, number][] = [
      [{ email: `${long}@example.com`, password: 'whatever-pass' }, 400],
      [{ email: 'x@example.com', password: 'whatever-pass', next: `/${long}` }, 401],
      [{ email: long, password: '' }, 400],
    ];
    for (const [fields, status] of attempts) {
      const response = await signIn(fields);
      expect(response.status).toBe(status);
      expect(response.data).toBeUndefined();
    }
    await provider.createOrPromoteAdmin('long-next@gulfjobs.example', 'long next password');
    expect((await signIn({ email: 'long-next@gulfjobs.example', password: 'long next password', next: `/${long}` })).data?.next).toBe('/');
  });

  it('an admin form posted on /..//evil.example comes back to this site (was an open redirect)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const fields = { id, action: 'delete' };
    for (const page of [
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/./..//evil.example/x',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/ok\u0001',
    ]) {
      const posted = new URL(`${page}?_action=admin.moderateJob`, site);
      const response = adminFormAnswer(
        'admin.moderateJob',
        posted,
        await server.admin.moderateJob.call(asAdmin, formData(fields)),
        formData(fields),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^\/(?![/\\])/);
      expect(new URL(response.headers.get('location')!, site).origin).toBe(site);
    }
    const rebuild = adminFormAnswer(
      'admin.rebuildNow',
      new URL('/..//evil.example?_action=admin.rebuildNow', site),
      await server.admin.rebuildNow.call(asAdmin, new FormData()),
      new FormData(),
    );
    expect(rebuild.headers.get('location')).toMatch(/^\/admin\/review-jobs/);
  });
});

describe('ids and addresses', () => {
  it('a 36-character admin job or invitation id that is not a UUID is 404 (was 503)', async () => {
    const notUuid = 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'.replace(/z/g, '-').replace(/^-/, 'a');
    for (const id of [notUuid, '------------------------------------', 'gggggggg-gggg-gggg-gggg-gggggggggggg']) {
      expect((await server.admin.moderateJob.call(asAdmin, formData({ id, action: 'approve' }))).error?.status).toBe(404);
      const edit = { id, companyName: 'A', jobTitle: 'x', jobDescription: 'x', location: 'Doha', contactEmail: 'hr@example.com' };
      expect((await server.admin.editJob.call(asAdmin, formData(edit))).error?.status).toBe(404);
      expect((await server.admin.revokeInvitation.call(asAdmin, formData({ id }))).error?.status).toBe(404);
    }
    expect(
      (await server.admin.moderateJob.call(asAdmin, formData({ id: '0123456789abcdef0123456789abcdef0123', action: 'approve' }))).error
        ?.status,
    ).toBe(404);
  });

  it('coaching with a,b@example.com is a 400 the form shows (was 503 when the outbox refused it)', async () => {
    const booking = {
      firstName: 'Aisha',
      lastName: 'Khan',
      email: 'a,b@example.com',
      coachingType: 'industry-specific',
      goals: 'Pass my interview',
    };
    const { error } = await sendForm(server.forms.coaching, booking, { from: from() });
    expect(error?.status).toBe(400);
    expect(isInputError(error) && error.fields).toEqual({ email: ['Please enter a valid email address.'] });
  });
});

describe('NUL bytes in fields', () => {
  it('are refused with 400 before PostgreSQL sees them (was 503)', async () => {
    const nul = 'bad\u0000value';
    // The admin actions: a NUL in a field the schema accepts is refused by the handler; a path
    // with NUL fails the path's own rule first. Either way a 400 and nothing stored.
    const draft = { title: nul, company: 'A', location: 'Dubai', description: 'x', url: 'https://careers.example/job' };
    const refused = [
      await server.admin.saveSeoOverride.call(asAdmin, { path: '/jobs', title: nul, keywords: [] } as never),
      await server.admin.saveScrapedJob.call(asAdmin, draft),
      await server.admin.editJob.call(
        asAdmin,
        formData({
          id: '00000000-0000-4000-8000-000000000000',
          companyName: nul,
          jobTitle: 'x',
          jobDescription: 'x',
          location: 'Doha',
          contactEmail: 'hr@example.com',
        }),
      ),
    ];
    for (const { error } of refused) expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/NUL/) });
    expect((await server.admin.saveSeoOverride.call(asAdmin, { path: `/jobs${nul}` } as never)).error?.code).toBe('BAD_REQUEST');
    expect(await t.db.selectFrom('seo_overrides').select('path').execute()).toEqual([]);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    const answers = [
      await beaconHandler(
        new Request(`${site}/api/beacon`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' },
          body: JSON.stringify({ p: `/jobs${nul}`, a: nul }),
        }),
        { db: t.db, ownHosts: ['localhost'], rateLimitSecret: 'beacon-secret' },
      ),
    ];
    for (const response of answers) {
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/NUL/);
    }
    const booking = { firstName: 'Aisha', lastName: 'Khan', email: 'aisha@example.com', coachingType: 'industry-specific', goals: nul };
    const forms = [
      await sendForm(server.forms.coaching, booking, { from: from() }),
      await sendForm(
        server.forms.contact,
        { firstName: 'A', lastName: 'K', email: 'a@example.com', subject: 'other', message: nul },
        { from: from() },
      ),
      await sendForm(
        server.forms.postJob,
        { companyName: nul, jobTitle: 'Nurse', jobDescription: 'x', location: 'Doha', contactEmail: 'hr@example.com' },
        { from: from() },
      ),
    ];
    for (const { error } of forms) expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, message: expect.stringMatching(/NUL/) });
    expect(await t.db.selectFrom('coaching_requests').select('id').execute()).toEqual([]);
  });

  it('a job page path with NUL is not found, not a database error', async () => {
    expect(await fallbackJob('slug\u0000x')).toEqual({ kind: 'not-found' });
  });
});

describe('the local proxy refuses what the site must not see', () => {
  let upstream: http.Server;
  let proxy: http.Server;
  let port: number;
  let forwarded = 0;

  beforeAll(async () => {
    const upstreamPort = await freePort();
    upstream = http.createServer((_req, res) => {
      forwarded += 1;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('upstream');
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

  /** A raw HTTP/1.1 exchange: the status line, or 'reset' when the connection was reset. */
  const raw = (request: string): Promise<string> =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(answer ? answer.split('\r\n')[0]! : (error.code ?? 'error')));
      socket.on('close', () => resolve(answer.split('\r\n\r\n')[0]!));
      socket.write(request);
    });

  it('TRACE (which the site server cannot even parse into a Request: 500) is 405 with Allow', async () => {
    const head = await raw('TRACE /api/jobs HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1.1 405/);
    expect(head.toLowerCase()).toContain('allow: get, head, post, put, patch, delete, options');
  });

  it('a long query string is 414 and big headers 431, answered instead of a reset', async () => {
    expect(await raw(`GET /jobs?q=${'x'.repeat(10_000)} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`)).toMatch(
      /^HTTP\/1.1 414/,
    );
    expect(await raw(`GET /jobs?q=${'x'.repeat(40_000)} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`)).toMatch(
      /^HTTP\/1.1 414/,
    );
    // Beyond what Node reads (64 KB) the request is still answered, as too large, not reset.
    expect(await raw(`GET /jobs?q=${'x'.repeat(200_000)} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`)).toMatch(
      /^HTTP\/1.1 (414|431)/,
    );
    expect(await raw(`GET /jobs HTTP/1.1\r\nhost: localhost\r\nx-big: ${'y'.repeat(20_000)}\r\nconnection: close\r\n\r\n`)).toMatch(
      /^HTTP\/1.1 431/,
    );
    expect(await raw(`GET /jobs HTTP/1.1\r\nhost: localhost\r\nx-big: ${'y'.repeat(200_000)}\r\nconnection: close\r\n\r\n`)).toMatch(
      /^HTTP\/1.1 431/,
    );
  });

  it('%00 in a path or query is 400 and never forwarded', async () => {
    const before = forwarded;
    expect(await raw('GET /jobs/abc%00def HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n')).toMatch(/^HTTP\/1.1 400/);
    expect(await raw('GET /api/jobs?q=a%00 HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n')).toMatch(/^HTTP\/1.1 400/);
    expect(forwarded).toBe(before);
    expect(await raw('GET /jobs?q=ok HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n')).toMatch(/^HTTP\/1.1 200/);
  });
});
