import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import type { Database } from '~/server/db/schema';
import { retryDelayMs } from '~/server/retry';
import { outgoingEmailSchema, type OutgoingEmail } from './message';
import type { MailTransport } from './transport';

export const maxSendAttempts = 10;

/**
 * Queues an e-mail in the caller's transaction (it is sent only if that transaction commits).
 * Only the service may write the outbox: on Supabase the REST API would otherwise let anyone with
 * the public anon key queue mail to any address through our SMTP. So the insert switches to
 * service_role for one statement, then back to the caller's role (a visitor, a user, the owner).
 */
export async function enqueueEmail(trx: Kysely<Database>, message: OutgoingEmail): Promise<string> {
  const parsed = outgoingEmailSchema.safeParse(message);
  if (!parsed.success) throw new Error(`The e-mail was not queued: ${parsed.error.issues.map((i) => i.message).join(' ')}`);
  // `set local` needs one connection in one transaction; a pool gets a transaction of its own.
  if (!trx.isTransaction) return trx.transaction().execute((own) => enqueueEmail(own, message));
  const id = randomUUID();
  const m = parsed.data;
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(trx);
  await sql`set local role service_role`.execute(trx);
  await trx
    .insertInto('email_outbox')
    .values({ id, to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html ?? null, reply_to: m.replyTo ?? null, kind: m.kind })
    .execute();
  // Not reached after a failed insert: the transaction is aborted and rolls back anyway.
  await sql`select set_config('role', ${rows[0]!.role}, true)`.execute(trx);
  return id;
}

export interface FlushResult {
  sent: number;
  /** Failed this time and will be retried after the backoff. */
  failed: number;
  /** Failed for the last allowed time: kept with its error, never tried again. */
  gaveUp: number;
}

export interface FlushOptions {
  /** The most rows one call sends (default 50). */
  batchSize?: number;
  /** The flusher's clock (tests move it forward). */
  now?: Date;
  /** Attempts before a row is given up (default 10). */
  maxAttempts?: number;
}

type Outcome = keyof FlushResult | 'empty';

/**
 * Sends due e-mails. Each row is claimed with `for update skip locked` inside its own
 * transaction and marked in that same transaction, so concurrent flushers never send a mail
 * twice and a crash mid-send leaves the row due again. Failures are retried with backoff; after
 * maxAttempts the row stays with its error and is not tried again.
 */
export async function flushOutbox(
  db: Db,
  transport: MailTransport,
  { batchSize = 50, now = new Date(), maxAttempts = maxSendAttempts }: FlushOptions = {},
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, gaveUp: 0 };
  // JavaScript times are whole milliseconds, PostgreSQL's microseconds: a row queued in this very
  // millisecond must count as due.
  const dueBy = new Date(now.getTime() + 1);
  for (let i = 0; i < batchSize; i++) {
    const outcome = await withActor(db, service, async (trx): Promise<Outcome> => {
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
      if (!row) return 'empty';
      const attempts = row.attempts + 1;
      try {
        await transport.send({ id: row.id, to: row.to_address, replyTo: row.reply_to, subject: row.subject, text: row.text_body, html: row.html_body });
      } catch (error) {
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
        return gaveUp ? 'gaveUp' : 'failed';
      }
      await trx.updateTable('email_outbox').set({ sent_at: now, attempts, last_error: null }).where('id', '=', row.id).execute();
      return 'sent';
    });
    if (outcome === 'empty') break;
    result[outcome] += 1;
  }
  return result;
}

export interface OutboxStatus {
  /** Not sent yet and still to be tried (new or retrying). */
  pending: number;
  sent: number;
  /** Not sent and the last attempt failed (retrying or given up). */
  failing: number;
  /** Not sent and no longer tried after too many failures (see last_error). */
  gaveUp: number;
}

/** Counts for logs and the command line. */
export async function outboxStatus(db: Db): Promise<OutboxStatus> {
  const row = await withActor(db, service, (trx) =>
    trx
      .selectFrom('email_outbox')
      .select([
        sql<string>`count(*) filter (where sent_at is null and next_attempt_at <> 'infinity')`.as('pending'),
        sql<string>`count(*) filter (where sent_at is not null)`.as('sent'),
        sql<string>`count(*) filter (where sent_at is null and last_error is not null)`.as('failing'),
        sql<string>`count(*) filter (where sent_at is null and next_attempt_at = 'infinity')`.as('gave_up'),
      ])
      .executeTakeFirstOrThrow(),
  );
  return { pending: Number(row.pending), sent: Number(row.sent), failing: Number(row.failing), gaveUp: Number(row.gave_up) };
}
