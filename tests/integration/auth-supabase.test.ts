import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSupabaseAuth } from '../helpers/fake-supabase-auth';
import { astroCookiesFor, cookieHeaderFrom, setCookieLines } from '../helpers/astro-cookies';
import { supabaseAuthProvider, supabaseSessionCookie } from '~/server/auth/supabase-provider';
import { authActions } from '~/actions/auth';
import { callFormAction } from '../helpers/form-action';
import { answerAdminGate } from '~/server/http/admin-gate';
import { gatedAdmin } from '~/server/auth/gated-admin';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { sessionStore } from '~/server/auth/sessions';
import { analyticsHandler } from '~/server/analytics/handlers';

let fake: Awaited<ReturnType<typeof startFakeSupabaseAuth>>;
let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
  fake = await startFakeSupabaseAuth();
  fake.addUser('editor@gulfjobs.example', 'editor-password', { role: 'admin' });
  fake.addUser('reader@gulfjobs.example', 'reader-password');
});
afterAll(async () => {
  await fake.stop();
  await database.drop();
});
beforeEach(() => fake.setAccessTokenSeconds(3600));

const site = 'http://localhost:4321';
const provider = () =>
  supabaseAuthProvider({
    url: fake.url,
    publishableKey: fake.publishableKey,
    secretKey: fake.secretKey,
    sessions: sessionStore(database.db),
  });
const secret = 'integration-test-secret-0123456789-abcdefgh';
const sessionLines = (lines: readonly string[]) => lines.filter((c) => c.startsWith(supabaseSessionCookie));

const actions = () => authActions(async () => ({ provider: provider(), db: database.db, secret }));
/** The sign-in form posted to actions.auth.signIn. */
const signIn = (email: string, password: string, origin = site) =>
  callFormAction(actions().signIn, { email, password }, { url: `${origin}/auth` });
/** The sign-out form posted with the browser's cookies. */
const signOut = (cookie: string) => callFormAction(actions().signOut, {}, { cookie });
/** The Cookie header a browser sends after a sign-in response. */
const signedIn = async (email: string, password: string) => cookieHeaderFrom((await signIn(email, password)).setCookies);

/** One later request with that Cookie header: its user, and the Set-Cookie lines it answers with. */
async function visit(cookie: string) {
  const request = new Request(`${site}/admin/review-jobs`, { headers: { cookie } });
  const cookies = astroCookiesFor(request);
  const user = await provider().currentUser({ request, cookies });
  return { user, setCookies: setCookieLines(cookies) };
}

