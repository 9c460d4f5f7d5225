import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { retryDelayMs } from '~/server/retry';

/**
 * Queues a rebuild of the static site. Job changes queue one by themselves (a trigger on
 * public.jobs); other changes to what is public (SEO overrides, content) call this.
 */
export async function requestRebuild(db: Db, reason: string): Promise<void> {
  // One queued request covers any number of changes, as in the jobs trigger.
  await withActor(db, service, (trx) =>
    sql`insert into public.rebuild_requests (reason)
        select ${reason}
        where not exists (select 1 from public.rebuild_requests r
                          where r.completed_at is null and r.started_at is null)`.execute(trx),
  );
}

/**
 * Claims every due request at once (one build settles them all). Returns their ids, or an empty
 * list when nothing is due or another worker holds them.
 */
export async function claimDueRebuilds(db: Db, now = new Date()): Promise<string[]> {
  return withActor(db, service, async (trx) => {
    const due = await trx
      .selectFrom('rebuild_requests')
      .select('id')
      .where('completed_at', 'is', null)
      .where('started_at', 'is', null)
      .where('next_attempt_at', '<', new Date(now.getTime() + 1)) // ms clock vs µs column
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((r) => r.id);
    await trx.updateTable('rebuild_requests').set({ started_at: now }).where('id', 'in', ids).execute();
    return ids;
  });
}

/** Marks claimed requests done. */
export async function completeRebuilds(db: Db, ids: string[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await withActor(db, service, (trx) =>
    trx.updateTable('rebuild_requests').set({ completed_at: now, last_error: null }).where('id', 'in', ids).execute(),
  );
}

/** Puts claimed requests back in the queue with the error and a later attempt time. */
export async function failRebuilds(db: Db, ids: string[], error: string, now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await withActor(db, service, async (trx) => {
    const rows = await trx.selectFrom('rebuild_requests').select(['id', 'attempts']).where('id', 'in', ids).execute();
    for (const row of rows) {
      const attempts = row.attempts + 1;
      await trx
        .updateTable('rebuild_requests')
        .set({
          started_at: null,
          attempts,
          last_error: error.slice(0, 2000),
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where('id', '=', row.id)
        .execute();
    }
  });
}

/**
 * Requests whose build started but never finished (the process died) go back in the queue
 * after `staleAfterMs`.
 */
export async function releaseStaleRebuilds(db: Db, staleAfterMs: number, now = new Date()): Promise<void> {
  await withActor(db, service, (trx) =>
    trx
      .updateTable('rebuild_requests')
      .set({ started_at: null, last_error: 'The build did not finish (the worker stopped); retrying.' })
      .where('completed_at', 'is', null)
      .where('started_at', '<', new Date(now.getTime() - staleAfterMs))
      .execute(),
  );
}

const snapshotKey = 'jobs_snapshot';

/** Remembers when a build read the public jobs (the content loader calls this before reading). */
export async function recordJobsSnapshot(db: Db): Promise<void> {
  await withActor(db, service, (trx) =>
    sql`insert into public.app_state (key, value, updated_at)
        values (${snapshotKey}, jsonb_build_object('at', statement_timestamp()), now())
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`.execute(trx),
  );
}

/**
 * Static pages do not expire by themselves: when a job that the last build published has passed
 * its expiry, queue a rebuild so it leaves the listings (its on-demand fallback already says 404).
 */
export async function requestRebuildForExpiredJobs(db: Db, now = new Date()): Promise<boolean> {
  const result = await withActor(db, service, (trx) =>
    sql`insert into public.rebuild_requests (reason)
        select 'jobs expired'
        where exists (
          select 1 from public.jobs j
          where j.status = 'approved'
            and j.expires_at <= ${now}
            and j.expires_at > coalesce(
              (select (s.value ->> 'at')::timestamptz from public.app_state s where s.key = ${snapshotKey}),
              '-infinity'::timestamptz))
        and not exists (select 1 from public.rebuild_requests r
                        where r.completed_at is null and r.started_at is null)`.execute(trx),
  );
  return Number(result.numAffectedRows ?? 0) > 0;
}
