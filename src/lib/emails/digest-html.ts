import { escapeHtml } from '~/lib/escape';
import type { Locale } from '~/i18n/locales';
import { emailSiteName } from './email-language';

// The HTML of the bulk e-mails, built the way mail clients need it: one centred table at most
// 600 px wide, every style inline (Gmail drops <style> in many cases, Outlook reads tables best),
// system fonts, no images, colours with at least 4.5:1 contrast. Everything passed in as text is
// escaped here; callers pass plain strings, never markup, except `body` blocks made by this file.

const colors = {
  page: '#f1f5f9',
  card: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  rule: '#e2e8f0',
  brand: '#07614a',
  button: '#0b7a5c',
} as const;
const font = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Only http(s) addresses become links; anything else (a damaged row) points nowhere. */
const href = (url: string) => escapeHtml(/^https?:\/\//i.test(url) ? url : '#');

/** A link in the brand colour, underlined (colour alone must not mark a link). */
export const link = (url: string, label: string, style = '') =>
  `<a href="${href(url)}" style="color:${colors.brand};text-decoration:underline;${style}">${escapeHtml(label)}</a>`;

/** A paragraph of text. */
export const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colors.text};${style}">${escapeHtml(text)}</p>`;

/** A section heading inside the card (`first`: no space above, it opens the card). */
export const heading = (text: string, first = false) =>
  `<h2 style="margin:${first ? 0 : 24}px 0 8px;font-size:20px;line-height:28px;font-weight:700;color:${colors.text}">${escapeHtml(text)}</h2>`;

/** The prominent call to action: a padded link that looks like a button in every client (no VML needed). */
export const button = (url: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 8px"><tr><td bgcolor="${colors.button}" style="border-radius:6px;background:${colors.button}">` +
  `<a href="${href(url)}" style="display:inline-block;padding:12px 22px;font-family:${font};font-size:16px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>` +
  `</td></tr></table>`;

/**
 * One item (a job, an article, an event): a linked title, lines of facts, and an action link.
 * `textAttributes` go on the title and the lines: `dir="auto"` for a job's text (shown in the
 * language it was written in), `lang="en"` for an English-only article in an Arabic e-mail.
 */
export function itemBlock(input: {
  title: string;
  url: string;
  lines: string[];
  action: string;
  actionLabel?: string;
  textAttributes?: string;
  /** Words after the title ("(بالإنجليزية)"), outside its lang/dir. */
  titleNote?: string;
}): string {
  const attrs = input.textAttributes ? ` ${input.textAttributes}` : '';
  const lines = input.lines
    .filter(Boolean)
    .map((line) => `<div${attrs} style="font-size:15px;line-height:22px;color:${colors.muted}">${escapeHtml(line)}</div>`)
    .join('');
  const note = input.titleNote ? ` ${escapeHtml(input.titleNote)}` : '';
  return (
    `<tr><td style="padding:16px 0;border-top:1px solid ${colors.rule}">` +
    `<div style="font-size:17px;line-height:24px;font-weight:700"><span${attrs}>${link(input.url, input.title, 'font-weight:700')}</span>${note}</div>` +
    lines +
    `<div style="padding-top:6px;font-size:15px;line-height:22px">${link(input.url, input.action, 'font-weight:600')}</div>` +
    `</td></tr>`
  );
}

/** Item blocks in their own table (a rule above each). */
export const itemList = (blocks: string[]) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px">${blocks.join('')}</table>`;

/**
 * The whole HTML document: the site name as a header linking home, a hidden preheader (the line
 * an inbox shows after the subject), the body blocks, and the footer saying why the mail came,
 * with the manage and unsubscribe links visible.
 */
export function emailDocument(input: {
  subject: string;
  preheader: string;
  /** The site's home page (absolute). */
  homeUrl: string;
  body: string;
  why: string;
  /** Left out where no manage link may be given yet (the confirmation e-mail, before the address is proven). */
  manageUrl?: string;
  manageLabel?: string;
  unsubscribeUrl: string;
  /** The words of the unsubscribe link. */
  unsubscribeLabel?: string;
  /** The e-mail's language: `<html lang dir>` (Arabic right to left). */
  locale?: Locale;
}): string {
  const locale = input.locale ?? 'en';
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  // Spacers after the preheader stop clients from filling the preview with the body's first words.
  const spacer = '&#8199;&#65279;&#847; '.repeat(40);
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting">` +
    `<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">` +
    `<title>${escapeHtml(input.subject)}</title></head>` +
    `<body dir="${dir}" style="margin:0;padding:0;width:100%;background:${colors.page};-webkit-text-size-adjust:100%;text-size-adjust:100%">` +
    `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${colors.page}">${escapeHtml(input.preheader)}${spacer}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.page}" style="background:${colors.page}"><tr><td align="center" style="padding:24px 12px">` +
    `<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->` +
    `<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;font-family:${font};color:${colors.text};text-align:${dir === 'rtl' ? 'right' : 'left'}">` +
    `<tr><td style="padding:0 4px 12px;font-size:22px;line-height:28px;font-weight:800">` +
    `<a href="${href(input.homeUrl)}" style="color:${colors.brand};text-decoration:none">${escapeHtml(emailSiteName(locale))}</a></td></tr>` +
    `<tr><td bgcolor="${colors.card}" style="background:${colors.card};border-radius:8px;padding:24px 20px;border:1px solid ${colors.rule}">${input.body}</td></tr>` +
    `<tr><td style="padding:20px 4px;font-size:13px;line-height:20px;color:${colors.muted}">` +
    `<p style="margin:0 0 8px">${escapeHtml(input.why)}</p>` +
    `<p style="margin:0">${input.manageUrl ? `${link(input.manageUrl, input.manageLabel ?? 'Manage')} &nbsp;·&nbsp; ` : ''}${link(input.unsubscribeUrl, input.unsubscribeLabel ?? 'Unsubscribe')}</p>` +
    `</td></tr></table>` +
    `<!--[if mso]></td></tr></table><![endif]-->` +
    `</td></tr></table></body></html>`
  );
}

/** The site's home page in the e-mail's language (/ or /ar): the origin of an address the e-mail already links. */
export function homeOf(url: string, locale: Locale = 'en'): string {
  try {
    return `${new URL(url).origin}/${locale === 'ar' ? 'ar' : ''}`;
  } catch {
    return '#';
  }
}
