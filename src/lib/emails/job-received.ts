import { escapeHtml } from '~/lib/escape';
import { fill, messagesFor, type Locale } from '~/i18n';
import { emailSiteName } from './email-language';
import { jobReference } from '~/lib/post-job-receipt';
import type { EmailCopy } from './email';

/** An e-mail in the reader's language: the Arabic one a whole right-to-left document. */
export function localizedHtml(body: string, subject: string, locale: Locale): string {
  if (locale === 'en') return body;
  return `<!DOCTYPE html><html lang="${locale}" dir="rtl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body dir="rtl">${body}</body></html>`;
}

/** To the poster at once: the job is received, its reference, and a sign-in link to their postings. */
export function jobReceivedEmail(input: {
  id: string;
  jobTitle: string;
  companyName: string;
  signInUrl: string;
  locale: Locale;
}): EmailCopy {
  const { id, jobTitle, companyName, signInUrl, locale } = input;
  const t = messagesFor(locale).employer.receipt;
  const subject = fill(t.subject, { title: jobTitle });
  const received = fill(t.received, { title: jobTitle, company: companyName, site: emailSiteName(locale) });
  const reference = fill(t.reference, { reference: jobReference(id) });
  const html = `<p>${escapeHtml(received)}</p><p><strong>${escapeHtml(reference)}</strong></p><p>${escapeHtml(t.signIn)}</p><p><a href="${escapeHtml(signInUrl)}">${escapeHtml(t.button)}</a></p><p style="font-size:12px">${escapeHtml(t.ignore)}</p>`;
  return {
    kind: 'job.received',
    subject,
    text: [received, reference, `${t.signIn}\n${signInUrl}`, t.ignore].join('\n\n'),
    html: localizedHtml(html, subject, locale),
  };
}
