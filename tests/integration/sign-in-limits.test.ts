import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { localAuthProvider } from '~/server/auth/local-provider';
import { signInHandler } from '~/server/auth/handlers';
import { withAstroCookies } from '../helpers/astro-cookies';
import type { AuthProvider } from '~/server/auth/provider';

const site = 'http://localhost:4321';
let t: TestDatabase;
let provider: AuthProvider;

beforeAll(async () => {
  t = await freshDatabase();
  provider = localAuthProvider(t.db, 'integration-test-secret-0123456789-abcdefgh');
  await t.db.insertInto('auth.users').values({ email: 'boss@gulfjobs.example', encrypted_password: await bcrypt.hash('correct horse', 4), raw_app_meta_data: { role: 'admin' } }).execute();
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('form_rate_limits').execute();
});

const signIn = (email: string, password: string, address = '203.0.113.7', type: 'json' | 'form' = 'json') => {
  const request = new Request(`${site}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded', origin: site, 'x-forwarded-for': address },
    body: type === 'json' ? JSON.stringify({ email, password }) : new URLSearchParams({ email, password }),
  });
  return withAstroCookies(request, (cookies) => signInHandler(request, cookies, provider, t.db));
};
const tooMany = /^Too many sign-in attempts\. Try again in (\d+) minutes?\.$/;

describe('sign-in rate limits', () => {
  it('an account gets 5 wrong passwords per 15 minutes, then 429 even with the right one', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('boss@gulfjobs.example', 'wrong guess', `198.51.100.${i}`)).status).toBe(401);
    const blocked = await signIn('boss@gulfjobs.example', 'correct horse', '198.51.100.99');
    expect(blocked.status).toBe(429);
    const { error } = (await blocked.json()) as { error: string };
    expect(error).toMatch(tooMany);
    expect(Number(tooMany.exec(error)![1])).toBeLessThanOrEqual(15);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it('an unknown account is limited exactly like a real one (no account enumeration)', async () => {
    const answers = async (email: string) => {
      const statuses: number[] = [];
      const bodies: string[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await signIn(email, 'wrong guess', `192.0.2.${i}`);
        statuses.push(response.status);
        bodies.push(((await response.json()) as { error: string }).error);
      }
      return { statuses, bodies };
    };
    const real = await answers('boss@gulfjobs.example');
    const unknown = await answers('nobody@gulfjobs.example');
    expect(real).toEqual(unknown);
    expect(real.statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(real.bodies[0]).toBe('Invalid email or password.');
  });

  it('one address gets 10 failed attempts across accounts; successful sign-ins do not count', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('boss@gulfjobs.example', 'correct horse')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(`user${i}@gulfjobs.example`, 'wrong guess')).status).toBe(401);
    const blocked = await signIn('another@gulfjobs.example', 'wrong guess');
    expect(blocked.status).toBe(429);
    expect((await signIn('boss@gulfjobs.example', 'correct horse')).status).toBe(429);
    expect((await signIn('boss@gulfjobs.example', 'correct horse', '203.0.113.8')).status).toBe(200); // another address is not affected
  });

  it('a form post without JavaScript lands on /auth with the message', async () => {
    for (let i = 0; i < 5; i++) await signIn('boss@gulfjobs.example', 'wrong guess', `198.51.100.${i}`, 'form');
    const response = await signIn('boss@gulfjobs.example', 'wrong guess', '198.51.100.50', 'form');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, site);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toMatch(tooMany);
  });

  it('parallel guesses cannot slip past the account limit', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('boss@gulfjobs.example', `guess ${i}`, `10.0.0.${i}`)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });
});
