import { escapeHtml } from '~/lib/escape';
import { fill, messagesFor, type Locale } from '~/i18n';
import { emailSiteName } from './email-language';
import { localizedHtml } from './job-received';
import type { EmailCopy } from './email';

/** The employer's sign-in e-mail: a link and a code, each working once within an hour. */
export function employerSignInEmail({ linkUrl, code, locale }: { linkUrl: string; code: string; locale: Locale }): EmailCopy {
  const t = messagesFor(locale).employer.signInEmail;
  const subject = fill(t.subject, { site: emailSiteName(locale) });
  const codeLine = fill(t.code, { code });
  const html = `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(linkUrl)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(codeLine)}</p><p style="font-size:12px">${escapeHtml(t.ignore)}</p>`;
  return {
    kind: 'employer.sign-in',
    subject,
    text: [`${t.intro}\n${linkUrl}`, codeLine, t.ignore].join('\n\n'),
    html: localizedHtml(html, subject, locale),
  };
}
