import { messagesFor } from '~/i18n';
import { employerCodeSchema, employerLinkRequestSchema, employerTokenSchema } from '~/lib/employer-sign-in';
import { employerPaths, postingAnchor } from '~/lib/employer-paths';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { tooManyAttempts } from '~/lib/forms';
import type { AuthProvider } from '~/server/auth/provider';
import type { CookieContext } from '~/server/auth/cookies';
import { setSignedInHint } from '~/server/auth/handlers';
import type { Db } from '~/server/db/client';
import { overLimit } from '~/server/forms/guard';
import { clientAddress } from '~/server/http/client-address';
import { sendEmployerSignIn, useEmployerSignIn } from './sign-in-links';

// The employer sign-in forms' POSTs, answered as the page renders them: a sentence and a status,
// or where to go once signed in. Plain forms: they work without JavaScript.

export interface EmployerSignInDeps {
  db: Db;
  provider: AuthProvider;
  secret: string;
  siteUrl: string;
}

export type EmployerSignInAnswer =
  | { kind: 'sent'; email: string }
  | { kind: 'refused'; status: 400 | 403 | 429 | 503; message: string; retryAfterSeconds?: number }
  | { kind: 'signed-in'; location: string };

const t = messagesFor('en').employer.signIn;

const fieldsOf = (form: FormData): Record<string, unknown> =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
const firstIssue = (error: { issues: readonly { message: string }[] }) => error.issues[0]?.message ?? t.errors.invalid;
const unavailable = (error: unknown): EmployerSignInAnswer => {
  console.error('employer sign-in failed:', error);
  return { kind: 'refused', status: 503, message: t.errors.failure };
};

/** "E-mail me a sign-in link": counted against the limits, answered alike whether or not the address posted a job. */
export async function requestEmployerLink(form: FormData, request: Request, deps: EmployerSignInDeps): Promise<EmployerSignInAnswer> {
  const fields = fieldsOf(form);
  if (bodyHasNul(fields)) return { kind: 'refused', status: 400, message: nulRefusal };
  const parsed = employerLinkRequestSchema.safeParse(fields);
  if (!parsed.success) return { kind: 'refused', status: 400, message: firstIssue(parsed.error) };
  const { email, job, locale } = parsed.data;
  try {
    const wait = await overLimit(deps, 'employer_sign_in', clientAddress(request), email);
    if (wait > 0) return { kind: 'refused', status: 429, message: tooManyAttempts(wait), retryAfterSeconds: wait };
    await sendEmployerSignIn(deps.db, { email, jobId: job, locale }, deps);
  } catch (error) {
    return unavailable(error);
  }
  return { kind: 'sent', email };
}

/** The code typed on the sign-in page (its own limits: a real user's link keeps working). */
export async function signInWithCode(form: FormData, context: CookieContext, deps: EmployerSignInDeps): Promise<EmployerSignInAnswer> {
  const fields = fieldsOf(form);
  if (bodyHasNul(fields)) return { kind: 'refused', status: 400, message: nulRefusal };
  const parsed = employerCodeSchema.safeParse(fields);
  if (!parsed.success) return { kind: 'refused', status: 400, message: firstIssue(parsed.error) };
  try {
    const wait = await overLimit(deps, 'employer_code', clientAddress(context.request), parsed.data.email);
    if (wait > 0) return { kind: 'refused', status: 429, message: tooManyAttempts(wait), retryAfterSeconds: wait };
    return await finish(await useEmployerSignIn(deps.db, parsed.data, deps), context, deps);
  } catch (error) {
    return unavailable(error);
  }
}

/** The e-mailed link's button. */
export async function signInWithLink(form: FormData, context: CookieContext, deps: EmployerSignInDeps): Promise<EmployerSignInAnswer> {
  const fields = fieldsOf(form);
  if (bodyHasNul(fields)) return { kind: 'refused', status: 400, message: nulRefusal };
  const parsed = employerTokenSchema.safeParse(fields);
  if (!parsed.success) return { kind: 'refused', status: 400, message: firstIssue(parsed.error) };
  try {
    return await finish(await useEmployerSignIn(deps.db, parsed.data, deps), context, deps);
  } catch (error) {
    return unavailable(error);
  }
}

async function finish(
  used: Awaited<ReturnType<typeof useEmployerSignIn>>,
  context: CookieContext,
  deps: EmployerSignInDeps,
): Promise<EmployerSignInAnswer> {
  if (!used) return { kind: 'refused', status: 400, message: t.errors.invalid };
  const outcome = await deps.provider.signInEmployer(used.email, context);
  if (!outcome.ok) return { kind: 'refused', status: 403, message: t.errors.admin };
  setSignedInHint(context);
  return { kind: 'signed-in', location: `${employerPaths.dashboard}${used.jobId ? `#${postingAnchor(used.jobId)}` : ''}` };
}
