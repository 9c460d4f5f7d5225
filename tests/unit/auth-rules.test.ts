import { astroCookiesFor, setCookieLines } from '../helpers/astro-cookies';
import { cookiesWritten, deleteCookie, setCookie } from '~/server/auth/cookies';
import { finishedResponse } from '~/server/http/session-response';
import { describe, expect, it, vi } from 'vitest';
import { forgetEnv } from '~/server/env';
import { safeNextPath, shownSignInError, signInFallbackError, signInSchema } from '~/lib/auth-schema';
import { isCrossSiteWrite, refusesCrossSiteWrite } from '~/server/http/origin';
import { signSessionToken, signToken, verifySessionToken } from '~/server/auth/signed-token';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const id = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';

describe('signInSchema', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'secret1' }, 'Email is required'],
  ])('%j → %s', (input, message) => {
    const parsed = signInSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts and lowercases a valid sign-in', () => {
    expect(signInSchema.parse({ email: ' Admin@Example.COM ', password: '123456' })).toEqual({
      email: 'admin@example.com',
      password: '123456',
    });
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/admin/review-jobs', '/admin/review-jobs'],
    ['/jobs?category=engineering', '/jobs?category=engineering'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/x\ny', '/'],
    [undefined, '/'],
    ['', '/'],
  ])('%j → %s', (next, expected) => expect(safeNextPath(next)).toBe(expected));
});

describe('isCrossSiteWrite', () => {
  const allowed = ['https://gulfjobs.example'];
  const req = (method: string, headers: Record<string, string>) =>
    new Request('https://gulfjobs.example/_actions/auth.signIn', { method, headers });
  it.each([
    ['GET from another site', req('GET', { origin: 'https://evil.example' }), false],
    ['POST same origin', req('POST', { origin: 'https://gulfjobs.example' }), false],
    ['POST from another site', req('POST', { origin: 'https://evil.example' }), true],
    ['DELETE from another site', req('DELETE', { origin: 'https://evil.example' }), true],
    ['POST with origin "null"', req('POST', { origin: 'null' }), true],
    ['POST cross-site by Sec-Fetch-Site', req('POST', { 'sec-fetch-site': 'cross-site' }), true],
    ['POST same-site subdomain by Sec-Fetch-Site', req('POST', { 'sec-fetch-site': 'same-site' }), true],
    ['POST same-origin by Sec-Fetch-Site', req('POST', { 'sec-fetch-site': 'same-origin' }), false],
    ['POST from a non-browser client', req('POST', {}), false],
  ])('%s', (_name, request, expected) => expect(isCrossSiteWrite(request, allowed)).toBe(expected));
});

describe("refusesCrossSiteWrite (the middleware: Astro's checkOrigin rule and ours)", () => {
  const allowed = ['https://gulfjobs.example'];
  const at = (path: string, method: string, headers: Record<string, string>) =>
    new Request(`https://gulfjobs.example${path}?id=x&token=y`, { method, headers });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  it.each([
    ['a same-origin form post', at('/_actions/forms.contact', 'POST', { ...form, origin: 'https://gulfjobs.example' }), false],
    ['a form post from another site', at('/_actions/forms.contact', 'POST', { ...form, origin: 'https://evil.example' }), true],
    ['a form post without Origin (Astro refuses it)', at('/_actions/forms.contact', 'POST', form), true],
    ['a body-less POST without Origin (Astro refuses it)', at('/_actions/forms.contact', 'POST', {}), true],
    ['JSON without Origin from a non-browser client', at('/_actions/forms.contact', 'POST', { 'content-type': 'application/json' }), false],
    [
      'JSON from another site',
      at('/_actions/forms.contact', 'POST', { 'content-type': 'application/json', origin: 'https://evil.example' }),
      true,
    ],
    // RFC 8058: mail providers POST the one-click unsubscribe from their servers; the link's token authorises it.
    [
      'the one-click unsubscribe from a mail provider',
      at('/api/subscriptions/unsubscribe', 'POST', { ...form, origin: 'https://mail.google.com' }),
      false,
    ],
    [
      'the one-click unsubscribe without Origin, multipart',
      at('/api/subscriptions/unsubscribe', 'POST', { 'content-type': 'multipart/form-data; boundary=x' }),
      false,
    ],
    ['a PUT to the unsubscribe address', at('/api/subscriptions/unsubscribe', 'PUT', { ...form, origin: 'https://mail.google.com' }), true],
    [
      'a POST below the unsubscribe address',
      at('/api/subscriptions/unsubscribe/x', 'POST', { ...form, origin: 'https://mail.google.com' }),
      true,
    ],
    ['a POST to the confirmation address', at('/api/subscriptions/confirm', 'POST', { ...form, origin: 'https://mail.google.com' }), true],
    [
      'a manage action from another site',
      at('/_actions/subscriptions.unsubscribeAll', 'POST', { ...form, origin: 'https://mail.google.com' }),
      true,
    ],
    ['the manage page’s form from another site', at('/alerts/manage', 'POST', form), true],
  ])('%s', (_name, request, expected) => expect(refusesCrossSiteWrite(request, 'https://gulfjobs.example', allowed)).toBe(expected));
});

