import type { RateLimit } from './rate-limit';

// How often each public form may be sent, per network address and per e-mail address. Each form
// counts on its own, so a colleague's contact message never uses up someone's newsletter sign-up.
// The address limits leave room for an office, a campus or a mobile carrier behind one address
// (50 people signing up for the newsletter after one announcement); the e-mail limits are tight,
// because they are what stops one inbox being flooded with confirmations by someone else.

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

export interface FormRateLimits {
  address: RateLimit;
  /** Per e-mail address given in the form (the contact e-mail for a job posting). */
  email: RateLimit;
}

export const formRateLimits = {
  newsletter: { address: { limit: 60, windowSeconds: minutes(10) }, email: { limit: 3, windowSeconds: hours(1) } },
  // One reader may set several alerts (a category in each country), each a subscription of its own.
  job_alert: { address: { limit: 60, windowSeconds: minutes(10) }, email: { limit: 10, windowSeconds: hours(1) } },
  event_news: { address: { limit: 60, windowSeconds: minutes(10) }, email: { limit: 3, windowSeconds: hours(1) } },
  contact: { address: { limit: 10, windowSeconds: hours(1) }, email: { limit: 5, windowSeconds: hours(1) } },
  coaching: { address: { limit: 5, windowSeconds: hours(1) }, email: { limit: 3, windowSeconds: hours(24) } },
  // Admins are not limited; an agency posting many jobs signs in or asks the team.
  post_job: { address: { limit: 10, windowSeconds: hours(1) }, email: { limit: 5, windowSeconds: hours(24) } },
} as const satisfies Record<string, FormRateLimits>;

export type FormName = keyof typeof formRateLimits;
