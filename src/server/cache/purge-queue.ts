import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { asUserActor, service, withActor } from '~/server/db/context';
import { rebuildRetryCapMs, retryDelayMs } from '~/server/retry';

// The CDN purge queue (public.cache_purge_requests): the jobs trigger queues a changed job's tags
// in the change's own transaction; a run claims the due requests, sends their tags and marks them
// done, or puts them back with the error and a backoff (1, 2, 4, 8, 15, 15… minutes, as rebuilds).

/** Sends tags to the CDN's purge; throws when the CDN did not take them. */
export type Purge = (tags: string[]) => Promise<void>;

/** How long one run may hold a claimed request before another run may take it (a run that died). */
const claimMs = 2 * 60_000;

export interface PurgeOutcome {
  purged: number;
  failed: number;
  /** The first failure's message, for the log line. */
  error?: string;
}

/** Queues tags to purge outside a job change (the trigger queues a job's own). */
export async function requestCachePurge(db: Db, tags: string[]): Promise<void> {
  await withActor(db, service, (trx) => sql`select public.queue_cache_purge(${tags}::text[])`.execute(trx));
}

/**
 * Claims up to `limit` due requests, sends each one's tags, and records the outcome. Two runs at
 * once never send the same request (claimed with skip locked and a claim deadline).
 */
export async function processCachePurges(db: Db, purge: Purge, { limit = 20, now = () => new Date() } = {}): Promise<PurgeOutcome> {
  const claimed = await withActor(db, service, (trx) =>
    trx
      .updateTable('cache_purge_requests')
      .set((eb) => ({ claimed_until: new Date(now().getTime() + claimMs), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('cache_purge_requests')
          .select('id')
          .where('completed_at', 'is', null)
          .where('next_attempt_at', '<=', now())
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now())]))
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'tags', 'attempts'])
      .execute(),
  );
  const outcome: PurgeOutcome = { purged: 0, failed: 0 };
  for (const request of claimed) {
    try {
      await purge(request.tags);
      await withActor(db, service, (trx) =>
        trx
          .updateTable('cache_purge_requests')
          .set({ completed_at: now(), claimed_until: null, last_error: null })
          .where('id', '=', request.id)
          .execute(),
      );
      outcome.purged += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'the purge failed';
      await withActor(db, service, (trx) =>
        trx
          .updateTable('cache_purge_requests')
          .set({
            claimed_until: null,
            failed_at: now(),
            last_error: message,
            next_attempt_at: new Date(now().getTime() + retryDelayMs(request.attempts, rebuildRetryCapMs)),
          })
          .where('id', '=', request.id)
          .execute(),
      );
      outcome.failed += 1;
      outcome.error ??= message;
    }
  }
  return outcome;
}

/** The purge that keeps failing, as the admin pages show it (RLS: admins only); undefined while purges succeed. */
export interface FailingPurge {
  failedAt: Date;
  error: string;
  attempts: number;
  nextAttemptAt: Date;
}

export async function failingPurge(db: Db, admin: SessionUser): Promise<FailingPurge | undefined> {
  const row = await withActor(db, asUserActor(admin.claims), (trx) =>
    trx
      .selectFrom('cache_purge_requests')
      .select(['failed_at', 'last_error', 'attempts', 'next_attempt_at'])
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
    nextAttemptAt: row.next_attempt_at,
  };
}
