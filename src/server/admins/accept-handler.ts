import type { AuthDeps } from '~/server/auth/handlers';
import { setSignedInHint } from '~/server/auth/handlers';
import type { CookieContext } from '~/server/auth/cookies';
import type { z } from '~/lib/zod';
import { invitationMessages, invitationProblems, type acceptInvitationSchema, type InvitationState } from '~/lib/admin-invitations';
import { acceptInvitation } from './invitations';

export const afterAcceptPath = '/admin/review-jobs';

type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export type AcceptOutcome =
  /** The admin exists; `next` is the review dashboard, or sign-in when signing them in failed. */
  { ok: true; next: string } | { ok: false; status: 410 | 503; message: string; state?: Exclude<InvitationState, 'open'> };

/**
 * Accepts an invitation with checked `input` (acceptInvitationSchema): uses it up, creates the
 * admin through the auth provider and signs them in (session cookies onto `context.cookies`).
 */
export async function acceptInvite(
  input: AcceptInvitationInput,
  context: CookieContext,
  { provider, db }: Pick<AuthDeps, 'provider' | 'db'>,
): Promise<AcceptOutcome> {
  const { password } = input;
  let outcome;
  try {
    outcome = await acceptInvitation(db, input.token, (email) => provider.setUpInvitedAdmin(email, password));
  } catch (error) {
    console.error('accepting an invitation failed:', error);
    return { ok: false, status: 503, message: invitationMessages.acceptFailed };
  }
  if (!outcome.ok) {
    const state = outcome.state === 'open' ? 'unknown' : outcome.state;
    const problem = invitationProblems[state];
    return { ok: false, status: 410, message: `${problem.title}. ${problem.text}`, state };
  }
  const signIn = await provider.signIn(outcome.email, password, context).catch((error: unknown) => {
    console.error('sign-in after accepting an invitation failed:', error);
    return undefined;
  });
  if (!signIn?.ok) {
    // The account exists: the person can sign in on /auth with the password just chosen.
    return {
      ok: true,
      next: `/auth?${new URLSearchParams({ email: outcome.email, next: afterAcceptPath, error: 'Your admin account is ready, but signing you in failed. Sign in with your new password.' })}`,
    };
  }
  setSignedInHint(context);
  return { ok: true, next: afterAcceptPath };
}
