import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

/** To the poster when an admin approves or rejects the job (with the reason, if one was given). */
export function jobDecisionEmail(input: {
  decision: 'approved' | 'rejected';
  jobTitle: string;
  companyName: string;
  slug: string;
  siteUrl: string;
  reason?: string;
}): EmailCopy {
  const { jobTitle, companyName, slug, siteUrl, reason } = input;
  const approved = input.decision === 'approved';
  return {
    subject: approved ? `Your job is live: ${jobTitle}` : `Your job posting was not approved: ${jobTitle}`,
    kind: approved ? 'job.approved' : 'job.rejected',
    text: approved
      ? `Good news: "${jobTitle}" at ${companyName} is now live on ${siteName} for 30 days:\n\n${siteUrl}/jobs/${slug}\n\nThe listing page appears within a minute or two.`
      : `We did not approve "${jobTitle}" at ${companyName} on ${siteName}.${reason ? `\n\nReason: ${reason}` : ''}\n\nYou are welcome to post it again with the changes: ${siteUrl}/post-job`,
  };
}
