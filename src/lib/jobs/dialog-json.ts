import type { PublicJob } from './public-job';

/** The part of a job the apply and quick-view dialogs read, as the JSON on their buttons. */
export const dialogJobJson = (job: PublicJob): string =>
  JSON.stringify({
    slug: job.slug,
    jobTitle: job.jobTitle,
    companyName: job.companyName,
    location: job.location,
    salaryRange: job.salaryRange,
    jobDescription: job.jobDescription.slice(0, 700),
    applicationType: job.applicationType,
    applicationUrl: job.applicationUrl,
    contactEmail: job.contactEmail,
  });
