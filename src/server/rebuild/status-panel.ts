import { hasOwnKey } from '~/lib/own-value';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { rebuildNowNotices, type RebuildNowCode } from './rebuild-now-notices';
import { failingPurge, type FailingPurge } from '~/server/cache/purge-queue';
import { failingRebuild, type FailingRebuild } from './status';

/** What the admin pages show under their navigation: the failing site build, if any, and the outcome of Rebuild now. */
export interface RebuildStatusPanel {
  failing: FailingRebuild | undefined;
  /** The CDN purge that keeps failing, if any: pages answered on demand may be stale until it succeeds. */
  purgeFailing: FailingPurge | undefined;
  /** The build's state could not be read (the page itself still loads). */
  unreadable: boolean;
  notice: (typeof rebuildNowNotices)[RebuildNowCode] | undefined;
  /** The page Rebuild now comes back to: this one, without the previous outcome. */
  back: string;
}

/** The rebuild status of an admin page at `url`, for the admin it serves. */
export async function rebuildStatusPanel(url: URL, admin: SessionUser, db: () => Db): Promise<RebuildStatusPanel> {
  let failing: FailingRebuild | undefined;
  let purgeFailing: FailingPurge | undefined;
  let unreadable = false;
  try {
    [failing, purgeFailing] = await Promise.all([failingRebuild(db(), admin), failingPurge(db(), admin)]);
  } catch (error) {
    console.error('rebuild status could not be read:', error);
    unreadable = true;
  }
  const code = url.searchParams.get('rebuild');
  const notice = code && hasOwnKey(rebuildNowNotices, code) ? rebuildNowNotices[code] : undefined;
  const hereParams = new URLSearchParams(url.search);
  hereParams.delete('rebuild');
  return { failing, purgeFailing, unreadable, notice, back: `${url.pathname}${hereParams.size ? `?${hereParams}` : ''}` };
}
