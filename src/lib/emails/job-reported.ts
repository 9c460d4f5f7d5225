import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

/** To every admin when a job gets its first open report, or when reports hide it. */
export function jobReportedEmail(input: {
  jobTitle: string;
  companyName: string;
  reason: string;
  hidden: boolean;
  siteUrl: string;
}): EmailCopy {
  const { jobTitle, companyName, reason, hidden, siteUrl } = input;
  return {
    subject: hidden ? `Job hidden after reports: ${jobTitle} at ${companyName}` : `Job reported: ${jobTitle} at ${companyName}`,
    kind: 'job.reported',
    text: [
      hidden
        ? `Three visitors reported "${jobTitle}" (${companyName}) as asking for money, so it is hidden until an admin decides.`
        : `A visitor reported "${jobTitle}" (${companyName}): ${reason}.`,
      `See the reports: ${siteUrl}/admin/reports`,
      `${siteName} moderation`,
    ].join('\n\n'),
  };
}
