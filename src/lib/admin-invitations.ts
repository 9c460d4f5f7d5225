import { z } from '~/lib/zod';
import { signInMessages } from './auth-schema';
import { emailFieldSchema } from './email-address';

// Inviting an admin and accepting the invitation: the forms and the endpoints parse with these.

export const invitationDays = 7;
export const invitedPasswordMinLength = 8;

/** Every text the invitation forms show for a mistake, written once for the schemas and the pages. */
export const invitationMessages = {
  emailRequired: signInMessages.emailRequired,
  emailInvalid: signInMessages.emailInvalid,
  tokenIncomplete: 'This invitation link is incomplete. Open the link from the e-mail again.',
  passwordRequired: 'Choose a password.',
  passwordShort: `The password must be at least ${invitedPasswordMinLength} characters.`,
  passwordLong: 'The password must be at most 200 characters.',
  confirmRequired: 'Type the password again to confirm it.',
  mismatch: 'The two passwords do not match.',
  acceptFailed: 'Your account could not be set up. Please try again in a minute; the invitation link still works.',
} as const;
const m = invitationMessages;

export const inviteSchema = z.object({
  email: emailFieldSchema({ required: m.emailRequired, invalid: m.emailInvalid }),
});

export const acceptInvitationSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, m.tokenIncomplete),
    password: z
      .string({ error: m.passwordRequired })
      .min(1, m.passwordRequired)
      .min(invitedPasswordMinLength, m.passwordShort)
      .max(200, m.passwordLong),
    confirm: z.string({ error: m.confirmRequired }).min(1, m.confirmRequired),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: m.mismatch });

const knownMessages = new Set<string>(Object.values(invitationMessages));

/**
 * The mistake a no-JavaScript form carries back in `?error=`, only if it is one the server
 * writes: anyone can craft such a link, so it must not put their words on our pages.
 */
export const shownInvitationError = (text: string | null): string | undefined =>
  text === null ? undefined : knownMessages.has(text) ? text : 'Please check the form and try again.';

export type InvitationState = 'open' | 'used' | 'revoked' | 'expired' | 'unknown';

/** What the accept page says when the link cannot be used. */
export const invitationProblems: Record<Exclude<InvitationState, 'open'>, { title: string; text: string }> = {
  used: {
    title: 'This invitation was already used',
    text: 'Each invitation link works once. If you set your password, sign in with it; otherwise ask an admin to invite you again.',
  },
  revoked: {
    title: 'This invitation was withdrawn',
    text: 'An admin cancelled this invitation. Ask an admin to invite you again if you still need access.',
  },
  expired: {
    title: 'This invitation has expired',
    text: `Invitation links work for ${invitationDays} days. Ask an admin to send you a new one.`,
  },
  unknown: {
    title: 'This invitation link is not valid',
    text: 'The link may be incomplete: open it from the e-mail again, or ask an admin to send a new invitation.',
  },
};
