import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { bcryptRounds, localAuthProvider, localSessionCookie, timingDummyHash } from '~/server/auth/local-provider';
import { authActions } from '~/actions/auth';
import { astroCookiesFor } from '../helpers/astro-cookies';
import { actionContext } from '../helpers/actions';
import { callFormAction } from '../helpers/form-action';
import { answerAdminGate } from '~/server/http/admin-gate';
import { gatedAdmin } from '~/server/auth/gated-admin';
import { ensureLocalAdmin } from '~/server/auth/local-admin';
import { envSchema } from '~/server/env';
import { asUserActor, withActor } from '~/server/db/context';
import { analyticsHandler } from '~/server/analytics/handlers';
import { isInputError } from 'astro:actions';
import type { AuthProvider } from '~/server/auth/provider';

const secret = 'integration-test-secret-0123456789-abcdefgh';
let database: TestDatabase;
let provider: AuthProvider;

beforeAll(async () => {
  database = await freshDatabase();
  provider = localAuthProvider(database.db, secret);
  await provider.createOrPromoteAdmin('boss@gulfjobs.example', 'correct horse battery');
  await database.db
    .insertInto('auth.users')
    .values({
      email: 'reader@gulfjobs.example',
      encrypted_password: await import('bcryptjs').then((b) => b.default.hash('reader-pass', 4)),
    })
    .execute();
});
afterAll(() => database.drop());

const site = 'http://localhost:4321';
const actions = (p: () => AuthProvider = () => provider) => authActions(async () => ({ provider: p(), db: database.db, secret }));
/** The sign-in form posted to actions.auth.signIn (at `url`, with the browser's `cookie`). */
const signIn = (fields: Record<string, string>, options: { url?: string; cookie?: string; with?: AuthProvider } = {}) =>
  callFormAction(actions(() => options.with ?? provider).signIn, fields, options);
const signOut = (cookie?: string) => callFormAction(actions().signOut, {}, { cookie });
const cookieFrom = (call: { setCookies: string[] }) => call.setCookies.find((c) => c.startsWith(`${localSessionCookie}=`))?.split(';')[0];
const userFor = async (cookie: string | undefined, p: AuthProvider = provider) => {
  const request = new Request(site, { headers: cookie ? { cookie } : {} });
  return p.currentUser({ request, cookies: astroCookiesFor(request) });
};

