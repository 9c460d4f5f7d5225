import { categoryLabel } from '~/lib/categories';
import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

/** To every admin when a job waits for review. */
export function jobSubmittedEmail(input: {
  jobTitle: string;
  companyName: string;
  location: string;
  category: string | null;
  siteUrl: string;
}): EmailCopy {
  const { jobTitle, companyName, location, category, siteUrl } = input;
  return {
    subject: `New job to review: ${jobTitle} at ${companyName}`,
    kind: 'job.submitted',
    text: [
      `${companyName} posted "${jobTitle}" (${location})${category ? ` in ${categoryLabel(category)}` : ''}.`,
      `Review it: ${siteUrl}/admin/review-jobs`,
      `${siteName} moderation`,
    ].join('\n\n'),
  };
}
