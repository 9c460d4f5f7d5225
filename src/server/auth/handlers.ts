import type { AstroCookies } from 'astro';
import { safeNextPath, signInSchema, type PublicUser, signInMessages } from '~/lib/auth-schema';
import { maxEmailLength } from '~/lib/email-address';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { cookieJarFor } from './cookies';
import { sessionHours, type AuthProvider } from './provider';
import { countSignInAttempt, forgiveSignInAttempt, tooManySignIns } from './sign-in-limits';
import { clientAddress } from '~/server/forms/rate-limit';
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
 * Attempts are limited per address and per account (see sign-in-limits.ts), counted in `db`.
 * The session cookies go into `cookies` (Astro's, for this request), which Astro puts on the response.
 */
export async function signInHandler(request: Request, cookies: AstroCookies, provider: AuthProvider, db: Db): Promise<Response> {
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
  let attempt;
  try {
    attempt = await countSignInAttempt(db, clientAddress(request), parsed.data.email);
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
  const jar = cookieJarFor(request, cookies);
  let result;
  try {
    result = await provider.signIn(parsed.data.email, parsed.data.password, jar);
  } catch (error) {
    console.error('POST /api/auth/sign-in failed:', error);
    result = unavailable;
  }
  if (result.ok || result.reason === 'unavailable') {
    // Only wrong passwords add up: a success or an outage gives the attempt back.
    await forgiveSignInAttempt(db, attempt).catch((error: unknown) => console.error('sign-in: could not give the attempt back:', error));
  }
  if (!result.ok) {
    if (form) return seeOther(authPage({ error: result.message, email: parsed.data.email, next }));
    return jsonNoStore({ error: result.message }, result.reason === 'unavailable' ? 503 : 401);
  }
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
