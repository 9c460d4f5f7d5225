import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { localAuthProvider } from '~/server/auth/local-provider';
import { authActions } from '~/actions/auth';
import { callFormAction } from '../helpers/form-action';
import { createHashGate } from '~/server/auth/hash-gate';
import { deviceCookie } from '~/server/auth/device-cookie';
import { signInThrottle } from '~/server/auth/sign-in-limits';
import { cookieHeaderFrom } from '../helpers/astro-cookies';
import type { AuthProvider } from '~/server/auth/provider';

const secret = 'integration-test-secret-0123456789-abcdefgh';
let t: TestDatabase;
let provider: AuthProvider;

beforeAll(async () => {
  t = await freshDatabase();
  provider = localAuthProvider(t.db, secret);
  await t.db
    .insertInto('auth.users')
    .values({
      email: 'boss@gulfjobs.example',
      encrypted_password: await bcrypt.hash('correct horse', 4),
      raw_app_meta_data: { role: 'admin' },
    })
    .execute();
});
afterAll(() => t.drop());
beforeEach(async () => {
  await sql`delete from public.sign_in_throttles`.execute(t.db);
});

interface Try {
  address?: string;
  cookie?: string;
  with?: AuthProvider;
}
/** The sign-in form posted to actions.auth.signIn from `address` (the local proxy's x-forwarded-for). */
const signIn = (email: string, password: string, { address = '203.0.113.7', cookie, with: p = provider }: Try = {}) =>
  callFormAction(authActions(async () => ({ provider: p, db: t.db, secret })).signIn, { email, password }, { address, cookie });
const tooMany = /^Too many sign-in attempts\. Try again in (\d+) (second|minute)s?\.$/;
/** Lets `seconds` pass for every throttle (moves their last attempt back). */
const wait = (seconds: number) =>
  sql`update public.sign_in_throttles set last_attempt_at = last_attempt_at - make_interval(secs => ${seconds})`.execute(t.db);
/** A device cookie, from a successful sign-in of the boss in this browser. */
async function bossDevice(): Promise<string> {
  const response = await signIn('boss@gulfjobs.example', 'correct horse', { address: '203.0.113.200' });
  expect(response.status).toBe(200);
  const line = response.setCookies.find((c) => c.startsWith(`${deviceCookie}=`));
  expect(line).toBeDefined();
  return cookieHeaderFrom([line!]);
}

