import { escapeHtml } from '~/lib/escape';
import { fill, messagesFor, type Locale } from '~/i18n';
import type { EmailCopy } from './email';
import { localizedHtml } from './job-received';

/** To the poster when an admin decides their edit or renewal: applied, or not (with the reason). */
export function postingChangeEmail(input: {
  change: 'edit' | 'renewal';
  decision: 'approved' | 'rejected';
  jobTitle: string;
  companyName: string;
  reason?: string;
  dashboardUrl: string;
  locale: Locale;
}): EmailCopy {
  const { change, decision, jobTitle, companyName, reason, dashboardUrl, locale } = input;
  const t = messagesFor(locale).postingChanges.emails;
  const [subjectText, bodyText] = {
    edit: { approved: [t.editApprovedSubject, t.editApproved], rejected: [t.editRejectedSubject, t.editRejected] },
    renewal: { approved: [t.renewedSubject, t.renewed], rejected: [t.renewRejectedSubject, t.renewRejected] },
  }[change][decision];
  const subject = fill(subjectText, { title: jobTitle });
  const body = fill(bodyText, { title: jobTitle, company: companyName });
  const why = decision === 'rejected' && reason ? fill(t.reason, { reason }) : undefined;
  const html = [
    `<p>${escapeHtml(body)}</p>`,
    why ? `<p>${escapeHtml(why)}</p>` : '',
    `<p>${escapeHtml(t.view)}</p><p><a href="${escapeHtml(dashboardUrl)}">${escapeHtml(t.button)}</a></p>`,
  ].join('');
  return {
    kind: `job.${change}.${decision}`,
    subject,
    text: [body, why, `${t.view}\n${dashboardUrl}`].filter(Boolean).join('\n\n'),
    html: localizedHtml(html, subject, locale),
  };
}
