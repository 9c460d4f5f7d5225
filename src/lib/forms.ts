import { z } from '~/lib/zod';
import { emailFieldSchema } from '~/lib/email-address';
import { emailAddressSchema } from '~/lib/email-address';
import type { Locale } from '~/i18n/locales';
import { signupTexts } from '~/i18n/signup';
import { alertFiltersSchema, alertFrequencySchema, cityOutsideCountry, defaultAlertFrequency } from './alerts/filters';

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

/** The language of the page a sign-up form is on (a hidden field; English when absent). */
// The languages are signupTexts' keys: this module runs in the browser too, without the locale routing tables.
const signupLocales = Object.keys(signupTexts) as [Locale, ...Locale[]];
const locale = z.preprocess((v) => text(v) || 'en', z.enum(signupLocales, { message: 'Unknown language: the form must say en or ar.' }));

/** A sign-up's address, trimmed and lowercased; its messages come from the form's language (checkSignup). */
const signupEmail = z.preprocess((v) => text(v).trim().toLowerCase(), z.string());
const validAddress = emailAddressSchema('invalid');

/**
 * The sign-up forms' checks that speak the form's language: the address (empty and malformed told
 * apart), then a city outside the chosen country (on the city field, as /jobs refuses that search).
 * It runs even when another field failed, and the address's problem leads: the spec checks it first.
 */
function checkSignup(value: { email: string; locale: Locale; city?: string; country?: string }, ctx: z.RefinementCtx): void {
  const t = signupTexts[value.locale] ?? signupTexts.en; // a refused locale field still gets its answers, in English
  const email = typeof value.email === 'string' ? value.email : '';
  if (!email) ctx.addIssue({ code: 'custom', message: t.required, path: ['email'], input: email });
  else if (!validAddress.safeParse(email).success) ctx.addIssue({ code: 'custom', message: t.invalid, path: ['email'], input: email });
  const outside = typeof value.city === 'string' ? cityOutsideCountry(value) : undefined;
  // English names the places; the Arabic sentence does not (the place names stay out of this small module).
  if (outside) ctx.addIssue({ code: 'custom', message: value.locale === 'en' ? outside : t.city, path: ['city'], input: value.city });
  const first = ctx.issues.findIndex((issue) => issue.path?.[0] === 'email');
  if (first > 0) ctx.issues.unshift(...ctx.issues.splice(first, 1));
}
const signupChecks = { when: () => true };

export const newsletterSchema = z.object({ email: signupEmail, source, locale, website: honeypot }).superRefine(checkSignup, signupChecks);
export type NewsletterInput = z.infer<typeof newsletterSchema>;

const alertFilters = alertFiltersSchema.shape;

/**
 * A job alert: the whole /jobs search (the fields and messages of alertFiltersSchema), and how
 * often (weekly unless chosen). Stored through alertFiltersJson, which makes the same search one alert.
 * A city outside the chosen country is refused on the city field, as /jobs refuses that search.
 */
export const jobAlertSchema = z
  .object({
    email: signupEmail,
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
    locale,
    website: honeypot,
  })
  .superRefine(checkSignup, signupChecks);
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