describe('sign-in throttles: slow down, never lock the owner out', () => {
  it('5 wrong passwords for an account from one address: that address waits 30 s (429, Retry-After, a sentence); the owner elsewhere signs in', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('boss@gulfjobs.example', 'wrong guess')).status).toBe(401);
    const blocked = await signIn('boss@gulfjobs.example', 'correct horse');
    expect(blocked.status).toBe(429);
    const error = blocked.error?.message;
    expect(error).toMatch(tooMany);
    expect(blocked.retryAfter).toBeGreaterThan(25);
    expect(blocked.retryAfter).toBeLessThanOrEqual(30);
    expect(error).toBe(`Too many sign-in attempts. Try again in ${blocked.retryAfter} seconds.`);
    expect(blocked.setCookies).toEqual([]);
    // Not a lockout of the account: its owner, at another address, gets in at once.
    expect((await signIn('boss@gulfjobs.example', 'correct horse', { address: '198.51.100.1' })).status).toBe(200);
  });

  it('the wait doubles with every further failure and a refused attempt does not add to it', async () => {
    for (let i = 0; i < 5; i++) await signIn('boss@gulfjobs.example', 'wrong guess');
    for (let i = 0; i < 3; i++) expect((await signIn('boss@gulfjobs.example', 'wrong guess')).status).toBe(429);
    await wait(31);
    expect((await signIn('boss@gulfjobs.example', 'wrong guess')).status).toBe(401);
    const second = await signIn('boss@gulfjobs.example', 'wrong guess');
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBeGreaterThan(55);
    expect(second.retryAfter).toBeLessThanOrEqual(60);
    await wait(61);
    expect((await signIn('boss@gulfjobs.example', 'correct horse')).status).toBe(200);
    // A success starts this account's count at this address again.
    expect((await signIn('boss@gulfjobs.example', 'wrong guess')).status).toBe(401);
  });

  it('an unknown account is answered exactly like a real one (no account enumeration)', async () => {
    const answers = async (email: string, address: string) => {
      const statuses: number[] = [];
      const bodies: string[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await signIn(email, 'wrong guess', { address });
        statuses.push(response.status);
        bodies.push((response.error?.message ?? '').replace(/\d+/, 'N'));
        expect(response.setCookies).toEqual([]);
      }
      return { statuses, bodies };
    };
    const real = await answers('boss@gulfjobs.example', '192.0.2.1');
    const unknown = await answers('nobody@gulfjobs.example', '192.0.2.2');
    expect(real).toEqual(unknown);
    expect(real.statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(real.bodies[0]).toBe('Invalid email or password.');
  });

  it('one address gets 10 failures across accounts; successful sign-ins do not count', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('boss@gulfjobs.example', 'correct horse')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(`user${i}@gulfjobs.example`, 'wrong guess')).status).toBe(401);
    const blocked = await signIn('another@gulfjobs.example', 'wrong guess');
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBeLessThanOrEqual(60);
    expect((await signIn('boss@gulfjobs.example', 'correct horse')).status).toBe(429);
    expect((await signIn('boss@gulfjobs.example', 'correct horse', { address: '203.0.113.8' })).status).toBe(200);
  });

  it('a guesser with the admin’s e-mail from many addresses slows the account down, but not the admin’s own browser (device cookie)', async () => {
    const device = await bossDevice();
    for (let i = 0; i < signInThrottle.account.free; i++) {
      expect((await signIn('boss@gulfjobs.example', 'wrong guess', { address: `10.1.${Math.floor(i / 200)}.${i % 200}` })).status).toBe(
        401,
      );
    }
    // A browser that never signed in as the boss now waits, wherever it is...
    expect((await signIn('boss@gulfjobs.example', 'correct horse', { address: '198.51.100.77' })).status).toBe(429);
    // ...but the boss's own browser gets in, even from an address the guesser also uses.
    const own = await signIn('boss@gulfjobs.example', 'correct horse', { address: '10.1.0.1', cookie: device });
    expect(own.status).toBe(200);
    // A tampered cookie is no device cookie.
    expect(
      (await signIn('boss@gulfjobs.example', 'correct horse', { address: '198.51.100.77', cookie: `${device.slice(0, -3)}abc` })).status,
    ).toBe(429);
  });

  it('the device cookie is HttpOnly, long-lived, and its own wrong passwords still slow it down', async () => {
    const response = await signIn('boss@gulfjobs.example', 'correct horse');
    const line = response.setCookies.find((c) => c.startsWith(`${deviceCookie}=`))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=15552000/);
    const cookie = cookieHeaderFrom([line]);
    for (let i = 0; i < 5; i++)
      expect((await signIn('boss@gulfjobs.example', 'wrong guess', { cookie, address: `192.0.2.${i + 10}` })).status).toBe(401);
    expect((await signIn('boss@gulfjobs.example', 'correct horse', { cookie, address: '192.0.2.99' })).status).toBe(429);
  });

  it('a refused form (the /auth page without JavaScript) carries the sentence and the wait', async () => {
    for (let i = 0; i < 5; i++) await signIn('boss@gulfjobs.example', 'wrong guess');
    const response = await signIn('boss@gulfjobs.example', 'wrong guess');
    expect(response.status).toBe(429);
    expect(response.retryAfter).toBeGreaterThan(0);
    expect(response.error?.message).toMatch(tooMany);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('boss@gulfjobs.example', `guess ${i}`)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });
});

