import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '~/server/db/client';
import type { Database } from '~/server/db/schema';
import { retryDelayMs } from '~/server/retry';
import { outgoingEmailSchema, type OutgoingEmail } from './message';
import type { MailTransport } from './transport';

export const maxSendAttempts = 10;

/**
 * Queues an e-mail in the caller's transaction (it is sent only if that transaction commits).
 * The id is made here so visitors, who cannot read the outbox, can queue too.
 */
export async function enqueueEmail(trx: Kysely<Database>, message: OutgoingEmail): Promise<string> {
  const parsed = outgoingEmailSchema.safeParse(message);
  if (!parsed.success) throw new Error(`The e-mail was not queued: ${parsed.error.issues.map((i) => i.message).join(' ')}`);
  const id = randomUUID();
  const m = parsed.data;
  await trx
    .insertInto('email_outbox')
    .values({ id, to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html ?? null, kind: m.kind })
    .execute();
  return id;
}

export interface FlushResult {
  sent: number;
  failed: number;
  gaveUp: number;
}

/**
 * Sends due e-mails. Each row is claimed with `for update skip locked` inside its own
 * transaction and marked in that same transaction, so concurrent flushers never send a mail
 * twice and a crash mid-send leaves the row due again. Failures are retried with backoff; after
 * maxAttempts the row stays with its error and is not tried again.
 */
export async function flushOutbox(
  db: Db,
  transport: MailTransport,
  { batchSize = 50, now = new Date(), maxAttempts = maxSendAttempts }: { batchSize?: number; now?: Date; maxAttempts?: number } = {},
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, gaveUp: 0 };
  // JavaScript times are whole milliseconds, PostgreSQL's microseconds: a row queued in this very
  // millisecond must count as due.
  const dueBy = new Date(now.getTime() + 1);
  for (let i = 0; i < batchSize; i++) {
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('email_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<', dueBy)
        .orderBy('next_attempt_at')
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return 'empty' as const;
      try {
        await transport.send({ id: row.id, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      } catch (error) {
        const attempts = row.attempts + 1;
        const gaveUp = attempts >= maxAttempts;
        await trx
          .updateTable('email_outbox')
          .set({
            attempts,
            last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
            next_attempt_at: gaveUp ? sql<Date>`'infinity'::timestamptz` : new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where('id', '=', row.id)
          .execute();
        return gaveUp ? ('gaveUp' as const) : ('failed' as const);
      }
      await trx
        .updateTable('email_outbox')
        .set({ sent_at: now, attempts: row.attempts + 1, last_error: null })
        .where('id', '=', row.id)
        .execute();
      return 'sent' as const;
    });
    if (outcome === 'empty') break;
    result[outcome] += 1;
  }
  return result;
}

/** Counts for logs and the command line: waiting, sent, and failed rows given up on. */
export async function outboxStatus(db: Db): Promise<{ waiting: number; sent: number; gaveUp: number; failing: number }> {
  const row = await db
    .selectFrom('email_outbox')
    .select([
      sql<string>`count(*) filter (where sent_at is null and next_attempt_at <> 'infinity')`.as('waiting'),
      sql<string>`count(*) filter (where sent_at is not null)`.as('sent'),
      sql<string>`count(*) filter (where sent_at is null and next_attempt_at = 'infinity')`.as('gave_up'),
      sql<string>`count(*) filter (where sent_at is null and last_error is not null)`.as('failing'),
    ])
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), sent: Number(row.sent), gaveUp: Number(row.gave_up), failing: Number(row.failing) };
}
