import type { Locale } from '~/i18n/locales';
import type { PublicJob } from './public-job';
import { salaryShown } from './salary-shown';
import { descriptionExcerpt } from './description';

/** The part of a job the apply and quick-view dialogs read, as the JSON on their buttons. */
export const dialogJobJson = (job: PublicJob, locale: Locale = 'en'): string =>
  JSON.stringify({
    id: job.id,
    slug: job.slug,
    jobTitle: job.jobTitle,
    companyName: job.companyName,
    location: job.location,
    // The salary as the card shows it (normalised when stated), so Quick view says the same.
    salaryRange: salaryShown(job, locale) ?? null,
    // Enough for Quick view, cut at a word; its line breaks kept for the paragraphs and lists.
    jobDescription: descriptionExcerpt(job.jobDescription, 700),
    applicationType: job.applicationType,
    applicationUrl: job.applicationUrl,
    contactEmail: job.contactEmail,
    expiresAt: job.expiresAt,
  });
