import { invitationDays } from '~/lib/admin-invitations';
import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

/** To the invited address: who invited them and the one-time link to choose a password. */
export function adminInvitationEmail(input: { invitedBy: string; link: string }): EmailCopy {
  return {
    subject: `You are invited to moderate ${siteName}`,
    kind: 'admin.invited',
    text: [
      `${input.invitedBy} invited you to become an admin of ${siteName}: you will review and publish job postings.`,
      `Choose your password here (the link works once, for ${invitationDays} days):\n${input.link}`,
      `If you did not expect this e-mail, ignore it: nothing happens without the link.`,
    ].join('\n\n'),
  };
}
