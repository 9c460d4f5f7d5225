import { z } from '~/lib/zod';
import { emailAddressSchema } from '~/lib/email-address';

/** Every text a failed sign-in can show, written once. */
export const signInMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 200 characters',
  invalidCredentials: 'Invalid email or password.',
  unavailable: 'Sign-in is unavailable right now. Please try again in a minute.',
  busy: 'Too many people are signing in right now. Try again in a few seconds.',
} as const;

/** The sign-in form: the island and the endpoint parse with this schema. */
export const signInSchema = z.object({
  email: z
    .string({ error: signInMessages.emailRequired })
    .trim()
    .min(1, signInMessages.emailRequired)
    .pipe(emailAddressSchema(signInMessages.emailInvalid))
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: signInMessages.passwordRequired })
    .min(1, signInMessages.passwordRequired)
    .min(6, signInMessages.passwordShort)
    .max(200, signInMessages.passwordLong),
  next: z.string().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** What the browser learns about the signed-in user. */
export const publicUserSchema = z.object({
  email: z.string(),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Where to go after signing in: only a path on this site (one helper for every redirect target). */
export { safeNextPath } from '~/lib/safe-path';

/** Shown when a sign-in failed for a reason the page cannot vouch for. */
export const signInFallbackError = 'Please check your credentials and try again.';
const signInErrors = new Set<string>(Object.values(signInMessages));
const tooManyAttempts = /^Too many sign-in attempts\. Try again in \d{1,3} (?:seconds?|minutes?)\.$/;

/**
 * The failure text a no-JavaScript sign-in carries back in `/auth?error=`, only if it is one the
 * server writes: anyone can craft that link, so it must not put their words on the sign-in page.
 */
export const shownSignInError = (text: string): string =>
  signInErrors.has(text) || tooManyAttempts.test(text) ? text : signInFallbackError;