describe('password hashing is bounded', () => {
  it('over the bound, a sign-in is refused with 503 and Retry-After before any hashing or counting', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0, retryAfterSeconds: 2 });
    const compare = vi.fn((password: string, hash: string) => bcrypt.compare(password, hash));
    const busyProvider = localAuthProvider(t.db, secret, { gate, compare });
    let release!: () => void;
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const response = await signIn('boss@gulfjobs.example', 'correct horse', { with: busyProvider });
    expect(response.status).toBe(503);
    expect(response.retryAfter).toBe(2);
    expect(response.error?.message).toBe('Too many people are signing in right now. Try again in a few seconds.');
    expect(response.setCookies).toEqual([]);
    // Refused before any database work: not even counted.
    const { rows } = await sql<{ failures: number }>`select failures from public.sign_in_throttles`.execute(t.db);
    expect(rows).toEqual([]);
    release();
    await holding;
    expect((await signIn('boss@gulfjobs.example', 'correct horse', { with: busyProvider })).status).toBe(200);
    expect(compare).toHaveBeenCalledTimes(1);
    // The throttle is asked before hashing too: a throttled attempt is answered 429 without a compare.
    for (let i = 0; i < 5; i++) await signIn('boss@gulfjobs.example', 'wrong guess', { address: '192.0.2.50', with: busyProvider });
    expect(compare).toHaveBeenCalledTimes(6);
    expect((await signIn('boss@gulfjobs.example', 'correct horse', { address: '192.0.2.50', with: busyProvider })).status).toBe(429);
    expect(compare).toHaveBeenCalledTimes(6);
  });

  it('a flood that fills the queue does not keep out a browser holding the account’s device cookie', async () => {
    const device = await bossDevice();
    const gate = createHashGate({ concurrency: 1, queue: 2, retryAfterSeconds: 2 });
    const flooded = localAuthProvider(t.db, secret, { gate });
    let release!: () => void;
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    // 60 sign-ins at once, from one address and from many: two wait in line, the rest are refused.
    let answered = 0;
    const flood = Array.from({ length: 60 }, (_, i) =>
      signIn(`guess-${i}@flood.example`, 'not the password', { address: i % 2 ? '198.51.100.60' : `100.70.0.${i}`, with: flooded }).then(
        (response) => {
          answered += 1;
          return response;
        },
      ),
    );
    await vi.waitFor(() => expect([gate.waiting, answered]).toEqual([2, 58]), { timeout: 30_000 });
    const stranger = await signIn('boss@gulfjobs.example', 'correct horse', { address: '198.51.100.61', with: flooded });
    expect(stranger.status).toBe(503);
    // The admin's own browser, from the flooding address itself, gets in line ahead of the flood.
    const own = signIn('boss@gulfjobs.example', 'correct horse', { address: '198.51.100.60', cookie: device, with: flooded });
    await vi.waitFor(() => expect(gate.waiting).toBe(3), { timeout: 20_000 }).finally(release);
    await holding;
    expect((await own).status).toBe(200);
    // Two were checked (wrong passwords); the rest were refused: the queue was full (503) or the one
    // address had used up its attempts (429).
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(2);
    expect(statuses.filter((s) => s !== 401 && s !== 429 && s !== 503)).toEqual([]);
  });

  it('a sign-in that finds the queue full only at the compare is refused the same way and its attempt given back', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0, retryAfterSeconds: 2 });
    // The early check sees room; the queue fills before the compare (another request got there first).
    const racing = localAuthProvider(t.db, secret, { gate: { ...gate, busy: () => undefined, run: gate.run } });
    let release!: () => void;
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const response = await signIn('boss@gulfjobs.example', 'correct horse', { with: racing });
    expect(response.status).toBe(503);
    expect(response.retryAfter).toBe(2);
    const { rows } = await sql<{ failures: number }>`select failures from public.sign_in_throttles`.execute(t.db);
    expect(rows.map((r) => r.failures)).toEqual([0, 0, 0]);
    release();
    await holding;
  });
});
