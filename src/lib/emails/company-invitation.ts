import { escapeHtml } from '~/lib/escape';
import { fill, messagesFor, type Locale } from '~/i18n';
import { emailSiteName } from './email-language';
import { localizedHtml } from './job-received';
import type { EmailCopy } from './email';

/** A colleague's invitation to a company's postings: a sign-in link and code that accept it. */
export function companyInvitationEmail({
  linkUrl,
  code,
  inviter,
  company,
  locale,
}: {
  linkUrl: string;
  code: string;
  inviter: string;
  company: string;
  locale: Locale;
}): EmailCopy {
  const t = messagesFor(locale).employer.invitationEmail;
  const subject = fill(t.subject, { company, site: emailSiteName(locale) });
  const intro = fill(t.intro, { inviter, company });
  const codeLine = fill(t.code, { code });
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(linkUrl)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(codeLine)}</p><p>${escapeHtml(t.later)}</p><p style="font-size:12px">${escapeHtml(t.ignore)}</p>`;
  return {
    kind: 'employer.invitation',
    subject,
    text: [`${intro}\n${linkUrl}`, codeLine, t.later, t.ignore].join('\n\n'),
    html: localizedHtml(html, subject, locale),
  };
}
