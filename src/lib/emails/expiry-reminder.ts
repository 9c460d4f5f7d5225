import { escapeHtml } from '~/lib/escape';
import { fill, messagesFor, type Locale } from '~/i18n';
import { dayMonthYear, gulfDate } from '~/lib/gulf-time';
import type { EmailCopy } from './email';
import { arabicDayMonthYear } from './email-language';
import { localizedHtml } from './job-received';

/** To the poster 3 days before their job expires: the date, and a link that signs in to Renew. */
export function expiryReminderEmail(input: {
  jobTitle: string;
  companyName: string;
  expiresAt: Date;
  renewUrl: string;
  locale: Locale;
}): EmailCopy {
  const { jobTitle, companyName, expiresAt, renewUrl, locale } = input;
  const t = messagesFor(locale).postingChanges.emails;
  const day = gulfDate(expiresAt);
  const date = locale === 'ar' ? (arabicDayMonthYear(day) ?? day) : dayMonthYear(day);
  const subject = fill(t.reminderSubject, { title: jobTitle });
  const body = fill(t.reminder, { title: jobTitle, company: companyName, date });
  const html = `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(renewUrl)}">${escapeHtml(t.reminderButton)}</a></p><p style="font-size:12px">${escapeHtml(t.reminderIgnore)}</p>`;
  return {
    kind: 'job.expiry-reminder',
    subject,
    text: [body, renewUrl, t.reminderIgnore].join('\n\n'),
    html: localizedHtml(html, subject, locale),
  };
}
