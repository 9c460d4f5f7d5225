import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import type { SessionUser } from '~/server/auth/types';
import { digestRunsShown, subscribersSummary } from '~/server/subscriptions/admin-summary';

// The admins' subscribers page reads its numbers as the admin under RLS: each subscription in one
// state per kind, the last digest runs newest first, the digest e-mails' outbox states.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('subscriptions').execute();
  await t.db.deleteFrom('digest_runs').execute();
  await t.db.deleteFrom('email_outbox').execute();
});

const user = (isAdmin: boolean): SessionUser => {
  const claims = {
    sub: isAdmin ? '0d6f6a8e-1c2b-4a3d-9e8f-7a6b5c4d3e2f' : '1e7a7b9f-2d3c-4b4e-8f9a-8b7c6d5e4f3a',
    email: isAdmin ? 'admin@example.com' : 'someone@example.com',
    role: 'authenticated' as const,
    app_metadata: isAdmin ? { role: 'admin' as const } : {},
  };
  return { id: claims.sub, email: claims.email, isAdmin, claims };
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 6, minute));
type State = 'active' | 'awaiting' | 'paused' | 'unsubscribed' | 'unsubscribed-unconfirmed';
let n = 0;
async function subscribe(kind: 'newsletter' | 'job_alert' | 'event_news', state: State, frequency: 'daily' | 'weekly' = 'weekly') {
  n += 1;
  const confirmed = state === 'awaiting' || state === 'unsubscribed-unconfirmed' ? null : at(1);
  await t.db
    .insertInto('subscriptions')
    .values({
      email: `person${n}@example.com`,
      kind,
      source: 'test',
      frequency,
      confirmed_at: confirmed,
      confirmation_sent_at: at(0),
      paused_at: state === 'paused' ? at(2) : null,
      unsubscribed_at: state.startsWith('unsubscribed') ? at(3) : null,
    })
    .execute();
}

async function outboxRow(kind: string, state: 'delivered' | 'waiting' | 'failing' | 'given-up', createdMinute = 0) {
  await t.db
    .insertInto('email_outbox')
    .values({
      to_address: 'reader@example.com',
      subject: 'Digest',
      text_body: 'Body',
      kind,
      created_at: at(createdMinute),
      sent_at: state === 'delivered' ? at(30) : null,
      attempts: state === 'waiting' || state === 'delivered' ? 0 : 3,
      last_error: state === 'failing' || state === 'given-up' ? 'connect ECONNREFUSED' : null,
      next_attempt_at: state === 'given-up' ? sql<Date>`'infinity'::timestamptz` : at(40),
    })
    .execute();
}

describe('subscribersSummary', () => {
  it('counts each kind by state, active job alerts by frequency, and the digest outbox by state', async () => {
    for (const [state, times] of [
      ['active', 3],
      ['awaiting', 2],
      ['paused', 1],
      ['unsubscribed', 2],
      ['unsubscribed-unconfirmed', 1],
    ] as const) {
      for (let i = 0; i < times; i++) await subscribe('job_alert', state, i === 0 ? 'daily' : 'weekly');
    }
    await subscribe('newsletter', 'active');
    await subscribe('newsletter', 'awaiting');
    await subscribe('event_news', 'unsubscribed');

    await outboxRow('digest.job_alert', 'delivered');
    await outboxRow('digest.newsletter', 'delivered');
    await outboxRow('digest.job_alert', 'waiting', 5);
    await outboxRow('digest.job_alert', 'failing', 4);
    await outboxRow('digest.event_news', 'given-up', 1);
    await outboxRow('subscription.confirm', 'waiting', 0); // not a digest: not counted

    const summary = await subscribersSummary(t.db, user(true));
    expect(summary.counts).toEqual({
      job_alert: { active: 3, awaitingConfirmation: 2, paused: 1, unsubscribed: 3, total: 9 },
      newsletter: { active: 1, awaitingConfirmation: 1, paused: 0, unsubscribed: 0, total: 2 },
      event_news: { active: 0, awaitingConfirmation: 0, paused: 0, unsubscribed: 1, total: 1 },
    });
    // Of the 3 active alerts the first is daily; paused and unsubscribed daily ones are not counted.
    expect(summary.activeAlertsByFrequency).toEqual({ daily: 1, weekly: 2 });
    expect(summary.outbox).toEqual({ delivered: 2, waiting: 1, failing: 1, givenUp: 1, oldestWaitingAt: at(4) });
  });

  it('gives zeros and no runs when nothing has happened yet', async () => {
    const summary = await subscribersSummary(t.db, user(true));
    const zero = { active: 0, awaitingConfirmation: 0, paused: 0, unsubscribed: 0, total: 0 };
    expect(summary).toEqual({
      counts: { job_alert: zero, newsletter: zero, event_news: zero },
      activeAlertsByFrequency: { daily: 0, weekly: 0 },
      runs: [],
      outbox: { delivered: 0, waiting: 0, failing: 0, givenUp: 0, oldestWaitingAt: null },
    });
  });

  it(`lists the last ${digestRunsShown} digest runs, newest first, with their duration`, async () => {
    for (let i = 0; i < 12; i++) {
      await t.db
        .insertInto('digest_runs')
        .values({
          started_at: at(i),
          finished_at: i === 11 ? null : new Date(at(i).getTime() + 1500 + i),
          claimed: i + 3,
          sent: i,
          skipped: 3,
          failed: i === 10 ? 1 : 0,
          error: i === 10 ? 'render failed for 1 subscription' : null,
        })
        .execute();
    }
    const { runs } = await subscribersSummary(t.db, user(true));
    expect(runs.map((r) => r.startedAt)).toEqual(Array.from({ length: digestRunsShown }, (_, i) => at(11 - i)));
    expect(runs[0]).toMatchObject({ finishedAt: null, durationMs: null, claimed: 14, sent: 11, skipped: 3, failed: 0, error: null });
    expect(runs[1]).toMatchObject({
      durationMs: 1510,
      claimed: 13,
      sent: 10,
      skipped: 3,
      failed: 1,
      error: 'render failed for 1 subscription',
    });
  });

  it('shows a signed-in non-admin nothing (RLS)', async () => {
    await subscribe('job_alert', 'active');
    await subscribe('newsletter', 'active');
    await t.db
      .insertInto('digest_runs')
      .values({ started_at: at(0), finished_at: at(1), sent: 2 })
      .execute();
    await outboxRow('digest.job_alert', 'delivered');
    const summary = await subscribersSummary(t.db, user(false));
    expect(summary.counts.job_alert.total + summary.counts.newsletter.total).toBe(0);
    expect(summary.runs).toEqual([]);
    expect(summary.outbox.delivered).toBe(0);
    // The admin sees them.
    expect((await subscribersSummary(t.db, user(true))).counts.job_alert.total).toBe(1);
  });
});
