import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import type { SubscriptionsTable } from '~/server/db/schema';

// What the admins' subscribers page shows: subscriptions per kind and state, the last digest runs
// and how the digest e-mails fare in the outbox. Read as the signed-in admin, so RLS decides: a
// non-admin reads zeros and no runs.

export type SubscriptionKind = SubscriptionsTable['kind'];

/** Every kind, in the order the page lists them. */
export const subscriptionKinds: readonly SubscriptionKind[] = ['job_alert', 'newsletter', 'event_news'];

/**
 * One kind's subscriptions, each in exactly one state: unsubscribed (whatever else), awaiting
 * confirmation (never confirmed), paused (confirmed, paused), active (confirmed, not paused).
 */
export interface SubscriptionCounts {
  active: number;
  awaitingConfirmation: number;
  paused: number;
  unsubscribed: number;
  total: number;
}

export interface DigestRunRow {
  id: string;
  startedAt: Date;
  finishedAt: Date | null;
  /** finishedAt − startedAt; null while running or when the run died before finishing. */
  durationMs: number | null;
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
  error: string | null;
}

/** The outbox rows of kind 'digest.*', each in exactly one state. */
export interface DigestOutboxCounts {
  delivered: number;
  /** Not sent yet, never failed. */
  waiting: number;
  /** Not sent, failed at least once, to be tried again. */
  failing: number;
  /** Not sent and no longer tried after too many failures. */
  givenUp: number;
  /** When the oldest row not delivered yet (and still tried) was queued. */
  oldestWaitingAt: Date | null;
}

export interface SubscribersSummary {
  counts: Record<SubscriptionKind, SubscriptionCounts>;
  /** Active job alerts per frequency. */
  activeAlertsByFrequency: { daily: number; weekly: number };
  /** The last runs, newest first. */
  runs: DigestRunRow[];
  outbox: DigestOutboxCounts;
}

/** How many digest runs the page lists. */
export const digestRunsShown = 10;

const zeroCounts = (): SubscriptionCounts => ({ active: 0, awaitingConfirmation: 0, paused: 0, unsubscribed: 0, total: 0 });

/** The subscribers page's numbers, read as `admin` under RLS. */
export async function subscribersSummary(db: Db, admin: SessionUser): Promise<SubscribersSummary> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const kindRows = await trx
      .selectFrom('subscriptions')
      .select([
        'kind',
        sql<string>`count(*) filter (where unsubscribed_at is null and confirmed_at is not null and paused_at is null)`.as('active'),
        sql<string>`count(*) filter (where unsubscribed_at is null and confirmed_at is null)`.as('awaiting'),
        sql<string>`count(*) filter (where unsubscribed_at is null and confirmed_at is not null and paused_at is not null)`.as('paused'),
        sql<string>`count(*) filter (where unsubscribed_at is not null)`.as('unsubscribed'),
        sql<string>`count(*) filter (where unsubscribed_at is null and confirmed_at is not null and paused_at is null and frequency = 'daily')`.as(
          'daily',
        ),
        sql<string>`count(*) filter (where unsubscribed_at is null and confirmed_at is not null and paused_at is null and frequency = 'weekly')`.as(
          'weekly',
        ),
        sql<string>`count(*)`.as('total'),
      ])
      .groupBy('kind')
      .execute();

    const runRows = await trx
      .selectFrom('digest_runs')
      .select(['id', 'started_at', 'finished_at', 'claimed', 'sent', 'skipped', 'failed', 'error'])
      .orderBy('started_at', 'desc')
      .orderBy('id')
      .limit(digestRunsShown)
      .execute();

    const outbox = await trx
      .selectFrom('email_outbox')
      .select([
        sql<string>`count(*) filter (where sent_at is not null)`.as('delivered'),
        sql<string>`count(*) filter (where sent_at is null and last_error is null and next_attempt_at <> 'infinity')`.as('waiting'),
        sql<string>`count(*) filter (where sent_at is null and last_error is not null and next_attempt_at <> 'infinity')`.as('failing'),
        sql<string>`count(*) filter (where sent_at is null and next_attempt_at = 'infinity')`.as('given_up'),
        sql<Date | null>`min(created_at) filter (where sent_at is null and next_attempt_at <> 'infinity')`.as('oldest_waiting_at'),
      ])
      .where('kind', 'like', 'digest.%')
      .executeTakeFirstOrThrow();

    const counts = { job_alert: zeroCounts(), newsletter: zeroCounts(), event_news: zeroCounts() };
    const activeAlertsByFrequency = { daily: 0, weekly: 0 };
    for (const row of kindRows) {
      counts[row.kind] = {
        active: Number(row.active),
        awaitingConfirmation: Number(row.awaiting),
        paused: Number(row.paused),
        unsubscribed: Number(row.unsubscribed),
        total: Number(row.total),
      };
      if (row.kind === 'job_alert') Object.assign(activeAlertsByFrequency, { daily: Number(row.daily), weekly: Number(row.weekly) });
    }
    return {
      counts,
      activeAlertsByFrequency,
      runs: runRows.map((r) => ({
        id: r.id,
        startedAt: r.started_at,
        finishedAt: r.finished_at,
        durationMs: r.finished_at ? r.finished_at.getTime() - r.started_at.getTime() : null,
        claimed: r.claimed,
        sent: r.sent,
        skipped: r.skipped,
        failed: r.failed,
        error: r.error,
      })),
      outbox: {
        delivered: Number(outbox.delivered),
        waiting: Number(outbox.waiting),
        failing: Number(outbox.failing),
        givenUp: Number(outbox.given_up),
        oldestWaitingAt: outbox.oldest_waiting_at,
      },
    };
  });
}
