import { z } from 'zod';

// Inviting an admin and accepting the invitation: the forms and the endpoints parse with these.

export const invitationDays = 7;
export const invitedPasswordMinLength = 8;

export const inviteSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : ''),
    z.string().min(1, 'Email is required').pipe(z.email({ error: 'Invalid email address' }).max(254, 'Invalid email address')),
  ),
});

export const acceptInvitationSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is incomplete. Open the link from the e-mail again.'),
    password: z
      .string({ error: 'Choose a password.' })
      .min(1, 'Choose a password.')
      .min(invitedPasswordMinLength, `The password must be at least ${invitedPasswordMinLength} characters.`)
      .max(200, 'The password must be at most 200 characters.'),
    confirm: z.string({ error: 'Type the password again to confirm it.' }).min(1, 'Type the password again to confirm it.'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match.' });

export type InvitationState = 'open' | 'used' | 'revoked' | 'expired' | 'unknown';

/** What the accept page says when the link cannot be used. */
export const invitationProblems: Record<Exclude<InvitationState, 'open'>, { title: string; text: string }> = {
  used: { title: 'This invitation was already used', text: 'Each invitation link works once. If you set your password, sign in with it; otherwise ask an admin to invite you again.' },
  revoked: { title: 'This invitation was withdrawn', text: 'An admin cancelled this invitation. Ask an admin to invite you again if you still need access.' },
  expired: { title: 'This invitation has expired', text: `Invitation links work for ${invitationDays} days. Ask an admin to send you a new one.` },
  unknown: { title: 'This invitation link is not valid', text: 'The link may be incomplete: open it from the e-mail again, or ask an admin to send a new invitation.' },
};
