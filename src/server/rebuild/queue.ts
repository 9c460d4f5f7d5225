import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '~/server/db/client';
import type { Database } from '~/server/db/schema';
import { service, withActor } from '~/server/db/context';
import { rebuildRetryCapMs, retryDelayMs } from '~/server/retry';

// A request moves queued → building (claimed: started_at) → deploying (Netlify accepted the
// hook: deploying_at) → done (completed_at, when the deploy succeeded or a local build is live).
// A failure at any step puts it back in the queue with the error and a backoff.

/**
 * Queues a rebuild of the static site. Job changes queue one by themselves (a trigger on
 * public.jobs); other changes to what is public (SEO overrides, content) call this.
 */
export async function requestRebuild(db: Db, reason: string): Promise<void> {
  await withActor(db, service, (trx) => sql`select public.queue_rebuild(${reason})`.execute(trx));
}

/** How long a build waits for changes to settle (an admin working through the review queue). */
export interface Debounce {
  /** Build once no change has arrived for this long… */
  quietMs: number;
  /** …but never later than this after the first change. */
  maxWaitMs: number;
  /**
   * A change that finds the worker idle is built at once: no build running and none ended within
   * this long. What arrives during that build waits for the quiet spell as usual, so a burst of
   * approvals costs one build at once and one batch after it, never builds back to back for ever.
   * Unset: always wait for the quiet spell (Netlify, where every build is a deploy).
   */
  idleMs?: number;
}

/** No waiting: a due request is built at once. */
export const noDebounce: Debounce = { quietMs: 0, maxWaitMs: 0 };

/** The requests one build settles, and the token that names them to Netlify. */
export interface RebuildBatch {
  ids: string[];
  batch: string;
}

/**
 * Claims every queued request once one is due (one build settles them all): due means past its
 * backoff, and either quiet for `debounce.quietMs`, waiting longer than `debounce.maxWaitMs`, a
 * retry, or expedited by an admin. Undefined when nothing is due or another worker holds them.
 */
export async function claimDueRebuilds(db: Db, now = new Date(), debounce: Debounce = noDebounce): Promise<RebuildBatch | undefined> {
  return withActor(db, service, async (trx) => {
    const queued = await trx
      .selectFrom('rebuild_requests')
      .select(['id', 'attempts', 'expedited_at', 'requested_at', 'last_change_at', 'next_attempt_at'])
      .where('completed_at', 'is', null)
      .where('started_at', 'is', null)
      .forUpdate()
      .skipLocked()
      .execute();
    const at = now.getTime() + 1; // ms clock vs µs column
    const idle = debounce.idleMs !== undefined && queued.length > 0 && (await workerIdleSince(trx, now, debounce.idleMs));
    const due = queued.some(
      (r) =>
        r.next_attempt_at.getTime() < at &&
        (r.expedited_at !== null ||
          r.attempts > 0 ||
          idle ||
          r.last_change_at.getTime() <= at - debounce.quietMs ||
          r.requested_at.getTime() <= at - debounce.maxWaitMs),
    );
    if (!due) return undefined;
    const ids = queued.map((r) => r.id);
    const batch = randomBytes(6).toString('hex');
    await trx
      .updateTable('rebuild_requests')
      .set({ started_at: now, deploy_batch: batch, deploying_at: null, deploy_id: null })
      .where('id', 'in', ids)
      .execute();
    return { ids, batch };
  });
}

/**
 * No build is running (claimed, not done: building or deploying) and the last one ended (done or
 * failed) at least `idleMs` before `now`, or there was none.
 */
async function workerIdleSince(trx: Transaction<Database>, now: Date, idleMs: number): Promise<boolean> {
  const { rows } = await sql<{ idle: boolean }>`
    select not exists (select 1 from public.rebuild_requests r where r.started_at is not null and r.completed_at is null)
       and coalesce((select greatest(max(r.completed_at), max(r.failed_at)) from public.rebuild_requests r), '-infinity'::timestamptz)
           <= ${now}::timestamptz - ${idleMs}::int * interval '1 millisecond' as idle`.execute(trx);
  return rows[0]!.idle;
}

