import { isInputError, type ActionError } from 'astro:actions';
import { localeOf, localizedPath, type Locale } from '~/i18n';
import { manageErrorCode, managePath, type ManageLink, type ManageNotice } from '~/lib/alerts/manage';

// Post/Redirect/GET for the manage page's plain forms (/alerts/manage and /ar/alerts/manage): the
// action's outcome becomes the page's address again, in its language, with ?notice= or ?error=,
// so reloading never posts twice.

type Outcome = { data?: { notice: ManageNotice; link: ManageLink | null } | undefined; error?: ActionError | undefined };

/** The manage page's address in a language. */
export const managePathIn = (link: ManageLink, locale: Locale, extra: Record<string, string> = {}): string =>
  localizedPath(managePath(link, extra), locale);

/**
 * Where the browser goes after asking for a fresh link (the expired-link page's form): the page
 * without any link, with ?notice=link-sent, or the same page (its link kept, so it still offers
 * the form) with the refusal's code.
 */
export function pageAfterLinkRequest(posted: URL, { error }: { error?: ActionError | undefined }): string {
  const locale = localeOf(posted);
  if (!error) return localizedPath('/alerts/manage?notice=link-sent', locale);
  const query = new URLSearchParams();
  for (const key of ['id', 'token']) if (posted.searchParams.has(key)) query.set(key, posted.searchParams.get(key)!);
  query.set('error', isInputError(error) ? 'email' : error.code === 'TOO_MANY_REQUESTS' ? 'too-many' : 'unavailable');
  return localizedPath(`/alerts/manage?${query}`, locale);
}

/** Where the browser goes after a form on the manage page at `posted` (its signed link in the query; the same language). */
export function pageAfterChange(posted: URL, { data, error }: Outcome): string {
  const locale = localeOf(posted);
  const link = { id: posted.searchParams.get('id') ?? '', token: posted.searchParams.get('token') ?? '' };
  if (error) {
    const field = isInputError(error) ? Object.keys(error.fields)[0] : undefined;
    return managePathIn(link, locale, { error: manageErrorCode(error.message, field) });
  }
  // The link's own alert was deleted: go on with a link of another subscription, or say it is done.
  if (!data?.link) return localizedPath(`/alerts/manage?${new URLSearchParams({ notice: data?.notice ?? 'deleted' })}`, locale);
  return managePathIn(data.link, locale, { notice: data.notice });
}
