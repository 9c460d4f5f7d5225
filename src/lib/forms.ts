import { z } from '~/lib/zod';
import { emailFieldSchema } from '~/lib/email-address';
import { emailAddressSchema } from '~/lib/email-address';
import type { Locale } from '~/i18n/locales';
import { signupTexts } from '~/i18n/signup';
import { fill, plural } from '~/i18n/format';
import { contactTexts, type ContactSubject } from '~/i18n/forms';
import { alertFiltersSchema, alertFrequencySchema, cityOutsideCountry, defaultAlertFrequency, postedPackageField } from './alerts/filters';
import { ownValue } from './own-value';

// The public forms' schemas: islands and endpoints parse with these,
// so every message exists once. Fields are declared in the order the spec checks them, and zod
// reports issues in that order.

/**
 * "Please wait 7 minutes", "Please wait 3 hours": when a refused form may be sent again, in the
 * form's language (the sign-up texts: signupTexts[locale].tooMany).
 */
export const tooManyAttempts = (retryAfterSeconds: number, locale: Locale = 'en'): string => {
  const t = signupTexts[locale];
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes > 90 ? plural(t.waitHours, Math.ceil(minutes / 60), locale) : plural(t.waitMinutes, minutes, locale);
  return fill(t.tooMany, { wait });
};

/** The words the contact schema checks against and refuses with: the English form's. */
const contactForm = contactTexts.en;

/** The contact subjects' values, in the form's order; their words are the catalogue's (contactForm.subjects). */
export const contactSubjects = Object.keys(contactForm.subjects) as ContactSubject[];
const subjectValues = contactSubjects as [ContactSubject, ...ContactSubject[]];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An e-mail address: empty and malformed are different messages. Lowercased, so one person is one subscriber. */
const email = emailFieldSchema({ required: contactForm.errors.emailRequired, invalid: contactForm.errors.emailInvalid });

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
  const t = ownValue(signupTexts, value.locale) ?? signupTexts.en; // a refused locale field still gets its answers, in English
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

/** A fresh manage link, asked for with the address alone (the expired-link page). */
export const manageLinkRequestSchema = z.object({ email: signupEmail, locale, website: honeypot }).superRefine(checkSignup, signupChecks);

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
    package: postedPackageField,
    licence: alertFilters.licence.optional(),
    level: alertFilters.level.optional(),
    verified: alertFilters.verified.optional(),
    frequency: z.preprocess((v) => (text(v) === '' ? undefined : v), alertFrequencySchema.default(defaultAlertFrequency)),
    source,
    locale,
    website: honeypot,
  })
  .superRefine(checkSignup, signupChecks);
export type JobAlertInput = z.infer<typeof jobAlertSchema>;

const contactErrors = contactForm.errors;
const required = (message: string, max: number) =>
  z.preprocess((v) => text(v).trim(), z.string().min(1, message).max(max, fill(contactErrors.tooLong, { max })));

/**
 * The contact form: its field messages are the English catalogue's (the Arabic page says them in
 * Arabic: src/lib/contact-messages.ts); `locale`, the page's language, chooses the action's answers.
 */
export const contactSchema = z.object({
  firstName: required(contactErrors.firstName, 100),
  lastName: required(contactErrors.lastName, 100),
  email,
  subject: z.preprocess((v) => text(v), z.enum(subjectValues, { message: contactErrors.subject })),
  message: required(contactErrors.message, 5000),
  locale,
  website: honeypot,
});
/** A contact message as stored and e-mailed (the page's language only chooses the answers). */
export type ContactInput = Omit<z.infer<typeof contactSchema>, 'locale'>;

/** The first problem, in the spec's order, or undefined when the input is valid. */
export function firstError(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}
