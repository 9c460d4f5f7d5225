import { escapeHtml } from '~/lib/escape';
import { dirOf, localizedPath, type Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { noStore } from './cache-control';

/** The answer to a form posted without JavaScript when it cannot go on: a short page, in the page's language. */
export const formMessagePage = (status: number, title: string, message: string, locale: Locale = 'en'): Response => {
  const t = messagesFor(locale).post.refusal;
  return new Response(
    `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="javascript:history.back()">${escapeHtml(t.back)}</a> · <a href="${localizedPath('/', locale)}">${escapeHtml(t.home)}</a></p></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': noStore } },
  );
};
