import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { pendingChanges, type PendingChange } from './job-edits';

/** The review page's panel of posters' changes; a database failure is logged and leaves it out (the page says it failed). */
export async function pendingChangesOrNone(admin: SessionUser, db: () => Db): Promise<PendingChange[]> {
  try {
    return await pendingChanges(db(), admin);
  } catch (error) {
    console.error('review dashboard: the posters’ changes failed to load:', error);
    return [];
  }
}
