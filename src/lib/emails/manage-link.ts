import { escapeHtml } from '~/lib/escape';
import { fill, messagesFor, type Locale } from '~/i18n';
import { emailSiteName } from './email-language';
import type { EmailCopy } from './email';

/** A fresh manage link, asked for on the expired-link page: in the subscriber's language, valid `validDays` days. */
export function manageLinkEmail({
  manageUrl,
  validDays,
  locale = 'en',
}: {
  manageUrl: string;
  validDays: number;
  locale?: Locale;
}): EmailCopy {
  const t = messagesFor(locale).alerts.email;
  const site = emailSiteName(locale);
  const subject = fill(t.manageLinkSubject, { site });
  const intro = fill(t.manageLinkIntro, { site });
  const valid = fill(t.manageLinkValid, { days: validDays });
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(manageUrl)}">${escapeHtml(t.manageLinkButton)}</a></p><p>${escapeHtml(valid)}</p>`;
  return {
    subject,
    kind: 'subscription.manage-link',
    text: [intro, manageUrl, valid].join('\n\n'),
    html:
      locale === 'en'
        ? html
        : `<!DOCTYPE html><html lang="${locale}" dir="rtl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body dir="rtl">${html}</body></html>`,
  };
}