describe('signed session tokens', () => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  it('round-trips a valid token', () => {
    expect(verifySessionToken(signSessionToken({ sub: id, sid: id, exp }, secret), secret)).toEqual({ sub: id, sid: id, exp });
  });
  it('refuses a token signed with another secret', () => {
    expect(verifySessionToken(signSessionToken({ sub: id, sid: id, exp }, `${secret}x`), secret)).toBeUndefined();
  });
  it('refuses a tampered payload', () => {
    const [, signature] = signSessionToken({ sub: id, sid: id, exp }, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: id, sid: id, exp: exp + 99999 })).toString('base64url');
    expect(verifySessionToken(`${forged}.${signature}`, secret)).toBeUndefined();
  });
  it('refuses an expired token', () => {
    expect(verifySessionToken(signSessionToken({ sub: id, sid: id, exp: 1000 }, secret), secret)).toBeUndefined();
  });
  it('refuses a token signed for another purpose (a device cookie is not a session)', () => {
    expect(verifySessionToken(signToken('device', { sub: id, sid: id, exp }, secret), secret)).toBeUndefined();
  });
  it.each(['', 'abc', 'a.b.c', '..'])('refuses garbage %j', (token) => {
    expect(verifySessionToken(token, secret)).toBeUndefined();
  });
});

describe('shownSignInError', () => {
  it.each([
    ['Invalid email or password.', 'Invalid email or password.'],
    ['Password must be at least 6 characters', 'Password must be at least 6 characters'],
    ['Too many sign-in attempts. Try again in 12 minutes.', 'Too many sign-in attempts. Try again in 12 minutes.'],
    ['Too many sign-in attempts. Try again in 1 minute.', 'Too many sign-in attempts. Try again in 1 minute.'],
    ['Too many sign-in attempts. Try again in 30 seconds.', 'Too many sign-in attempts. Try again in 30 seconds.'],
    [
      'Too many people are signing in right now. Try again in a few seconds.',
      'Too many people are signing in right now. Try again in a few seconds.',
    ],
    ['Your account is locked: call +1 555 0100 to unlock it.', signInFallbackError],
    ['Too many sign-in attempts. Visit evil.example', signInFallbackError],
  ])('%j is shown as %j', (text, shown) => expect(shownSignInError(text)).toBe(shown));
});

describe('cookies through Astro.cookies (context.cookies)', () => {
  const contextFor = (url: string, cookie = '') => {
    const request = new Request(url, { headers: cookie ? { cookie } : {} });
    const cookies = astroCookiesFor(request);
    return { context: { request, cookies }, lines: () => setCookieLines(cookies) };
  };

  it('reads the request cookies and writes nothing by reading', () => {
    const { context, lines } = contextFor('http://localhost:4321/', 'a=1; gj_sb_session.0=base64-eyJ');
    expect(context.cookies.get('a')?.value).toBe('1');
    expect(cookiesWritten(context)).toBe(false);
    expect(lines()).toEqual([]);
  });

  it('writes HttpOnly, SameSite=Lax, Path=/ cookies, Secure on https, and deletes them the same way', () => {
    const https = contextFor('https://jobs.example.com/auth');
    setCookie(https.context, 'gj_session', 'token', { maxAgeSeconds: 60 });
    setCookie(https.context, 'gj_signed_in', '1', { maxAgeSeconds: 60, readableByScripts: true });
    deleteCookie(https.context, 'gj_old');
    expect(cookiesWritten(https.context)).toBe(true);
    expect(https.context.cookies.get('gj_session')?.value).toBe('token');
    expect(https.lines()).toEqual([
      'gj_session=token; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
      'gj_signed_in=1; Max-Age=60; Path=/; Secure; SameSite=Lax',
      'gj_old=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    ]);
    const http = contextFor('http://localhost:4321/auth');
    setCookie(http.context, 'gj_session', 'token', { maxAgeSeconds: 60 });
    expect(http.lines()).toEqual(['gj_session=token; Max-Age=60; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('marks every cookie Secure when the site’s address is https, though the request reached the app as http (a TLS-ending proxy)', () => {
    vi.stubEnv('SITE_URL', 'https://jobs.example.com');
    forgetEnv();
    try {
      const proxied = new Request('http://127.0.0.1:4321/auth', { headers: { 'x-forwarded-proto': 'https', host: 'jobs.example.com' } });
      const cookies = astroCookiesFor(proxied);
      const context = { request: proxied, cookies };
      setCookie(context, 'gj_session', 'token', { maxAgeSeconds: 60 });
      setCookie(context, 'gj_device', 'trusted', { maxAgeSeconds: 60 });
      setCookie(context, 'gj_signed_in', '1', { maxAgeSeconds: 60, readableByScripts: true });
      deleteCookie(context, 'gj_old');
      expect(setCookieLines(cookies)).toEqual([
        'gj_session=token; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
        'gj_device=trusted; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
        'gj_signed_in=1; Max-Age=60; Path=/; Secure; SameSite=Lax',
        'gj_old=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
      ]);
    } finally {
      vi.unstubAllEnvs();
      forgetEnv();
    }
  });
});

describe('finishedResponse (the middleware after a request)', () => {
  const page = () =>
    new Response('<p>hi</p>', {
      status: 200,
      headers: { 'cache-control': 'public, max-age=60', 'netlify-cdn-cache-control': 'public, s-maxage=300' },
    });

  it('leaves a response without cookies or a wait alone', () => {
    const response = page();
    expect(finishedResponse(response, { cookiesWritten: false })).toBe(response);
  });

  it('makes a response that wrote cookies private and uncached, and sends a wait as retry-after', async () => {
    const finished = finishedResponse(page(), { cookiesWritten: true, retryAfterSeconds: 30 });
    expect(finished.headers.get('cache-control')).toBe('private, no-store');
    expect(finished.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(finished.headers.get('retry-after')).toBe('30');
    expect(await finished.text()).toBe('<p>hi</p>');
    const waited = finishedResponse(page(), { cookiesWritten: false, retryAfterSeconds: 2 });
    expect(waited.headers.get('retry-after')).toBe('2');
    expect(waited.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
