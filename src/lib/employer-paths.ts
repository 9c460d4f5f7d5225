import type { Locale } from '~/i18n';

// The employer's pages. The dashboard is English (its Arabic welcome is the sign-in page's).

export const employerPaths = {
  dashboard: '/employer',
  signIn: '/employer/sign-in',
  /** Where the e-mailed sign-in link lands (a button then signs in: mail scanners only GET). */
  verify: '/employer/verify',
  /** The post form filled with a job, to send an edit for review (?job={id}). */
  edit: '/employer/edit',
  /** The post form filled with a copy of a job, to post as a new one (?job={id}). */
  copy: '/employer/copy',
  /** One click (a POST form): the job goes back to the queue for 30 more days. */
  renew: '/employer/renew',
  /** The company profile the employer's address is a member of: its form, with the logo upload. */
  company: '/employer/company',
  /** The colleague forms (POST): invite one by e-mail, remove one. */
  team: '/employer/team',
} as const;

/** A page of the employer's about one of their jobs. */
export const employerJobPath = (path: string, jobId: string): string => `${path}?${new URLSearchParams({ job: jobId })}`;

/** A posting's row on the dashboard (its anchor). */
export const postingAnchor = (jobId: string): string => `job-${jobId}`;

/** The receipt's link: the sign-in page with the address filled in, landing on the posting. */
export function employerSignInUrl(siteUrl: string, { email, jobId, locale }: { email: string; jobId: string; locale: Locale }): string {
  const url = new URL(employerPaths.signIn, siteUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('job', jobId);
  if (locale !== 'en') url.searchParams.set('lang', locale);
  return url.toString();
}
