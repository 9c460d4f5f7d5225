import { z } from '~/lib/zod';

/** The longest address SMTP carries (RFC 5321: 256 octets of path less the angle brackets). */
export const maxEmailLength = 254;

/**
 * An e-mail address as the outbox sends it: the one definition every form and the outbox share,
 * so a form never accepts an address (such as `a,b@example.com`) the outbox would refuse later.
 */
export const emailAddressSchema = (invalid: string, tooLong = invalid) => z.email({ error: invalid }).max(maxEmailLength, tooLong);

/**
 * A form's e-mail field: trimmed and lowercased (one person is one address), empty and malformed
 * told apart, then the outbox's own check.
 */
export const emailFieldSchema = (messages: { required: string; invalid: string }) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : ''),
    z.string().min(1, messages.required).pipe(emailAddressSchema(messages.invalid)),
  );
