import { isInputError, type ActionError } from 'astro:actions';
import { manageErrorCode, managePath, type ManageLink, type ManageNotice } from '~/lib/alerts/manage';

// Post/Redirect/GET for the manage page's plain forms: the action's outcome becomes the page's
// address again with ?notice= or ?error=, so reloading never posts twice.

type Outcome = { data?: { notice: ManageNotice; link: ManageLink | null } | undefined; error?: ActionError | undefined };

/** Where the browser goes after a form on the manage page at `posted` (its signed link in the query). */
export function pageAfterChange(posted: URL, { data, error }: Outcome): string {
  const link = { id: posted.searchParams.get('id') ?? '', token: posted.searchParams.get('token') ?? '' };
  if (error) {
    const field = isInputError(error) ? Object.keys(error.fields)[0] : undefined;
    return managePath(link, { error: manageErrorCode(error.message, field) });
  }
  // The link's own alert was deleted: go on with a link of another subscription, or say it is done.
  if (!data?.link) return `/alerts/manage?${new URLSearchParams({ notice: data?.notice ?? 'deleted' })}`;
  return managePath(data.link, { notice: data.notice });
}
