import { z } from '~/lib/zod';
import { emailFieldSchema } from '~/lib/email-address';
import { alertFiltersSchema, alertFrequencySchema, checkCityInCountry, defaultAlertFrequency } from './alerts/filters';

// The public forms' schemas (spec 000 sections 3 and 5): islands and endpoints parse with these,
// so every message exists once. Fields are declared in the order the spec checks them, and zod
// reports issues in that order.

export const newsletterTexts = {
  success: 'Thank you for subscribing!',
  failure: 'Something went wrong. Please try again.',
  bannerFailure: 'Subscription failed. Please try again.',
  network: 'Network error. Please try later.',
  confirmSent: 'Thank you for subscribing! Check your inbox to confirm.',
} as const;

export const contactTexts = {
  success: 'Message sent successfully!',
  failure: 'Failed to send message. Please try again.',
  network: 'Network error. Please try later.',
} as const;

/** "Please wait 7 minutes", "Please wait 3 hours": when a refused form may be sent again. */
export const tooManyAttempts = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes > 90 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} before trying again.`;
};

/** The headings of the short pages a form posted without JavaScript gets when it cannot go on. */
export const formPageTitles = {
  invalid: 'Please check the form',
  tooMany: 'Please wait a moment',
  failed: 'Something went wrong',
} as const;

/** The contact subjects (spec 000 section 3). */
export const contactSubjects = [
  { value: 'interview-coaching', label: 'Interview Coaching' },
  { value: 'job-seeker', label: "I'm looking for a job" },
  { value: 'employer', label: 'I want to post a job' },
  { value: 'partnership', label: 'Partnership inquiry' },
  { value: 'support', label: 'Technical support' },
  { value: 'other', label: 'Other' },
] as const;
const subjectValues = contactSubjects.map((s) => s.value) as [string, ...string[]];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An e-mail address: empty and malformed are different messages (spec 000 section 5). Lowercased, so one person is one subscriber. */
const email = emailFieldSchema({ required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' });

/** A field people never see; a bot that fills it is thanked and ignored. */
const honeypot = z.preprocess(text, z.string()).optional();

/** Where a sign-up came from: above_fold, exit_intent, banner, job_alert_popup, … */
const source = z.preprocess((v) => text(v) || 'unknown', z.string().regex(/^[a-z0-9_]{1,40}$/, 'Unknown form source.'));

export const newsletterSchema = z.object({ email, source, website: honeypot });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

const alertFilters = alertFiltersSchema.shape;

/**
 * A job alert: the whole /jobs search (the fields and messages of alertFiltersSchema), and how
 * often (weekly unless chosen). Stored through alertFiltersJson, which makes the same search one alert.
 * A city outside the chosen country is refused on the city field, as /jobs refuses that search.
 */
export const jobAlertSchema = z
  .object({
    email,
    // .optional() outside: Astro reads a missing form field of an optional schema as undefined, not null.
    q: alertFilters.q.optional(),
    category: alertFilters.category.optional(),
    country: alertFilters.country.optional(),
    remote: alertFilters.remote.optional(),
    topic: alertFilters.topic.optional(),
    city: alertFilters.city.optional(),
    min_salary: alertFilters.min_salary.optional(),
    type: alertFilters.type.optional(),
    visa: alertFilters.visa.optional(),
    nationality: alertFilters.nationality.optional(),
    package: alertFilters.package.optional(),
    frequency: z.preprocess((v) => (text(v) === '' ? undefined : v), alertFrequencySchema.default(defaultAlertFrequency)),
    source,
    website: honeypot,
  })
  .superRefine(checkCityInCountry);
export type JobAlertInput = z.infer<typeof jobAlertSchema>;

const required = (message: string, max: number) =>
  z.preprocess((v) => text(v).trim(), z.string().min(1, message).max(max, `Please keep this under ${max} characters.`));

export const contactSchema = z.object({
  firstName: required('Please enter your first name.', 100),
  lastName: required('Please enter your last name.', 100),
  email,
  subject: z.preprocess((v) => text(v), z.enum(subjectValues, { message: 'Please select a subject.' })),
  message: required('Please enter your message.', 5000),
  website: honeypot,
});
export type ContactInput = z.infer<typeof contactSchema>;

/** The first problem, in the spec's order, or undefined when the input is valid. */
export function firstError(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}
