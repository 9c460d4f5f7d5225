import { describe, expect, it } from 'vitest';
import { acceptInvitationSchema, inviteSchema, shownInvitationError } from '~/lib/admin-invitations';
import { signInSchema } from '~/lib/auth-schema';
import { tooManySignIns } from '~/server/auth/sign-in-limits';

const token = 'a'.repeat(43);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('sign-in form', () => {
  it.each([
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: 'admin@', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'admin@gulfjobs.example', password: '' }, 'Password is required'],
    [{ email: 'admin@gulfjobs.example', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: ' Admin@GulfJobs.example ', password: '123456' }, undefined],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(signInSchema.safeParse(input))).toBe(message);
  });
});

describe('too many sign-in attempts', () => {
  it.each([
    [1, 'Too many sign-in attempts. Try again in 1 second.'],
    [30, 'Too many sign-in attempts. Try again in 30 seconds.'],
    [59.2, 'Too many sign-in attempts. Try again in 60 seconds.'],
    [60, 'Too many sign-in attempts. Try again in 1 minute.'],
    [61, 'Too many sign-in attempts. Try again in 2 minutes.'],
    [900, 'Too many sign-in attempts. Try again in 15 minutes.'],
  ])('%i s → %s', (seconds, text) => {
    expect(tooManySignIns(seconds)).toBe(text);
  });
});

describe('invitations', () => {
  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'someone' }, 'Invalid email address'],
    [{ email: ' New@GulfJobs.example ' }, undefined],
  ])('invite %j → %s', (input, message) => {
    expect(firstMessage(inviteSchema.safeParse(input))).toBe(message);
  });

  it('lowercases the invited address', () => {
    expect(inviteSchema.parse({ email: ' New@GulfJobs.example ' })).toEqual({ email: 'new@gulfjobs.example' });
  });

  it.each([
    [
      { token: 'short', password: 'long enough', confirm: 'long enough' },
      'This invitation link is incomplete. Open the link from the e-mail again.',
    ],
    [{ token, password: '', confirm: '' }, 'Choose a password.'],
    [{ token, password: '1234567', confirm: '1234567' }, 'The password must be at least 8 characters.'],
    [{ token, password: '12345678', confirm: '' }, 'Type the password again to confirm it.'],
    [{ token, password: '12345678', confirm: '12345679' }, 'The two passwords do not match.'],
    [{ token, password: '12345678', confirm: '12345678' }, undefined],
  ])('accept %j → %s', (input, message) => {
    expect(firstMessage(acceptInvitationSchema.safeParse(input))).toBe(message);
  });

  it.each([
    [null, undefined],
    ['The two passwords do not match.', 'The two passwords do not match.'],
    ['Invalid email address', 'Invalid email address'],
    [
      'Your account could not be set up. Please try again in a minute; the invitation link still works.',
      'Your account could not be set up. Please try again in a minute; the invitation link still works.',
    ],
    ['Your account is locked: call +971 50 000 0000', 'Please check the form and try again.'],
  ])('a ?error= of %j shows %j', (text, shown) => {
    expect(shownInvitationError(text)).toBe(shown);
  });
});