describe('local sign-in endpoint', () => {
  it('signs an admin in with an HttpOnly, SameSite session cookie and reports the user', async () => {
    const response = await signIn({ email: 'Boss@GulfJobs.example', password: 'correct horse battery' });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ user: { email: 'boss@gulfjobs.example', isAdmin: true }, next: '/' });
    const line = response.setCookies[0] ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=28800/);
    expect(line).not.toMatch(/Secure/);
    const user = await userFor(cookieFrom(response));
    expect(user).toMatchObject({ email: 'boss@gulfjobs.example', isAdmin: true });
    expect(user?.claims).toMatchObject({ role: 'authenticated', app_metadata: { role: 'admin' } });
  });

  it('marks the cookie Secure on https', async () => {
    const response = await signIn(
      { email: 'boss@gulfjobs.example', password: 'correct horse battery' },
      { url: 'https://gulfjobs.example/auth' },
    );
    expect(response.setCookies[0]).toMatch(/; Secure/);
  });

  it('a signed-in non-admin is not an admin', async () => {
    const response = await signIn({ email: 'reader@gulfjobs.example', password: 'reader-pass' });
    expect(response.data).toMatchObject({ user: { email: 'reader@gulfjobs.example', isAdmin: false } });
  });

  it.each([
    [{ email: 'boss@gulfjobs.example', password: 'wrong password' }, 401, 'Invalid email or password.'],
    [{ email: 'nobody@gulfjobs.example', password: 'whatever1' }, 401, 'Invalid email or password.'],
    [{ email: 'boss', password: 'whatever1' }, 400, 'Invalid email address'],
    [{ email: 'boss@gulfjobs.example', password: '123' }, 400, 'Password must be at least 6 characters'],
  ])('%j → %i %s, no cookie', async (body, status, error) => {
    const response = await signIn(body);
    expect(response.status).toBe(status);
    expect(response.error && isInputError(response.error) ? response.error.issues[0]?.message : response.error?.message).toBe(error);
    expect(response.setCookies).toEqual([]);
  });

  it('an unknown e-mail still costs a full bcrypt compare, at the cost real passwords are hashed with', async () => {
    expect(bcrypt.getRounds(timingDummyHash)).toBe(bcryptRounds);
    const compare = vi.fn((password: string, hash: string) => bcrypt.compare(password, hash));
    const counted = localAuthProvider(database.db, secret, { compare });
    const response = await signIn({ email: 'nobody-at-all@gulfjobs.example', password: 'whatever1' }, { with: counted });
    expect(response.status).toBe(401);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(compare).toHaveBeenCalledWith('whatever1', timingDummyHash);
  });

  it('takes a form only: anything else is a clear 415', async () => {
    const request = new Request(`${site}/_actions/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { error } = await actions().signIn.call(actionContext({ request, cookies: astroCookiesFor(request) }), {
      email: 'boss@gulfjobs.example',
    } as unknown as FormData); // what a JSON call would hand it
    expect(error).toMatchObject({ status: 415, message: 'This action only accepts FormData.' });
  });

  it('sends a signed-in form on to a safe next path; a refused one says why (the /auth page shows it with the e-mail typed)', async () => {
    const ok = await signIn({ email: 'boss@gulfjobs.example', password: 'correct horse battery', next: '/admin/review-jobs' });
    expect(ok.data?.next).toBe('/admin/review-jobs');
    expect(cookieFrom(ok)).toBeDefined();
    const evil = await signIn({ email: 'boss@gulfjobs.example', password: 'correct horse battery', next: '//evil.example' });
    expect(evil.data?.next).toBe('/');
    const wrong = await signIn({ email: 'boss@gulfjobs.example', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe('Invalid email or password.');
  });

  it('refuses forged, expired and orphaned sessions', async () => {
    expect(await userFor(`${localSessionCookie}=garbage.value`)).toBeNull();
    const response = await signIn({ email: 'reader@gulfjobs.example', password: 'reader-pass' });
    const cookie = cookieFrom(response);
    expect(await userFor(cookie)).not.toBeNull();
    const other = localAuthProvider(database.db, `${secret}-other`);
    expect(await userFor(cookie, other)).toBeNull();
    await database.db.deleteFrom('auth.users').where('email', '=', 'reader@gulfjobs.example').execute();
    expect(await userFor(cookie)).toBeNull();
  });

  it('sign-out clears the session cookie and the header hint', async () => {
    const out = await signOut();
    expect(out.status).toBe(200);
    expect(out.data).toEqual({ user: null });
    expect(out.setCookies[0]).toMatch(
      new RegExp(`^${localSessionCookie}=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$`),
    );
    expect(out.setCookies[1]).toMatch(/^gj_signed_in=deleted; /);
  });

  it('a signed-in admin acts as admin in SQL (is_admin() through the claims)', async () => {
    const response = await signIn({ email: 'boss@gulfjobs.example', password: 'correct horse battery' });
    const user = await userFor(cookieFrom(response));
    const result = await withActor(database.db, asUserActor(user!.claims), (trx) =>
      sql<{ admin: boolean }>`select public.is_admin() as admin`.execute(trx),
    );
    expect(result.rows[0]?.admin).toBe(true);
  });
});

describe('admins are created only by command', () => {
  it('createOrPromoteAdmin promotes an existing user without changing the password', async () => {
    await database.db
      .insertInto('auth.users')
      .values({
        email: 'later@gulfjobs.example',
        encrypted_password: await import('bcryptjs').then((b) => b.default.hash('later-pass', 4)),
      })
      .execute();
    expect(await provider.createOrPromoteAdmin('later@gulfjobs.example', 'ignored-password')).toEqual({ created: false });
    const response = await signIn({ email: 'later@gulfjobs.example', password: 'later-pass' });
    expect(response.data).toMatchObject({ user: { isAdmin: true } });
  });

  it('ensureLocalAdmin creates the admin once, keeps its password file, and repairs a changed password', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-admin-'));
    try {
      const env = envSchema.parse({ DATA_DIR: dir });
      const first = await ensureLocalAdmin(database.db, env);
      expect(first.email).toBe('admin@gulfjobs.local');
      expect(first.password.length).toBeGreaterThanOrEqual(12);
      expect((await readFile(path.join(dir, 'admin-password'), 'utf8')).trim()).toBe(first.password);
      const second = await ensureLocalAdmin(database.db, env);
      expect(second.password).toBe(first.password);
      const before = cookieFrom(await signIn({ email: 'admin@gulfjobs.local', password: first.password }));
      expect(await userFor(before)).not.toBeNull();
      const count = await database.db
        .selectFrom('auth.users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('email', '=', 'admin@gulfjobs.local')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
      await writeFile(path.join(dir, 'admin-password'), 'a-new-password-chosen-by-hand\n');
      const third = await ensureLocalAdmin(database.db, env);
      expect(third.password).toBe('a-new-password-chosen-by-hand');
      expect(await userFor(before)).toBeNull(); // a repaired password ends the sessions of the old one
      const response = await signIn({ email: 'admin@gulfjobs.local', password: third.password });
      expect(response.data).toMatchObject({ user: { email: 'admin@gulfjobs.local', isAdmin: true } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('sessions end on the server (sign-out, password change, admin removal)', () => {
  /** GET /api/admin/analytics as the middleware serves it: the user comes from the cookie, then the admin gate. */
  const adminGet = async (cookie: string | undefined) => {
    const url = new URL(`${site}/api/admin/analytics`);
    const locals = { user: await userFor(cookie) };
    const context = { routePattern: '/api/admin/analytics', url, request: new Request(url), locals };
    return (await answerAdminGate(context, () => analyticsHandler(url, database.db, gatedAdmin(locals)))).status;
  };
  const signedInAs = async (email: string, password: string) => {
    const cookie = cookieFrom(await signIn({ email, password }));
    expect(cookie).toBeDefined();
    return cookie!;
  };
  beforeAll(async () => {
    await provider.createOrPromoteAdmin('mod@gulfjobs.example', 'moderator-pass-1');
  });

  it('after sign-out the old cookie gets 401 from an admin endpoint; the same admin’s other browser stays signed in', async () => {
    const laptop = await signedInAs('mod@gulfjobs.example', 'moderator-pass-1');
    const phone = await signedInAs('mod@gulfjobs.example', 'moderator-pass-1');
    expect(await adminGet(laptop)).toBe(200);
    const out = await signOut(laptop);
    expect(out.status).toBe(200);
    // A copy of the cookie kept from before sign-out (stolen, or a browser that ignored the deletion).
    expect(await adminGet(laptop)).toBe(401);
    expect(await adminGet(phone)).toBe(200);
  });

  it('a password change (an accepted invitation for an existing account) ends every session of that user', async () => {
    const laptop = await signedInAs('mod@gulfjobs.example', 'moderator-pass-1');
    const phone = await signedInAs('mod@gulfjobs.example', 'moderator-pass-1');
    const bystander = await signedInAs('boss@gulfjobs.example', 'correct horse battery');
    expect(await provider.setUpInvitedAdmin('mod@gulfjobs.example', 'moderator-pass-2')).toEqual({ created: false });
    expect(await adminGet(laptop)).toBe(401);
    expect(await adminGet(phone)).toBe(401);
    expect(await adminGet(bystander)).toBe(200);
    expect(await adminGet(await signedInAs('mod@gulfjobs.example', 'moderator-pass-2'))).toBe(200);
  });

  it('removing an admin ends their sessions at once', async () => {
    const cookie = await signedInAs('mod@gulfjobs.example', 'moderator-pass-2');
    expect(await adminGet(cookie)).toBe(200);
    expect(await provider.removeAdmin('MOD@gulfjobs.example')).toEqual({ removed: true });
    expect(await adminGet(cookie)).toBe(401);
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from public.auth_sessions s join auth.users u on u.id = s.user_id where u.email = 'mod@gulfjobs.example'`.execute(
      database.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    // Signing in again gives a plain user, not an admin; removing a non-admin does nothing.
    expect(await adminGet(await signedInAs('mod@gulfjobs.example', 'moderator-pass-2'))).toBe(403);
    expect(await provider.removeAdmin('mod@gulfjobs.example')).toEqual({ removed: false });
    expect(await provider.removeAdmin('nobody@gulfjobs.example')).toEqual({ removed: false });
  });
});