/** Netlify accepted the build hook: the requests wait for its deploy notification. */
export async function markDeploying(db: Db, batch: string, now = new Date()): Promise<void> {
  await withActor(db, service, (trx) =>
    trx
      .updateTable('rebuild_requests')
      .set({ deploying_at: now })
      .where('deploy_batch', '=', batch)
      .where('completed_at', 'is', null)
      .execute(),
  );
}

/** Marks requests done (their build is live) and forgets withdrawals that build removed and saved jobs no longer need. */
export async function completeRebuilds(db: Db, ids: string[], now = new Date(), deployId: string | null = null): Promise<void> {
  if (ids.length === 0) return;
  await withActor(db, service, async (trx) => {
    await trx
      .updateTable('rebuild_requests')
      .set({ completed_at: now, last_error: null, expedited_at: null, deploy_id: deployId })
      .where('id', 'in', ids)
      .execute();
    // Kept longer than the build needs them: /saved-jobs shows a withdrawn job as closed for as long as it could still be open.
    await sql`delete from public.job_withdrawals
              where withdrawn_at < least((select max(r.started_at) from public.rebuild_requests r where r.completed_at is not null) - ${withdrawalMargin}::interval,
                                         ${now}::timestamptz - ${savedJobsWithdrawalDays}::int * interval '1 day')`.execute(trx);
  });
}

/** Puts requests back in the queue with the error and a later attempt time (at most 15 minutes on). */
export async function failRebuilds(db: Db, ids: string[], error: string, now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  await withActor(db, service, async (trx) => {
    const rows = await trx
      .selectFrom('rebuild_requests')
      .select(['id', 'attempts'])
      .where('id', 'in', ids)
      .where('completed_at', 'is', null)
      .execute();
    for (const row of rows) {
      const attempts = row.attempts + 1;
      await trx
        .updateTable('rebuild_requests')
        .set({
          started_at: null,
          deploying_at: null,
          deploy_batch: null,
          expedited_at: null,
          attempts,
          last_error: error.slice(0, 2000),
          failed_at: now,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts, rebuildRetryCapMs)),
        })
        .where('id', '=', row.id)
        .execute();
    }
  });
}

/** The requests a deploy notification names (still waiting), by the batch token of its title. */
async function requestsOfBatch(db: Db, batch: string): Promise<string[]> {
  const rows = await withActor(db, service, (trx) =>
    trx
      .selectFrom('rebuild_requests')
      .select('id')
      .where('deploy_batch', '=', batch)
      .where('completed_at', 'is', null)
      .where('started_at', 'is not', null)
      .execute(),
  );
  return rows.map((r) => r.id);
}

/** Netlify published the deploy of `batch`: its requests are done. Returns how many. */
export async function completeDeploy(db: Db, batch: string, deployId: string, now = new Date()): Promise<number> {
  const ids = await requestsOfBatch(db, batch);
  await completeRebuilds(db, ids, now, deployId);
  return ids.length;
}

/** Netlify's deploy of `batch` failed: its requests go back in the queue. Returns how many. */
export async function failDeploy(db: Db, batch: string, error: string, now = new Date()): Promise<number> {
  const ids = await requestsOfBatch(db, batch);
  await failRebuilds(db, ids, error, now);
  return ids.length;
}

export interface StaleLimits {
  /** A build (or hook call) still running after this long died with its worker. */
  buildMs: number;
  /** A deploy Netlify has not reported on after this long is taken as failed. */
  deployMs: number;
}

/**
 * Requests whose build started but never finished (the process died) go back in the queue; a
 * deploy Netlify never reported on counts as a failed attempt and is retried.
 */