/** The session @supabase/ssr keeps in its cookie (base64url JSON, maybe split in chunks). */
const sessionIn = (cookie: string): Record<string, unknown> => {
  const chunks = cookie
    .split('; ')
    .filter((c) => c.startsWith(supabaseSessionCookie))
    .sort()
    .map((c) => c.slice(c.indexOf('=') + 1));
  return JSON.parse(Buffer.from(chunks.join('').replace(/^base64-/, ''), 'base64url').toString()) as Record<string, unknown>;
};
const cookieWith = (session: Record<string, unknown>) =>
  `${supabaseSessionCookie}=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;

describe('Supabase Auth through @supabase/ssr (against a local fake of its API)', () => {
  it('signs in with the publishable key and keeps the session in HttpOnly, SameSite=Lax cookies', async () => {
    const response = await signIn('editor@gulfjobs.example', 'editor-password');
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ user: { email: 'editor@gulfjobs.example', isAdmin: true } });
    const all = response.setCookies;
    const session = sessionLines(all);
    expect(session.length).toBeGreaterThan(0);
    for (const line of session) {
      expect(line).toMatch(/; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(line).not.toMatch(/; Secure/);
    }
    // The hint for static pages holds no secret and is the only cookie scripts can read.
    expect(all.find((c) => c.startsWith('gj_signed_in='))).toBe('gj_signed_in=1; Max-Age=28800; Path=/; SameSite=Lax');
  });

  it('marks the session cookies Secure on https', async () => {
    const response = await signIn('reader@gulfjobs.example', 'reader-password', 'https://jobs.example.com');
    for (const line of sessionLines(response.setCookies)) expect(line).toMatch(/; Secure/);
  });

  it('reads the user from the verified claims: no request to Supabase Auth per page (the JWKS once)', async () => {
    const cookie = await signedIn('editor@gulfjobs.example', 'editor-password');
    const before = fake.calls.length;
    for (let i = 0; i < 3; i++) {
      const { user, setCookies } = await visit(cookie);
      expect(user).toMatchObject({
        email: 'editor@gulfjobs.example',
        isAdmin: true,
        claims: { role: 'authenticated', app_metadata: { role: 'admin' } },
      });
      expect(setCookies).toEqual([]);
    }
    const made = fake.calls.slice(before);
    expect(made).not.toContain('GET /auth/v1/user');
    expect(made.filter((c) => c !== 'GET /auth/v1/.well-known/jwks.json')).toEqual([]);
    expect(made.length).toBeLessThanOrEqual(1);
  });

  it('a signed-in non-admin is not an admin', async () => {
    const { user } = await visit(await signedIn('reader@gulfjobs.example', 'reader-password'));
    expect(user).toMatchObject({ email: 'reader@gulfjobs.example', isAdmin: false });
    expect(user?.claims.app_metadata).toEqual({ role: undefined });
  });

  it('wrong credentials give 401 with our message, not a cookie', async () => {
    const response = await signIn('editor@gulfjobs.example', 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.error?.message).toBe('Invalid email or password.');
    expect(response.setCookies).toEqual([]);
  });

  it('refreshes an expired access token and writes the new session cookies back', async () => {
    fake.setAccessTokenSeconds(5); // inside supabase-js's refresh margin: expired for it
    const cookie = await signedIn('reader@gulfjobs.example', 'reader-password');
    fake.setAccessTokenSeconds(3600);
    const { user, setCookies } = await visit(cookie);
    expect(user).toMatchObject({ email: 'reader@gulfjobs.example', isAdmin: false });
    expect(fake.calls.at(-1)).toBe('POST /auth/v1/token?grant_type=refresh_token');
    const refreshed = cookieHeaderFrom(sessionLines(setCookies));
    expect(sessionIn(refreshed).refresh_token).not.toBe(sessionIn(cookie).refresh_token);
    for (const line of sessionLines(setCookies)) expect(line).toMatch(/; HttpOnly/);
    // The new cookies work without another refresh.
    const calls = fake.calls.length;
    expect((await visit(refreshed)).user).toMatchObject({ email: 'reader@gulfjobs.example' });
    expect(fake.calls.slice(calls).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('an expired token whose refresh token is gone is no user, and its cookies are cleared', async () => {
    fake.setAccessTokenSeconds(-10);
    const session = sessionIn(await signedIn('reader@gulfjobs.example', 'reader-password'));
    const { user, setCookies } = await visit(cookieWith({ ...session, refresh_token: 'rt-revoked' }));
    expect(user).toBeNull();
    expect(setCookies.length).toBeGreaterThan(0);
    expect(setCookies.every((c) => c.startsWith(`${supabaseSessionCookie}=deleted;`) || /^gj_sb_session\.\d+=deleted;/.test(c))).toBe(true);
  });

  it('a forged access token (signed with another key, admin claims) is no user, and its cookies are cleared', async () => {
    const session = sessionIn(await signedIn('reader@gulfjobs.example', 'reader-password'));
    const forged = fake.forgedAccessToken('reader@gulfjobs.example', { role: 'admin' });
    const { user, setCookies } = await visit(cookieWith({ ...session, access_token: forged }));
    expect(user).toBeNull();
    expect(setCookies).toEqual([expect.stringMatching(new RegExp(`^${supabaseSessionCookie}=deleted; .*Expires=Thu, 01 Jan 1970`))]);
    // Garbage in the cookie is no user either, and no error.
    expect((await visit(`${supabaseSessionCookie}=base64-bm90LWpzb24`)).user).toBeNull();
  });

  it('sign-out revokes the session at Supabase and clears its cookies', async () => {
    const cookie = await signedIn('reader@gulfjobs.example', 'reader-password');
    const response = await signOut(cookie);
    expect(response.status).toBe(200);
    expect(fake.calls.at(-1)).toBe('POST /auth/v1/logout');
    const lines = response.setCookies;
    expect(lines.map((c) => c.split('=')[0]).sort()).toEqual(['gj_sb_session', 'gj_signed_in']);
    // A copy of the old cookie, whose access token is still within its hour, opens nothing any more.
    expect((await visit(cookie)).user).toBeNull();
    expect(lines.every((c) => c.includes('=deleted;') && c.includes('Expires=Thu, 01 Jan 1970'))).toBe(true);
    // The revoked session cannot be refreshed into a new one.
    const { refresh_token: refreshToken, ...rest } = sessionIn(cookie);
    fake.setAccessTokenSeconds(3600);
    expect((await visit(cookieWith({ ...rest, refresh_token: refreshToken, expires_at: 1 }))).user).toBeNull();
  });

  it('admin:create uses the secret key: creates a new admin and promotes an existing user', async () => {
    expect(await provider().createOrPromoteAdmin('new-admin@gulfjobs.example', 'a-strong-password')).toEqual({ created: true });
    expect(fake.users.find((u) => u.email === 'new-admin@gulfjobs.example')?.app_metadata.role).toBe('admin');
    expect(await provider().createOrPromoteAdmin('reader@gulfjobs.example', 'unused-password')).toEqual({ created: false });
    const response = await signIn('reader@gulfjobs.example', 'reader-password');
    expect(response.data).toMatchObject({ user: { isAdmin: true } });
    // The fake refuses admin calls made with the publishable key, as Supabase does.
    const publishableOnly = supabaseAuthProvider({ url: fake.url, publishableKey: fake.publishableKey, secretKey: fake.publishableKey });
    await expect(publishableOnly.createOrPromoteAdmin('x@gulfjobs.example', 'password1')).rejects.toThrow(/Could not list Supabase users/);
  });

  it('admin:create without the secret key says which variable is missing', async () => {
    const noKey = supabaseAuthProvider({ url: fake.url, publishableKey: fake.publishableKey });
    await expect(noKey.createOrPromoteAdmin('x@gulfjobs.example', 'password1')).rejects.toThrow(
      'SUPABASE_SECRET_KEY is required to create or promote admins with Supabase Auth.',
    );
  });
});

describe('Supabase sessions end on the server (sign-out, password change, admin removal)', () => {
  /** GET /api/admin/analytics as the middleware serves it: the user comes from the cookie. */
  const adminGet = async (cookie: string) => {
    const url = new URL(`${site}/api/admin/analytics`);
    const locals = { user: (await visit(cookie)).user };
    const context = { routePattern: '/api/admin/analytics', url, request: new Request(url), locals };
    return (await answerAdminGate(context, () => analyticsHandler(url, database.db, gatedAdmin(locals)))).status;
  };
  beforeAll(() => {
    fake.addUser('mod@gulfjobs.example', 'moderator-pass-1', { role: 'admin' });
  });

  it('after sign-out the old cookie gets 401 from an admin endpoint, though its access token has not expired; other browsers stay', async () => {
    const laptop = await signedIn('mod@gulfjobs.example', 'moderator-pass-1');
    const phone = await signedIn('mod@gulfjobs.example', 'moderator-pass-1');
    expect(await adminGet(laptop)).toBe(200);
    expect((await signOut(laptop)).status).toBe(200);
    expect(await adminGet(laptop)).toBe(401);
    expect(await adminGet(phone)).toBe(200);
  });

  it('a password change (an accepted invitation for an existing account) ends every session of that user', async () => {
    const laptop = await signedIn('mod@gulfjobs.example', 'moderator-pass-1');
    const bystander = await signedIn('editor@gulfjobs.example', 'editor-password');
    expect(await provider().setUpInvitedAdmin('mod@gulfjobs.example', 'moderator-pass-2')).toEqual({ created: false });
    expect(await adminGet(laptop)).toBe(401);
    expect(await adminGet(bystander)).toBe(200);
    expect(await adminGet(await signedIn('mod@gulfjobs.example', 'moderator-pass-2'))).toBe(200);
  });

  it('removing an admin ends their sessions at once, though their access token still says admin', async () => {
    const cookie = await signedIn('mod@gulfjobs.example', 'moderator-pass-2');
    expect(await adminGet(cookie)).toBe(200);
    expect(await provider().removeAdmin('mod@gulfjobs.example')).toEqual({ removed: true });
    expect(fake.users.find((u) => u.email === 'mod@gulfjobs.example')?.app_metadata.role).toBeNull();
    expect(await adminGet(cookie)).toBe(401);
    expect(await adminGet(await signedIn('mod@gulfjobs.example', 'moderator-pass-2'))).toBe(403);
    expect(await provider().removeAdmin('mod@gulfjobs.example')).toEqual({ removed: false });
  });

  it('a valid Supabase session that did not start through our sign-in is refused', async () => {
    const session = sessionIn(await signedIn('editor@gulfjobs.example', 'editor-password'));
    await sql`delete from public.auth_sessions`.execute(database.db);
    const { user, setCookies } = await visit(cookieWith(session));
    expect(user).toBeNull();
    expect(setCookies.some((c) => c.startsWith(`${supabaseSessionCookie}=deleted;`))).toBe(true);
  });
});
