import type { Db } from '~/server/db/client';
import { isFormPost, seeOther } from '~/server/http/responses';
import { bodyLimits, bodyTooLargeMessage, readBoundedBody } from '~/server/http/body-limits';
import { formMessagePage } from '~/server/http/message-page';
import { openConfirmation, subscriptionLocale, unsubscribe } from '~/server/subscriptions/subscriptions';
import { manageLink } from '~/server/subscriptions/links';
import { localizedPath, type Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { noStore } from '~/server/http/cache-control';

// The two subscription links in e-mails (GET, and the List-Unsubscribe one-click POST). The
// forms themselves are Astro Actions: src/actions/forms.ts.

export interface FormDeps {
  db: Db;
  siteUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** The team's address for contact messages. */
  inbox: string;
}

/** A page of the subscriber's language: '/unsubscribed?…' or '/ar/unsubscribed?…'. */
const pageIn = (path: string, locale: Locale | undefined) => localizedPath(path, locale ?? 'en');

/** GET /api/subscriptions/confirm?token= → the confirmation page, in the subscriber's language, with its outcome. */
export async function confirmHandler(request: Request, deps: FormDeps): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const outcome = await openConfirmation(deps.db, token);
    // A confirmed subscriber may go straight on to the manage page of their subscriptions.
    const manage: Record<string, string> = outcome.status === 'invalid' ? {} : { ...manageLink(outcome.id, deps.secret) };
    const locale = outcome.status === 'invalid' ? undefined : outcome.locale;
    return seeOther(pageIn(`/subscription-confirmed?${new URLSearchParams({ status: outcome.status, ...manage })}`, locale));
  } catch (error) {
    console.error('confirm subscription failed:', error);
    // The subscriber's language is in the database that just failed: English.
    const t = messagesFor('en').alerts.pages;
    return formMessagePage(503, t.unavailableHeading, t.confirmUnavailable);
  }
}

/** The one-click answers: short plain text, as mail providers expect (RFC 8058). */
const oneClickTexts = {
  unsubscribed: 'You have been unsubscribed.',
  invalid: 'This unsubscribe link is not valid.',
  failed: 'We could not unsubscribe you just now. Please try again in a minute.',
} as const;

const plainText = (text: string, status: number): Response =>
  new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': noStore } });

/**
 * The form fields the handler reads: `from=page` when the unsubscribe page's own button posted, with
 * the page's `locale` (for the page that answers a failure); undefined for a one-click POST.
 */
async function postedFromPage(request: Request, body: Uint8Array<ArrayBuffer>): Promise<{ locale: Locale } | undefined> {
  if (!isFormPost(request) || body.byteLength === 0) return undefined;
  try {
    const form = await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    return form.get('from') === 'page' ? { locale: form.get('locale') === 'ar' ? 'ar' : 'en' } : undefined;
  } catch {
    return undefined; // a body that is not a readable form is still a one-click POST: the token decides
  }
}

/**
 * /api/subscriptions/unsubscribe?id=&token= (the List-Unsubscribe address of every bulk e-mail).
 * GET never unsubscribes (mail scanners follow links): it goes to the page with one button. POST
 * is the one-click unsubscribe (RFC 8058): it unsubscribes at once and answers 200 with a short
 * text (404 for a forged or unknown link), whatever the body says (`List-Unsubscribe=One-Click`,
 * urlencoded or multipart) and whoever sends it (src/server/http/origin.ts lets other sites post
 * here: the token is the authority). The page's button posts `from=page` and lands on /unsubscribed,
 * which names neither the address nor a manage link.
 */
export async function unsubscribeHandler(request: Request, deps: FormDeps): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const link = new URLSearchParams({ id: params.get('id') ?? '', token: params.get('token') ?? '' });
  if (request.method !== 'POST') {
    // The page in the subscriber's language; English when the link names no subscription (the page says so).
    let locale: Locale | undefined;
    try {
      locale = await subscriptionLocale(deps.db, link.get('id')!, link.get('token')!, deps.secret);
    } catch (error) {
      console.error('unsubscribe link: the language could not be read:', error);
    }
    return seeOther(pageIn(`/unsubscribe?${link}`, locale));
  }
  const body = await readBoundedBody(request, bodyLimits.oneClickUnsubscribe);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? plainText(bodyTooLargeMessage(bodyLimits.oneClickUnsubscribe), 413)
      : plainText('The request body could not be read.', 400);
  }
  const fromPage = await postedFromPage(request, body.bytes);
  try {
    const outcome = await unsubscribe(deps.db, link.get('id')!, link.get('token')!, deps.secret);
    const { status } = outcome;
    if (fromPage) {
      // No manage link here: whoever holds the one-click URL (a mail provider, a forwarded e-mail)
      // may unsubscribe, never see the address or its other subscriptions. The e-mails carry that link.
      const locale = outcome.status === 'unsubscribed' ? outcome.locale : undefined;
      return seeOther(pageIn(`/unsubscribed?${new URLSearchParams({ status })}`, locale));
    }
    return status === 'unsubscribed' ? plainText(oneClickTexts.unsubscribed, 200) : plainText(oneClickTexts.invalid, 404);
  } catch (error) {
    console.error('unsubscribe failed:', error);
    if (!fromPage) return plainText(oneClickTexts.failed, 503);
    const t = messagesFor(fromPage.locale).alerts.pages;
    return formMessagePage(503, t.unavailableHeading, t.unsubscribeUnavailable, fromPage.locale);
  }
}
