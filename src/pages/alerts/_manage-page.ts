import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { localeOf } from '~/i18n';
import { manageErrors, manageLinkSchema, manageNotices, type ManageError, type ManageLink, type ManageNotice } from '~/lib/alerts/manage';
import { formDeps } from '~/server/forms/deps';
import { managedAddress, type ManagedAddress } from '~/server/subscriptions/manage';
import { noStore } from '~/server/http/cache-control';
import { manageTokenState } from '~/server/subscriptions/links';
import { pageAfterChange, pageAfterLinkRequest } from './_manage';

// What the manage page shows (/alerts/manage and /ar/alerts/manage: both page files call
// openManagePage), or where a posted change goes next.

const changes = [
  actions.subscriptions.updateAlert,
  actions.subscriptions.pauseAlert,
  actions.subscriptions.resumeAlert,
  actions.subscriptions.deleteAlert,
  actions.subscriptions.unsubscribe,
  actions.subscriptions.resubscribe,
  actions.subscriptions.unsubscribeAll,
];

export interface ManagePageProps {
  link: ManageLink | undefined;
  address: ManagedAddress | undefined;
  notice: ManageNotice | undefined;
  error: ManageError | undefined;
  /** The link is genuine but too old: the page offers to send a fresh one. */
  expired: boolean;
}

/** The page after a posted change or link request (a redirect), or what it shows: 404 for a link that opens nothing. */
export async function openManagePage(Astro: AstroGlobal): Promise<{ redirect: string } | { props: ManagePageProps }> {
  Astro.response.headers.set('cache-control', noStore);
  for (const action of changes) {
    const outcome = Astro.getActionResult(action);
    if (outcome) return { redirect: pageAfterChange(Astro.url, outcome) };
  }
  const linkRequest = Astro.getActionResult(actions.forms.manageLink);
  if (linkRequest) return { redirect: pageAfterLinkRequest(Astro.url, linkRequest) };
  const params = Astro.url.searchParams;
  const parsedLink = manageLinkSchema.safeParse({ id: params.get('id') ?? '', token: params.get('token') ?? '' });
  const link = parsedLink.success ? parsedLink.data : undefined;
  const deps = await formDeps();
  const address = link ? await managedAddress(deps.db, link, deps.secret, localeOf(Astro.url)) : undefined;
  const expired = link !== undefined && manageTokenState(link.id, link.token, deps.secret) === 'expired';
  const noticeCode = params.get('notice') ?? '';
  const errorCode = params.get('error') ?? '';
  const notice = Object.hasOwn(manageNotices, noticeCode) ? (noticeCode as ManageNotice) : undefined;
  const error = Object.hasOwn(manageErrors, errorCode) ? (errorCode as ManageError) : undefined;
  if (!address && !notice) Astro.response.status = expired ? 410 : 404;
  return { props: { link, address, notice, error, expired } };
}
