import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '~/lib/uuid';
import type { ManageLink } from '~/lib/alerts/manage';
import type { Locale } from '~/i18n/locales';

// Signed links for subscribers, who have no account: an HMAC of the subscription's id and the
// link's purpose, so every e-mail carries working links without storing a secret per row, and
// nobody can forge one for someone else's subscription.
//
// An unsubscribe token only unsubscribes that one subscription, and never expires: a mail
// provider holds it (List-Unsubscribe) and an old e-mail must always be able to stop the mail.
// A manage token opens the address and all its subscriptions, so it also signs when it was issued
// and works for manageValidDays: a forwarded or leaked e-mail stops opening them. Manage tokens
// signed before they carried a time (a bare 43-character HMAC) count as expired: they may have
// passed through the one-click page's redirect, and the expired page sends a fresh one.

type Purpose = 'unsubscribe' | 'manage';

/** How long a manage link opens the manage page. */
export const manageValidDays = 90;

const signatureLength = 43; // base64url of a SHA-256 HMAC
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');
const legacySign = (purpose: Purpose, id: string, secret: string) => sign(`${purpose}:${id}`, secret);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token of an unsubscribe link. */
export const unsubscribeToken = (id: string, secret: string): string => legacySign('unsubscribe', id, secret);

/** The token of a manage link issued at `issuedAt`: `<seconds in base 36>-<HMAC of id and that time>`. */
export function manageToken(id: string, secret: string, issuedAt: Date = new Date()): string {
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  return `${issued}-${sign(`manage:${id}:${issued}`, secret)}`;
}

export type ManageTokenState = 'valid' | 'expired' | 'invalid';

/** Whether `token` opens the manage page of subscription `id` at `now` (constant-time comparisons). */
export function manageTokenState(id: string, token: string, secret: string, now: Date = new Date()): ManageTokenState {
  if (!isUuid(id)) return 'invalid';
  if (token.length === signatureLength) return sameText(token, legacySign('manage', id, secret)) ? 'expired' : 'invalid';
  const issued = /^([0-9a-z]{1,11})-/.exec(token)?.[1];
  if (!issued || token.length !== issued.length + 1 + signatureLength) return 'invalid';
  if (!sameText(token.slice(issued.length + 1), sign(`manage:${id}:${issued}`, secret))) return 'invalid';
  const ageMs = now.getTime() - parseInt(issued, 36) * 1000;
  // A little clock skew between function instances is not a forgery; a time far ahead is.
  if (ageMs < -5 * 60_000) return 'invalid';
  return ageMs > manageValidDays * 86_400_000 ? 'expired' : 'valid';
}

/** When a manage token (of the new form) was issued; undefined for any other token. Read, not checked. */
export function manageTokenIssuedAt(token: string): Date | undefined {
  const issued = /^([0-9a-z]{1,11})-/.exec(token)?.[1];
  return issued ? new Date(parseInt(issued, 36) * 1000) : undefined;
}

/** True when `token` is the unsubscribe token of subscription `id` (constant time). */
export function validUnsubscribeToken(id: string, token: string, secret: string): boolean {
  return isUuid(id) && sameText(token, unsubscribeToken(id, secret));
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

/** The signed (id, token) pair that opens the manage page of a subscription's address, issued now. */
export const manageLink = (id: string, secret: string, issuedAt?: Date): ManageLink => ({ id, token: manageToken(id, secret, issuedAt) });

/** The manage page of the subscriber's alerts and subscriptions, in the subscriber's language. */
export const manageUrl = (siteUrl: string, id: string, secret: string, locale: Locale = 'en'): string =>
  `${siteUrl}${locale === 'en' ? '' : `/${locale}`}/alerts/manage?${new URLSearchParams({ ...manageLink(id, secret) })}`;