export async function releaseStaleRebuilds(db: Db, limits: StaleLimits, now = new Date()): Promise<void> {
  await withActor(db, service, (trx) =>
    trx
      .updateTable('rebuild_requests')
      .set({ started_at: null, deploy_batch: null, last_error: 'The build did not finish (the worker stopped); retrying.', failed_at: now })
      .where('completed_at', 'is', null)
      .where('deploying_at', 'is', null)
      .where('started_at', '<', new Date(now.getTime() - limits.buildMs))
      .execute(),
  );
  const silent = await withActor(db, service, (trx) =>
    trx
      .selectFrom('rebuild_requests')
      .select('id')
      .where('completed_at', 'is', null)
      .where('deploying_at', '<', new Date(now.getTime() - limits.deployMs))
      .execute(),
  );
  await failRebuilds(
    db,
    silent.map((r) => r.id),
    `Netlify did not report on the deploy within ${Math.round(limits.deployMs / 60_000)} minutes; retrying. Check the deploy log, and that the site's deploy notifications (succeeded and failed) post to /api/netlify/deploy-notifications.`,
    now,
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

/**
 * A build reads the jobs some time after its requests were claimed; withdrawals this close
 * before the claim are still listed, so clock differences between the database and the worker
 * never drop one too early. Listing a job that is already gone costs nothing: it is not public.
 */
const withdrawalMargin = '10 minutes';

/**
 * How long a withdrawal is remembered for /saved-jobs: longer than a job is open (30 days after
 * posting), so a saved job rejected or deleted any time before its expiry shows as closed, also
 * after the deploy that removed its page. (A visitor's saved list never leaves the browser: the
 * page reads the whole list and matches it there.)
 */
export const savedJobsWithdrawalDays = 45;

/** Jobs the site may still serve statically although they are no longer public. */
export interface WithdrawnJobRows {
  slugs: string[];
  ids: string[];
}

/**
 * Jobs that stopped being public (withdrawn or expired) after the last successful build read the
 * jobs: their prerendered pages are still on the CDN. Small: it empties with every deploy.
 */
export async function withdrawnJobs(db: Db, now = new Date()): Promise<WithdrawnJobRows> {
  const { rows } = await withActor(db, service, (trx) =>
    sql<{ id: string; slug: string }>`
      with published as (
        select coalesce(max(r.started_at), '-infinity'::timestamptz) - ${withdrawalMargin}::interval as at
        from public.rebuild_requests r where r.completed_at is not null)
      select w.job_id as id, w.slug from public.job_withdrawals w, published p
      where w.withdrawn_at > p.at
        and not exists (select 1 from public.jobs j where j.id = w.job_id and j.status = 'approved' and j.expires_at > ${now})
      union
      select j.id, j.slug from public.jobs j, published p
      where j.status = 'approved' and j.expires_at <= ${now} and j.expires_at > p.at
      order by slug`.execute(trx),
  );
  return { slugs: [...new Set(rows.map((r) => r.slug))], ids: [...new Set(rows.map((r) => r.id))] };
}

/**
 * Jobs rejected or deleted (once public, not public now) in the last savedJobsWithdrawalDays,
 * whenever the site was last built: what /saved-jobs shows as closed besides the expired ones,
 * which it knows by their date.
 */
export async function withdrawnJobsForSavedJobs(db: Db, now = new Date()): Promise<WithdrawnJobRows> {
  const { rows } = await withActor(db, service, (trx) =>
    sql<{ id: string; slug: string }>`
      select w.job_id as id, w.slug from public.job_withdrawals w
      where w.withdrawn_at > ${now}::timestamptz - ${savedJobsWithdrawalDays}::int * interval '1 day'
        and not exists (select 1 from public.jobs j where j.id = w.job_id and j.status = 'approved' and j.expires_at > ${now})
      order by w.slug`.execute(trx),
  );
  return { slugs: [...new Set(rows.map((r) => r.slug))], ids: [...new Set(rows.map((r) => r.id))] };
}
