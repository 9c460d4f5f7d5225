import type { AstroCookies } from 'astro';
import type { Db } from '~/server/db/client';
import type { AuthProvider } from '~/server/auth/provider';
import { sessionHours } from '~/server/auth/provider';
import { cookieJarFor } from '~/server/auth/cookies';
import { signedInHint } from '~/server/auth/handlers';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { acceptInvitationSchema, invitationMessages, invitationProblems } from '~/lib/admin-invitations';
import { acceptInvitation, acceptInvitationPath } from './invitations';
import { fieldErrorsOf } from '~/lib/field-errors';

export const afterAcceptPath = '/admin/review-jobs';

const backToForm = (token: string, error?: string) =>
  seeOther(`${acceptInvitationPath}?${new URLSearchParams({ token, ...(error ? { error } : {}) })}`);

/**
 * POST /api/auth/accept-invite {token, password, confirm}: uses up the invitation, creates the
 * admin through the auth provider, signs them in (session cookies into Astro's `cookies`) and lands
 * on the review dashboard.
 */
export async function acceptInvitationHandler(request: Request, cookies: AstroCookies, db: Db, provider: AuthProvider): Promise<Response> {
  const form = isFormPost(request);
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const token = typeof body.value.token === 'string' ? body.value.token.slice(0, 100) : '';
  const parsed = acceptInvitationSchema.safeParse(body.value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please check the form.';
    if (form) return backToForm(token, message);
    const fieldErrors = fieldErrorsOf(parsed.error);
    return jsonNoStore({ error: message, fieldErrors }, 400);
  }
  const { password } = parsed.data;
  let outcome;
  try {
    outcome = await acceptInvitation(db, parsed.data.token, (email) => provider.setUpInvitedAdmin(email, password));
  } catch (error) {
    console.error('POST /api/auth/accept-invite failed:', error);
    return form ? backToForm(token, invitationMessages.acceptFailed) : jsonNoStore({ error: invitationMessages.acceptFailed }, 503);
  }
  if (!outcome.ok) {
    if (form) return backToForm(token);
    const problem = invitationProblems[outcome.state === 'open' ? 'unknown' : outcome.state];
    return jsonNoStore({ error: `${problem.title}. ${problem.text}`, state: outcome.state }, 410);
  }
  const jar = cookieJarFor(request, cookies);
  const signIn = await provider.signIn(outcome.email, password, jar).catch((error: unknown) => {
    console.error('sign-in after accepting an invitation failed:', error);
    return undefined;
  });
  if (!signIn?.ok) {
    // The account exists: the person can sign in on /auth with the password just chosen.
    const next = `/auth?${new URLSearchParams({ email: outcome.email, next: afterAcceptPath, error: 'Your admin account is ready, but signing you in failed. Sign in with your new password.' })}`;
    return form ? seeOther(next) : jsonNoStore({ ok: true, next }, 200);
  }
  jar.set(signedInHint, '1', { maxAgeSeconds: sessionHours * 3600, readableByScripts: true });
  return form ? seeOther(afterAcceptPath) : jsonNoStore({ ok: true, next: afterAcceptPath }, 200);
}
