import { safeNextPath, signInMessages, type PublicUser, type SignInInput } from '~/lib/auth-schema';
import { clientAddress, rateBucket } from '~/server/forms/rate-limit';
import { rateLimitKeyOf } from '~/server/http/client-address';
import type { Db } from '~/server/db/client';
import { setCookie, deleteCookie, type CookieContext } from './cookies';
import { rememberDevice, trustedDeviceFor } from './device-cookie';
import { sessionHours, type AuthProvider } from './provider';
import { settleSignInAttempt, takeSignInAttempt, tooManySignIns } from './sign-in-limits';
import type { SessionUser } from './types';

/** Cookie telling static pages that a session may exist (see SiteHeader.astro). */
export const signedInHint = 'gj_signed_in';

/** What signing in needs besides the request: the auth provider, the database, the session secret. */
export interface AuthDeps {
  provider: AuthProvider;
  db: Db;
  secret: string;
}

/** Why a sign-in was refused: the status it answers with, the text shown, and when to try again. */
export interface SignInRefusal {
  ok: false;
  status: 401 | 429 | 503;
  message: string;
  retryAfterSeconds?: number;
}
export type SignInOutcome = { ok: true; user: PublicUser; next: string } | SignInRefusal;

export const publicUser = (user: SessionUser | null): PublicUser | null => user && { email: user.email, isAdmin: user.isAdmin };

/** Sets the hint the static pages' header reads to know it should ask who is signed in (no secret in it). */
export const setSignedInHint = (context: CookieContext): void =>
  setCookie(context, signedInHint, '1', { maxAgeSeconds: sessionHours * 3600, readableByScripts: true });

const unavailable = { ok: false, status: 503, message: signInMessages.unavailable } as const;

/**
 * Signs in with checked `input` (signInSchema). Failed attempts slow further ones down per account
 * and address, per address and per account, or only per device for a browser with a device
 * cookie signed with `secret` (sign-in-limits.ts, device-cookie.ts), counted in `db` before any
 * password is hashed. The session cookies go onto `context.cookies`, which Astro puts on the response.
 */
export async function signIn(input: SignInInput, context: CookieContext, { provider, db, secret }: AuthDeps): Promise<SignInOutcome> {
  const next = safeNextPath(input.next);
  // The device cookie is read first (a signature check, no database): a trusted browser has its own
  // place in the hashing queue, so a flood of strangers cannot keep its owner out.
  const trustedDevice = trustedDeviceFor(context, input.email, secret);
  const lane = { trusted: trustedDevice !== undefined };
  // A full hashing queue is refused first, before any database work: a flood costs next to nothing.
  const busyFor = provider.hashingBusy?.(lane);
  if (busyFor !== undefined) return { ok: false, status: 503, message: signInMessages.busy, retryAfterSeconds: busyFor };
  let attempt;
  try {
    // The address as the form limits key it: its /64 for IPv6, under a keyed hash (never stored plain).
    const address = rateBucket('signin', 'address', rateLimitKeyOf(clientAddress(context.request)), secret);
    attempt = await takeSignInAttempt(db, { address, email: input.email, trustedDevice });
  } catch (error) {
    // Fails closed: without the counter there is no limit, so nobody is let in.
    console.error('sign-in: the attempt could not be counted:', error);
    return unavailable;
  }
  if (!attempt.allowed)
    return { ok: false, status: 429, message: tooManySignIns(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds };
  let result;
  try {
    result = await provider.signIn(input.email, input.password, context, lane);
  } catch (error) {
    console.error('sign-in failed:', error);
    result = { ok: false as const, reason: 'unavailable' as const, message: signInMessages.unavailable };
  }
  if (result.ok || result.reason !== 'invalid-credentials') {
    // Only wrong passwords add up: a success clears this account's own buckets, an outage or a busy server gives the attempt back.
    await settleSignInAttempt(db, attempt, result.ok ? 'signed-in' : 'not-checked').catch((error: unknown) =>
      console.error('sign-in: could not settle the attempt:', error),
    );
  }
  if (!result.ok) {
    if (result.reason === 'busy') return { ok: false, status: 503, message: result.message, retryAfterSeconds: result.retryAfterSeconds };
    return { ok: false, status: result.reason === 'invalid-credentials' ? 401 : 503, message: result.message };
  }
  // This browser is now known for this account: guessing elsewhere cannot keep it out (device-cookie.ts).
  rememberDevice(context, input.email, secret, trustedDevice);
  setSignedInHint(context);
  return { ok: true, user: { email: result.user.email, isAdmin: result.user.isAdmin }, next };
}

/** Ends the session (its row and its cookies) and the header's hint. */
export async function signOut(context: CookieContext, provider: AuthProvider): Promise<void> {
  await provider.signOut(context);
  deleteCookie(context, signedInHint);
}
