import type { Locale } from '~/i18n/locales';
import type { PublicJob } from './public-job';
import { salaryShown } from './salary-shown';
import { withoutHrefFields } from './apply-link-fields';

/**
 * The part of a job the apply and quick-view dialogs read, as the JSON on a job page's Apply link.
 * Not its description: Quick view reads that from the page's own (components/job-dialogs.ts).
 * `href`: the Apply link's address (none: the job has no Apply); the fields it gives (apply-link-fields.ts) are left out.
 */
export const dialogJobJson = (job: PublicJob, locale: Locale = 'en', href?: string | null): string => {
  const fields = {
    id: job.id,
    slug: job.slug,
    jobTitle: job.jobTitle,
    companyName: job.companyName,
    location: job.location,
    // The salary as the card shows it (normalised when stated), so Quick view says the same.
    salaryRange: salaryShown(job, locale) ?? null,
    applicationType: job.applicationType,
    applicationUrl: job.applicationUrl,
    contactEmail: job.contactEmail,
    expiresAt: job.expiresAt,
  };
  return JSON.stringify(href ? withoutHrefFields(fields, href) : fields);
};
