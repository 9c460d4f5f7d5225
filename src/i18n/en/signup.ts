import type { PluralForms } from '../format';

/**
 * The sign-up forms' messages (newsletter, job alerts): small on purpose, the one part of the alerts
 * texts the forms' browser code and zod schema load (src/lib/forms.ts, src/scripts/subscribe-forms.ts).
 */
export const signup = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
  /** A city outside the chosen country (English names the places: src/lib/alerts/filters.ts cityOutsideCountry). */
  city: 'That city is not in the chosen country. Choose a city in that country, or All cities.',
  sending: 'Subscribing...',
  confirmSent: 'Thank you for subscribing! Check your inbox to confirm.',
  /** After a job-alert sign-up, beside confirmSent: what was saved. */
  alertSaved: 'Your alert, {frequency}: {search}.',
  frequencies: { daily: 'daily', weekly: 'weekly' },
  failure: 'Something went wrong. Please try again.',
  bannerFailure: 'Subscription failed. Please try again.',
  network: 'Network error. Please try later.',
  /** "Please wait 7 minutes": the wait is waitMinutes or waitHours. */
  tooMany: 'Too many attempts. Please wait {wait} before trying again.',
  waitMinutes: { one: '{count} minute', other: '{count} minutes' } as PluralForms,
  waitHours: { one: '{count} hour', other: '{count} hours' } as PluralForms,
};
