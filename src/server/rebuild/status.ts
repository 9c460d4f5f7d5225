import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { asUserActor, withActor } from '~/server/db/context';

/** The failing rebuild the admin pages show: when it failed, why, how often, and what happens next. */
export interface FailingRebuild {
  failedAt: Date;
  error: string;
  attempts: number;
  /** When the queue tries again (null while an attempt is running). */
  nextAttemptAt: Date | null;
  /** An attempt is running now (building, or deploying on Netlify) since this time. */
  retryingSince: Date | null;
  /** An admin pressed Rebuild now and the build has not started yet. */
  expedited: boolean;
}

/** The rebuild that is waiting after a failure, as the admin (RLS: admins only), or undefined when builds are fine. */
export async function failingRebuild(db: Db, admin: SessionUser): Promise<FailingRebuild | undefined> {
  const row = await withActor(db, asUserActor(admin.claims), (trx) =>
    trx
      .selectFrom('rebuild_requests')
      .select(['failed_at', 'last_error', 'attempts', 'next_attempt_at', 'started_at', 'expedited_at'])
      .where('completed_at', 'is', null)
      .where('last_error', 'is not', null)
      .orderBy('failed_at', (ob) => ob.desc().nullsLast())
      .limit(1)
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  return {
    failedAt: row.failed_at ?? row.next_attempt_at,
    error: row.last_error ?? '',
    attempts: row.attempts,
    nextAttemptAt: row.started_at ? null : row.next_attempt_at,
    retryingSince: row.started_at,
    expedited: row.expedited_at !== null && row.started_at === null,
  };
}

/** Rebuild now: the queued request is due at once (or one is queued). The database checks the admin too. */
export async function rebuildNow(db: Db, admin: SessionUser): Promise<void> {
  await withActor(db, asUserActor(admin.claims), (trx) => sql`select public.rebuild_now()`.execute(trx));
}
