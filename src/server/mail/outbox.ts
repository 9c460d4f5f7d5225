import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import type { Database } from '~/server/db/schema';
import { retryDelayMs } from '~/server/retry';
import { outgoingEmailSchema, type OutgoingEmail } from './message';
import type { MailTransport } from './transport';

const maxSendAttempts = 10;

/**
 * Queues an e-mail in the caller's transaction (it is sent only if that transaction commits).
 * Only the service may write the outbox: on Supabase the REST API would otherwise let anyone with
 * the public anon key queue mail to any address through our SMTP. So the insert switches to
 * service_role for one statement, then back to the caller's role (a visitor, a user, the owner).
 */
export async function enqueueEmail(trx: Kysely<Database>, message: OutgoingEmail): Promise<string> {
  const [id] = await enqueueEmails(trx, [message]);
  return id!;
}

const parseOutgoing = (message: OutgoingEmail) => {
  const parsed = outgoingEmailSchema.safeParse(message);
  if (!parsed.success) throw new Error(`The e-mail was not queued: ${parsed.error.issues.map((i) => i.message).join(' ')}`);
  return parsed.data;
};

/**
 * Queues many e-mails in one multi-row insert, in the caller's transaction, as enqueueEmail does.
 * A message whose dedupeKey is already in the outbox is not queued again (its id is still returned).
 */
export async function enqueueEmails(trx: Kysely<Database>, messages: OutgoingEmail[]): Promise<string[]> {
  const rows = messages.map((message) => {
    const m = parseOutgoing(message);
    return {
      id: randomUUID(),
      to_address: m.to,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html ?? null,
      reply_to: m.replyTo ?? null,
      kind: m.kind,
      list_unsubscribe: m.listUnsubscribe ?? null,
      dedupe_key: m.dedupeKey ?? null,
    };
  });
  if (rows.length === 0) return [];
  // `set local` needs one connection in one transaction; a pool gets a transaction of its own.
  if (!trx.isTransaction) return trx.transaction().execute((own) => enqueueEmails(own, messages));
  const { rows: current } = await sql<{ role: string }>`select current_user as role`.execute(trx);
  await sql`set local role service_role`.execute(trx);
  await trx
    .insertInto('email_outbox')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').where('dedupe_key', 'is not', null).doNothing())
    .execute();
  // Not reached after a failed insert: the transaction is aborted and rolls back anyway.
  await sql`select set_config('role', ${current[0]!.role}, true)`.execute(trx);
  return rows.map((r) => r.id);
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
  /**
   * No row is claimed after this many milliseconds of the call (default 12 s); rows left wait for
   * the next run. With the transport's own limit per message (smtpLimits, 10 s), a flush ends
   * within about 22 s, inside a scheduled function's 30 s.
   */
  deadlineMs?: number;
}

/**
 * How long a claimed row belongs to the flusher that claimed it: far longer than one message may
 * take (smtpLimits) or a function may live (30 s), so two flushers never send the same row; a
 * flusher that dies mid-send only delays its row by this much.
 */
export const claimLeaseMs = 5 * 60_000;

const flushDeadlineMs = 12_000;

type Row = Selectable<Database['email_outbox']>;

/**
 * Sends due e-mails, one row at a time, and never holds a transaction or a row lock while talking
 * to the mail server: a short statement claims the row (a lease: next_attempt_at moves past the
 * send, attempts counts it, `for update skip locked` lets concurrent flushers pass each other),
 * the message is sent outside any transaction, and another short statement records the outcome.
 * Failures are retried with backoff; after maxAttempts the row stays with its error and
 * next_attempt_at = infinity (outboxStatus counts it as given up) and is not tried again.
 */
export async function flushOutbox(
  db: Db,
  transport: MailTransport,
  { batchSize = 50, now = new Date(), maxAttempts = maxSendAttempts, deadlineMs = flushDeadlineMs }: FlushOptions = {},
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, gaveUp: 0 };
  const startedAt = performance.now();
  // JavaScript times are whole milliseconds, PostgreSQL's microseconds: a row queued in this very
  // millisecond must count as due.
  const dueBy = new Date(now.getTime() + 1);
  const leaseUntil = new Date(now.getTime() + claimLeaseMs);
  for (let i = 0; i < batchSize && performance.now() - startedAt < deadlineMs; i++) {
    const row = await claimDueEmail(db, dueBy, leaseUntil);
    if (!row) break;
    try {
      await transport.send({
        id: row.id,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        listUnsubscribe: row.list_unsubscribe,
      });
    } catch (error) {
      const gaveUp = row.attempts >= maxAttempts;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      await withActor(db, service, (trx) =>
        trx
          .updateTable('email_outbox')
          .set({
            last_error: message,
            next_attempt_at: gaveUp ? sql<Date>`'infinity'::timestamptz` : new Date(now.getTime() + retryDelayMs(row.attempts)),
          })
          // Only while the lease is ours (it always is: a send is far shorter than the lease).
          .where('id', '=', row.id)
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '=', leaseUntil)
          .execute(),
      );
      if (gaveUp) console.error(`mail: gave up on ${row.id} (${row.kind}) after ${row.attempts} attempts: ${message}`);
      result[gaveUp ? 'gaveUp' : 'failed'] += 1;
      continue;
    }
    await withActor(db, service, (trx) =>
      trx
        .updateTable('email_outbox')
        .set({ sent_at: now, last_error: null })
        .where('id', '=', row.id)
        .where('sent_at', 'is', null)
        .execute(),
    );
    result.sent += 1;
  }
  return result;
}

/** Claims the next due row for `leaseUntil` in one short statement (its own transaction). */
async function claimDueEmail(db: Db, dueBy: Date, leaseUntil: Date): Promise<Row | undefined> {
  return withActor(db, service, async (trx) => {
    const { rows } = await sql<Row>`
      update public.email_outbox o
      set attempts = o.attempts + 1, next_attempt_at = ${leaseUntil}
      where o.id = (
        select d.id from public.email_outbox d
        where d.sent_at is null and d.next_attempt_at < ${dueBy}
        order by d.next_attempt_at, d.created_at
        limit 1
        for update skip locked)
      returning o.*`.execute(trx);
    return rows[0];
  });
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
