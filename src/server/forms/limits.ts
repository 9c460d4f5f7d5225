import type { RateLimit } from './rate-limit';

// How often each public form may be sent, per network address and per e-mail address. Each form
// counts on its own, so a colleague's contact message never uses up someone's newsletter sign-up.
// The address limits leave room for an office, a campus or a mobile carrier behind one address
// (50 people signing up for the newsletter after one announcement); the e-mail limits are tight,
// because they are what stops one inbox being flooded with confirmations by someone else. They
// count the inbox (src/lib/mailbox.ts), so `victim+1@…`, `victim+2@…` share one limit.
//
// The domain ceiling stops a catch-all domain (anything@company.example reaches one inbox) being
// flooded through made-up names. 100 an hour per form: a company-wide announcement brings sign-ups
// over hours and from many addresses, and the next hour lets another 100 in, so a real company is
// slowed at worst, never locked out. Public providers (gmail.com, outlook.com…) have no ceiling.

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

export interface FormRateLimits {
  address: RateLimit;
  /** Per e-mail address given in the form (the contact e-mail for a job posting). */
  email: RateLimit;
  /** Per domain of that e-mail address, except public providers. */
  domain: RateLimit;
}

const perDomain = { limit: 100, windowSeconds: hours(1) };

export const formRateLimits = {
  newsletter: { address: { limit: 60, windowSeconds: minutes(10) }, email: { limit: 3, windowSeconds: hours(1) }, domain: perDomain },
  // One reader may set several alerts (a category in each country), each a subscription of its own.
  job_alert: { address: { limit: 60, windowSeconds: minutes(10) }, email: { limit: 10, windowSeconds: hours(1) }, domain: perDomain },
  event_news: { address: { limit: 60, windowSeconds: minutes(10) }, email: { limit: 3, windowSeconds: hours(1) }, domain: perDomain },
  contact: { address: { limit: 10, windowSeconds: hours(1) }, email: { limit: 5, windowSeconds: hours(1) }, domain: perDomain },
  coaching: { address: { limit: 5, windowSeconds: hours(1) }, email: { limit: 3, windowSeconds: hours(24) }, domain: perDomain },
  // A fresh manage link, asked for by typing an address: as tight per inbox as a sign-up.
  manage_link: { address: { limit: 20, windowSeconds: minutes(10) }, email: { limit: 3, windowSeconds: hours(1) }, domain: perDomain },
  // An employer's e-mailed sign-in link: as tight per inbox as a manage link. A link already sent
  // keeps working for its hour, so someone asking on a victim's behalf cannot keep them out.
  employer_sign_in: { address: { limit: 20, windowSeconds: minutes(10) }, email: { limit: 3, windowSeconds: hours(1) }, domain: perDomain },
  // Typing the e-mailed code: enough tries for typos, too few to guess one of a million.
  employer_code: { address: { limit: 30, windowSeconds: minutes(10) }, email: { limit: 10, windowSeconds: hours(1) }, domain: perDomain },
  // Admins are not limited; an agency posting many jobs signs in or asks the team.
  post_job: { address: { limit: 10, windowSeconds: hours(1) }, email: { limit: 5, windowSeconds: hours(24) }, domain: perDomain },
  // A report of a job: one per address and job (public.job_reports), and a few jobs an hour per
  // address, so an office behind one address can still report several; no e-mail is asked.
  job_report: { address: { limit: 10, windowSeconds: hours(1) }, email: { limit: 1, windowSeconds: hours(1) }, domain: perDomain },
} as const satisfies Record<string, FormRateLimits>;

export type FormName = keyof typeof formRateLimits;

// A company member inviting colleagues: each invitation is also a sign-in request for its address
// (the limits above), and the member may send only so many an hour, so that a signed-in account
// cannot mail a list of strangers. Enough for a team joining on its first day.
export const invitationsPerMember: RateLimit = { limit: 20, windowSeconds: hours(1) };
