import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '~/lib/uuid';
import type { ManageLink } from '~/lib/alerts/manage';
import type { Locale } from '~/i18n/locales';

// Signed links for subscribers, who have no account: an HMAC of the subscription's id and the
// link's purpose, so every e-mail carries working links without storing a secret per row, and
// nobody can forge one for someone else's subscription.

type Purpose = 'unsubscribe' | 'manage';

const sign = (purpose: Purpose, id: string, secret: string) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/** The token of an unsubscribe link. */
export const unsubscribeToken = (id: string, secret: string): string => sign('unsubscribe', id, secret);

/** The token of a manage link (it opens every subscription of the same address). */
export const manageToken = (id: string, secret: string): string => sign('manage', id, secret);

/** True when `token` is the `purpose` token of subscription `id` (constant time). */
export function validSubscriptionToken(purpose: Purpose, id: string, token: string, secret: string): boolean {
  if (!isUuid(id)) return false;
  const expected = Buffer.from(sign(purpose, id, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The one-click unsubscribe URL (List-Unsubscribe; a GET shows a page with one button): the same in every language. */
export const oneClickUnsubscribeUrl = (siteUrl: string, id: string, secret: string): string =>
  `${siteUrl}/api/subscriptions/unsubscribe?${new URLSearchParams({ id, token: unsubscribeToken(id, secret) })}`;

/**
 * The unsubscribe link an e-mail shows: the one-click URL in English (its GET opens /unsubscribe),
 * the Arabic page itself (/ar/unsubscribe, the same signed token) for an Arabic subscriber.
 */
export const unsubscribeUrl = (siteUrl: string, id: string, secret: string, locale: Locale = 'en'): string =>
  locale === 'en'
    ? oneClickUnsubscribeUrl(siteUrl, id, secret)
    : `${siteUrl}/${locale}/unsubscribe?${new URLSearchParams({ id, token: unsubscribeToken(id, secret) })}`;

/** The signed (id, token) pair that opens the manage page of a subscription's address. */
export const manageLink = (id: string, secret: string): ManageLink => ({ id, token: manageToken(id, secret) });

/** The manage page of the subscriber's alerts and subscriptions, in the subscriber's language. */
export const manageUrl = (siteUrl: string, id: string, secret: string, locale: Locale = 'en'): string =>
  `${siteUrl}${locale === 'en' ? '' : `/${locale}`}/alerts/manage?${new URLSearchParams({ ...manageLink(id, secret) })}`;
