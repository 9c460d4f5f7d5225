import type { AstroCookies } from 'astro';
import { safeNextPath, signInSchema, type PublicUser, signInMessages } from '~/lib/auth-schema';
import { maxEmailLength } from '~/lib/email-address';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { cookieJarFor } from './cookies';
import { sessionHours, type AuthProvider } from './provider';
import { settleSignInAttempt, takeSignInAttempt, tooManySignIns } from './sign-in-limits';
import { rememberDevice, trustedDeviceFor } from './device-cookie';
import { clientAddress, rateBucket } from '~/server/forms/rate-limit';
import { rateLimitKeyOf } from '~/server/http/client-address';
import type { Db } from '~/server/db/client';

/** Cookie telling static pages that a session may exist (see SiteHeader.astro). */
export const signedInHint = 'gj_signed_in';
import type { SessionUser } from './types';
import { fieldErrorsOf } from '~/lib/field-errors';

const publicUser = (user: SessionUser | null): PublicUser | null =>
  user && { email: user.email, isAdmin: user.isAdmin };

const authPage = (params: Record<string, string>) => `/auth?${new URLSearchParams(params)}`;

/**
 * POST /api/auth/sign-in: JSON from the island, or a plain form post without JavaScript.
 * Failed attempts slow further ones down per account and address, per address and per account,
 * or only per device for a browser with a device cookie signed with `secret` (sign-in-limits.ts,
 * device-cookie.ts), counted in `db` before any password is hashed. The session cookies go into
 * `cookies` (Astro's, for this request), which Astro puts on the response.
 */
export async function signInHandler(request: Request, cookies: AstroCookies, provider: AuthProvider, db: Db, secret: string): Promise<Response> {
  const form = isFormPost(request);
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const next = safeNextPath(typeof body.value.next === 'string' ? body.value.next : undefined);
  const parsed = signInSchema.safeParse(body.value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please check your e-mail and password.';
    if (form) return seeOther(authPage({ error: message, email: String(body.value.email ?? '').slice(0, maxEmailLength), next }));
    const fieldErrors = fieldErrorsOf(parsed.error);
    return jsonNoStore({ error: message, fieldErrors }, 400);
  }
  const unavailable = { ok: false as const, reason: 'unavailable' as const, message: signInMessages.unavailable };
  // A full hashing queue is refused first, before any database work: a flood costs next to nothing.
  const busyFor = provider.hashingBusy?.();
  if (busyFor !== undefined) {
    const response = form ? seeOther(authPage({ error: signInMessages.busy, email: parsed.data.email, next })) : jsonNoStore({ error: signInMessages.busy }, 503);
    response.headers.set('retry-after', String(busyFor));
    return response;
  }
  const jar = cookieJarFor(request, cookies);
  const trustedDevice = trustedDeviceFor(jar, parsed.data.email, secret);
  let attempt;
  try {
    // The address as the form limits key it: its /64 for IPv6, under a keyed hash (never stored plain).
    const address = rateBucket('signin', 'address', rateLimitKeyOf(clientAddress(request)), secret);
    attempt = await takeSignInAttempt(db, { address, email: parsed.data.email, trustedDevice });
  } catch (error) {
    // Fails closed: without the counter there is no limit, so nobody is let in.
    console.error('POST /api/auth/sign-in: the attempt could not be counted:', error);
    if (form) return seeOther(authPage({ error: unavailable.message, email: parsed.data.email, next }));
    return jsonNoStore({ error: unavailable.message }, 503);
  }
  if (!attempt.allowed) {
    const message = tooManySignIns(attempt.retryAfterSeconds);
    const response = form ? seeOther(authPage({ error: message, email: parsed.data.email, next })) : jsonNoStore({ error: message }, 429);
    response.headers.set('retry-after', String(attempt.retryAfterSeconds));
    return response;
  }
  let result;
  try {
    result = await provider.signIn(parsed.data.email, parsed.data.password, jar);
  } catch (error) {
    console.error('POST /api/auth/sign-in failed:', error);
    result = unavailable;
  }
  if (result.ok || result.reason !== 'invalid-credentials') {
    // Only wrong passwords add up: a success clears this account's own buckets, an outage or a busy server gives the attempt back.
    await settleSignInAttempt(db, attempt, result.ok ? 'signed-in' : 'not-checked').catch((error: unknown) => console.error('sign-in: could not settle the attempt:', error));
  }
  if (!result.ok) {
    const response = form
      ? seeOther(authPage({ error: result.message, email: parsed.data.email, next }))
      : jsonNoStore({ error: result.message }, result.reason === 'invalid-credentials' ? 401 : 503);
    if (result.reason === 'busy') response.headers.set('retry-after', String(result.retryAfterSeconds));
    return response;
  }
  // This browser is now known for this account: guessing elsewhere cannot keep it out (device-cookie.ts).
  rememberDevice(jar, parsed.data.email, secret, trustedDevice);
  // A hint the static pages' header reads to know it should ask who is signed in (no secret in it).
  jar.set(signedInHint, '1', { maxAgeSeconds: sessionHours * 3600, readableByScripts: true });
  return form ? seeOther(next) : jsonNoStore({ user: publicUser(result.user), next });
}

/** POST /api/auth/sign-out: ends the session; a form post lands on /auth. */
export async function signOutHandler(request: Request, cookies: AstroCookies, provider: AuthProvider): Promise<Response> {
  const jar = cookieJarFor(request, cookies);
  await provider.signOut(jar);
  jar.delete(signedInHint);
  return isFormPost(request) ? seeOther(authPage({ signedOut: '1' })) : jsonNoStore({ user: null });
}

/** GET /api/auth/me: who is signed in (the middleware resolved it; never cached). */
export const currentUserHandler = (user: SessionUser | null): Response => jsonNoStore({ user: publicUser(user) });
