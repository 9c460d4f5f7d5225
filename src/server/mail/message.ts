import { z } from 'zod';
import { emailAddressSchema } from '~/lib/email-address';

/** Longer subjects are cut with an ellipsis (mail clients show far fewer characters anyway). */
const subjectLimit = 200;

/** An e-mail to queue: the one schema every sender of mail goes through. */
export const outgoingEmailSchema = z.object({
  to: emailAddressSchema('The recipient must be a valid e-mail address.', 'The recipient address can be at most 254 characters.'),
  // Subjects quote what people typed (a 200-character title at a 200-character company): shorten
  // them rather than refuse the e-mail and, with it, the submission it belongs to.
  /** Where replies go when not to the sender: the person whose message the team is reading. */
  replyTo: emailAddressSchema(
    'The reply-to address must be a valid e-mail address.',
    'The reply-to address can be at most 254 characters.',
  ).optional(),
  subject: z
    .string()
    .trim()
    .min(1, 'An e-mail needs a subject.')
    .transform((s) => (s.length > subjectLimit ? `${s.slice(0, subjectLimit - 1).trimEnd()}…` : s)),
  text: z.string().min(1, 'An e-mail needs a plain-text body.').max(100_000, 'The plain-text body can be at most 100,000 characters.'),
  html: z.string().max(300_000, 'The HTML body can be at most 300,000 characters.').optional(),
  kind: z.string().regex(/^[a-z0-9_.-]{1,60}$/, 'The kind is a short lowercase label such as "newsletter.confirm".'),
  /** A bulk e-mail's one-click unsubscribe URL: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe: z
    .string()
    .max(2000, 'The unsubscribe URL can be at most 2,000 characters.')
    .regex(/^https?:\/\/\S+$/, 'The unsubscribe URL must be an http or https URL.')
    .optional(),
  /** Queues the e-mail at most once: a second row with the same key is not written. */
  dedupeKey: z.string().min(1).max(200, 'The dedupe key can be at most 200 characters.').optional(),
});
export type OutgoingEmail = z.input<typeof outgoingEmailSchema>;
