import { ActionError, defineAction, type ActionAPIContext, type ActionErrorCode } from 'astro:actions';
import { acceptInvitationSchema } from '~/lib/admin-invitations';
import { signInSchema } from '~/lib/auth-schema';
import { authProvider } from '~/server/auth';
import { signIn, signOut, type AuthDeps } from '~/server/auth/handlers';
import { sessionSecret } from '~/server/auth/session-secret';
import { acceptInvite } from '~/server/admins/accept-handler';
import { db } from '~/server/db/client';

const codes = { 401: 'UNAUTHORIZED', 410: 'GONE', 429: 'TOO_MANY_REQUESTS', 503: 'SERVICE_UNAVAILABLE' } as const satisfies Record<
  number,
  ActionErrorCode
>;

/**
 * A refused sign-in as the action's error; a wait goes into `retry-after` (the middleware copies
 * `locals.retryAfterSeconds` onto the response, which an action cannot set itself).
 */
function refuse(context: ActionAPIContext, refusal: { status: keyof typeof codes; message: string; retryAfterSeconds?: number }): never {
  if (refusal.retryAfterSeconds !== undefined) context.locals.retryAfterSeconds = refusal.retryAfterSeconds;
  throw new ActionError({ code: codes[refusal.status], message: refusal.message });
}

/** The auth actions over `deps` (the environment's in the site; a test database's in tests). */
export function authActions(deps: () => Promise<AuthDeps>) {
  return {
    /** The /auth form: the user and where to go next. */
    signIn: defineAction({
      accept: 'form',
      input: signInSchema,
      handler: async (input, context) => {
        const outcome = await signIn(input, context, await deps());
        if (!outcome.ok) return refuse(context, outcome);
        return { user: outcome.user, next: outcome.next };
      },
    }),
    /** Ends the session: from the header, the sign-in page and the admin pages. */
    signOut: defineAction({
      accept: 'form',
      handler: async (_input, context) => {
        await signOut(context, (await deps()).provider);
        return { user: null };
      },
    }),
    /** The e-mailed invitation's form: becomes an admin, signed in; `next` is where to go. */
    acceptInvite: defineAction({
      accept: 'form',
      input: acceptInvitationSchema,
      handler: async (input, context) => {
        const outcome = await acceptInvite(input, context, await deps());
        if (!outcome.ok) return refuse(context, outcome);
        return { next: outcome.next };
      },
    }),
  };
}

/** Sign in, sign out, accept an admin invitation. */
export const auth = authActions(async () => ({ provider: await authProvider(), db: db(), secret: await sessionSecret() }));
