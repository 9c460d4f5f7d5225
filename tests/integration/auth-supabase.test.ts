import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSupabaseAuth } from '../helpers/fake-supabase-auth';
import { accessCookie, refreshCookie, supabaseAuthProvider } from '~/server/auth/supabase-provider';
import { cookieJarFor } from '~/server/auth/cookie-jar';
import { signInHandler } from '~/server/auth/handlers';
import { freshDatabase, type TestDatabase } from '../helpers/database';

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

const site = 'http://localhost:4321';
const provider = () => supabaseAuthProvider({ url: fake.url, anonKey: 'fake-anon-key', serviceRoleKey: fake.serviceKey });
const jarWith = (cookies: string[]) => cookieJarFor(new Request(site, { headers: { cookie: cookies.join('; ') } }), false);
const cookiesOf = (setCookies: readonly string[]) => setCookies.map((c) => c.split(';')[0] ?? '').filter((c) => !c.endsWith('='));

const signIn = (email: string, password: string) =>
  signInHandler(
    new Request(`${site}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }),
    provider(),
    database.db,
  );

describe('Supabase Auth provider (against a local fake of its API)', () => {
  it('signs in with supabase-js and keeps both tokens in HttpOnly cookies', async () => {
    const response = await signIn('editor@gulfjobs.example', 'editor-password');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: 'editor@gulfjobs.example', isAdmin: true } });
    const all = response.headers.getSetCookie();
    const setCookies = all.filter((c) => !c.startsWith('gj_signed_in='));
    expect(setCookies.map((c) => c.split('=')[0])).toEqual([accessCookie, refreshCookie]);
    for (const line of setCookies) expect(line).toMatch(/HttpOnly/);
    // The hint for static pages holds no secret and is the only cookie scripts can read.
    expect(all.find((c) => c.startsWith('gj_signed_in='))).toMatch(/^gj_signed_in=1; Max-Age=28800; Path=\//);
    const user = await provider().currentUser(jarWith(cookiesOf(setCookies)));
    expect(user).toMatchObject({ email: 'editor@gulfjobs.example', isAdmin: true, claims: { role: 'authenticated', app_metadata: { role: 'admin' } } });
  });

  it('wrong credentials give 401 with our message, not a cookie', async () => {
    const response = await signIn('editor@gulfjobs.example', 'not-the-password');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid email or password.' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refreshes an expired access token once and writes the new cookies', async () => {
    const response = await signIn('reader@gulfjobs.example', 'reader-password');
    const cookies = cookiesOf(response.headers.getSetCookie());
    fake.expireAccessTokens();
    const jar = jarWith(cookies);
    const user = await provider().currentUser(jar);
    expect(user).toMatchObject({ email: 'reader@gulfjobs.example', isAdmin: false });
    expect(jar.setCookies.map((c) => c.split('=')[0])).toEqual([accessCookie, refreshCookie]);
    // The old refresh token was rotated away: using it again signs the visitor out and clears cookies.
    fake.expireAccessTokens();
    const stale = jarWith(cookies);
    expect(await provider().currentUser(stale)).toBeNull();
    expect(stale.setCookies.every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('sign-out revokes the session with the service key and clears cookies', async () => {
    const response = await signIn('reader@gulfjobs.example', 'reader-password');
    const jar = jarWith(cookiesOf(response.headers.getSetCookie()));
    await provider().signOut(jar);
    expect(fake.calls.at(-1)).toBe('POST /auth/v1/logout');
    expect(jar.setCookies.every((c) => c.includes('Max-Age=0'))).toBe(true);
  });

  it('admin:create creates a new admin and promotes an existing user', async () => {
    expect(await provider().createOrPromoteAdmin('new-admin@gulfjobs.example', 'a-strong-password')).toEqual({ created: true });
    expect(fake.users.find((u) => u.email === 'new-admin@gulfjobs.example')?.app_metadata.role).toBe('admin');
    expect(await provider().createOrPromoteAdmin('reader@gulfjobs.example', 'unused-password')).toEqual({ created: false });
    const response = await signIn('reader@gulfjobs.example', 'reader-password');
    expect(await response.json()).toMatchObject({ user: { isAdmin: true } });
  });

  it('admin:create without the service key says which variable is missing', async () => {
    const noKey = supabaseAuthProvider({ url: fake.url, anonKey: 'fake-anon-key' });
    await expect(noKey.createOrPromoteAdmin('x@gulfjobs.example', 'password1')).rejects.toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
  });
});
