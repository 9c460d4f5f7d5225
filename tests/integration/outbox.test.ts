import { sql } from 'kysely';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import pg from 'pg';
import { claimLeaseMs, enqueueEmail, flushOutbox, outboxStatus } from '~/server/mail/outbox';
import { startLocalTimer } from '~/server/schedule/local-timers';
import { outboxFlush } from '~/server/schedule/tasks';
import { fileTransport, smtpLimits, smtpTransport, type MailTransport } from '~/server/mail/transport';
import { asUserActor, visitor, withActor } from '~/server/db/context';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `failWith` makes it refuse messages with that reply. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { failWith: undefined as string | undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failWith) {
          const error = Object.assign(new Error(state.failWith), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    state,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A server that accepts connections and never says a word: an SMTP relay that hangs. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    connections: () => sockets.size,
    stop: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const from = 'Gulf Jobs <no-reply@gulfjobs.example>';
const mail = (to: string, subject = 'Confirm your job alerts') => ({
  to,
  subject,
  text: `Hello ${to}, please confirm.`,
  kind: 'alerts.confirm',
});

beforeAll(async () => {
  database = await freshDatabase();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.stop();
  await database.drop();
});
beforeEach(async () => {
  await database.db.deleteFrom('email_outbox').execute();
  smtp.received.length = 0;
  smtp.state.failWith = undefined;
});

describe('e-mail outbox', () => {
  it('a mail queued in a transaction that rolls back is never sent', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, mail('rollback@gulfjobs.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });

  it('delivers queued mail over SMTP and marks it sent', async () => {
    await enqueueEmail(database.db, mail('nurse@gulfjobs.example'));
    const result = await flushOutbox(database.db, smtpTransport(smtp.url, from));
    expect(result).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['nurse@gulfjobs.example']);
    expect(smtp.received[0]!.raw).toContain('Subject: Confirm your job alerts');
    expect(smtp.received[0]!.raw).toContain('Hello nurse@gulfjobs.example, please confirm.');
    const row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await flushOutbox(database.db, smtpTransport(smtp.url, from))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it('sends a Reply-To header when the mail has one, and none otherwise', async () => {
    await enqueueEmail(database.db, {
      ...mail('team@gulfjobs.example', 'Interview Coaching Session Booking Request: Aisha Khan'),
      replyTo: 'aisha.khan@example.com',
    });
    await enqueueEmail(database.db, mail('reader@gulfjobs.example'));
    expect(await flushOutbox(database.db, smtpTransport(smtp.url, from))).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    const byRecipient = new Map(smtp.received.map((r) => [r.to[0], r.raw]));
    expect(byRecipient.get('team@gulfjobs.example')).toMatch(/^Reply-To: aisha\.khan@example\.com\r?$/m);
    expect(byRecipient.get('team@gulfjobs.example')).toContain('From: Gulf Jobs <no-reply@gulfjobs.example>');
    expect(byRecipient.get('reader@gulfjobs.example')).not.toMatch(/^Reply-To:/im);
  });

  it('keeps a mail the SMTP server refuses, with the error, and retries it later', async () => {
    smtp.state.failWith = 'Mailbox temporarily unavailable';
    await enqueueEmail(database.db, mail('teacher@gulfjobs.example'));
    const now = new Date();
    expect(await flushOutbox(database.db, smtpTransport(smtp.url, from), { now })).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const failed = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toContain('Mailbox temporarily unavailable');
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(now.getTime());
    expect(await outboxStatus(database.db)).toEqual({ pending: 1, sent: 0, failing: 1, gaveUp: 0 });
    // Not due yet: nothing happens.
    smtp.state.failWith = undefined;
    expect(await flushOutbox(database.db, smtpTransport(smtp.url, from), { now })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    // Later, with the server back, it goes out.
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await flushOutbox(database.db, smtpTransport(smtp.url, from), { now: later })).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    const sent = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ attempts: 2, last_error: null });
    expect(await outboxStatus(database.db)).toEqual({ pending: 0, sent: 1, failing: 0, gaveUp: 0 });
  });

  it('gives up after the maximum attempts but keeps the row and its error', async () => {
    await enqueueEmail(database.db, mail('unreachable@gulfjobs.example'));
    const unreachable = smtpTransport('smtp://127.0.0.1:1/', from); // nothing listens on port 1
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await flushOutbox(database.db, unreachable, { now, maxAttempts: 3 });
      expect(result).toEqual(attempt < 3 ? { sent: 0, failed: 1, gaveUp: 0 } : { sent: 0, failed: 0, gaveUp: 1 });
      now = new Date(now.getTime() + 7 * 3600_000);
    }
    expect(await flushOutbox(database.db, unreachable, { now: new Date(now.getTime() + 365 * 24 * 3600_000) })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
    });
    const row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/);
    expect(await outboxStatus(database.db)).toEqual({ pending: 0, sent: 0, failing: 1, gaveUp: 1 });
  });

  it("uses short SMTP timeouts: every message is over within 10 s, not nodemailer's minutes", () => {
    expect(smtpLimits).toEqual({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000, messageTimeoutMs: 10_000 });
  });

  it('a hanging SMTP server: the flush ends in time, no transaction or row lock is held meanwhile, and the mail is retried later', async () => {
    const silent = await startSilentServer();
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    try {
      for (let i = 0; i < 3; i++) await enqueueEmail(database.db, mail(`hang${i}@gulfjobs.example`, `Hang ${i}`));
      const limits = { connectionTimeout: 600, greetingTimeout: 600, socketTimeout: 600, messageTimeoutMs: 800 };
      const now = new Date();
      const started = performance.now();
      // Claims stop after 300 ms: the first mail hangs for 600 ms, the other two wait for the next run.
      const flushing = flushOutbox(database.db, smtpTransport(silent.url, from, limits), { now, deadlineMs: 300 });
      await vi.waitFor(() => expect(silent.connections()).toBe(1), { timeout: 2000, interval: 10 });
      // During the hang, from another connection: nobody sits in a transaction, every row is free.
      const idle = await observer.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect(idle.rows[0].n).toBe(0);
      const locks = await observer.query(
        `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'email_outbox' and l.pid <> pg_backend_pid()`,
      );
      expect(locks.rows[0].n).toBe(0);
      await observer.query('begin');
      const free = await observer.query('select id from public.email_outbox for update nowait');
      expect(free.rowCount).toBe(3);
      await observer.query('rollback');

      expect(await flushing).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
      // nodemailer's own defaults would have waited 30 s for the greeting alone.
      expect(performance.now() - started).toBeLessThan(4000);
      const rows = await database.db.selectFrom('email_outbox').selectAll().orderBy('subject').execute();
      expect(rows.map((r) => [r.subject, r.attempts, r.sent_at])).toEqual([
        ['Hang 0', 1, null],
        ['Hang 1', 0, null],
        ['Hang 2', 0, null],
      ]);
      expect(rows[0]!.last_error).toMatch(/greeting|timeout|timed out|did not complete the message within/i);
      expect(rows[0]!.next_attempt_at.getTime()).toBeGreaterThan(now.getTime());
      // The relay is fine again later: everything goes out, the hung ones after their backoff.
      const later = new Date(now.getTime() + 10 * 60_000);
      expect(await flushOutbox(database.db, smtpTransport(smtp.url, from), { now: later })).toEqual({ sent: 3, failed: 0, gaveUp: 0 });
      expect(smtp.received.flatMap((r) => r.to).sort()).toEqual([
        'hang0@gulfjobs.example',
        'hang1@gulfjobs.example',
        'hang2@gulfjobs.example',
      ]);
    } finally {
      await observer.end();
      await silent.stop();
    }
  });

  it('a relay slower than the message limit is cut off with an error that says so', async () => {
    const silent = await startSilentServer();
    try {
      await enqueueEmail(database.db, mail('slow@gulfjobs.example'));
      const limits = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 5000, messageTimeoutMs: 300 };
      expect(await flushOutbox(database.db, smtpTransport(silent.url, from, limits))).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
      const row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row.last_error).toBe(
        'The SMTP server did not complete the message within 0.3 s (no greeting or no reply); cut off, it will be retried.',
      );
    } finally {
      await silent.stop();
    }
  });

  it('a row being sent is leased: another flusher skips it even with no lock held, and takes it only after the lease (a crashed sender)', async () => {
    await enqueueEmail(database.db, mail('lease@gulfjobs.example'));
    let release!: () => void;
    const sending = new Promise<void>((r) => (release = r));
    let calls = 0;
    const stuck: MailTransport = {
      describe: 'stuck',
      send: async () => {
        calls++;
        await sending;
      },
    };
    const now = new Date();
    const first = flushOutbox(database.db, stuck, { now });
    try {
      await vi.waitFor(() => expect(calls).toBe(1), { timeout: 2000, interval: 10 });
      const transport = smtpTransport(smtp.url, from);
      expect(await flushOutbox(database.db, transport, { now })).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
      expect(await flushOutbox(database.db, transport, { now: new Date(now.getTime() + claimLeaseMs - 1000) })).toEqual({
        sent: 0,
        failed: 0,
        gaveUp: 0,
      });
      expect(smtp.received).toHaveLength(0);
      // Had the first sender died, the row would be due again once the lease ran out.
      const afterLease = new Date(now.getTime() + claimLeaseMs + 1000);
      expect(await flushOutbox(database.db, transport, { now: afterLease })).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    } finally {
      release();
    }
    expect(await first).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    const row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(row.sent_at).not.toBeNull();
  });

  it('two flushers at once deliver each of 20 mails exactly once', async () => {
    for (let i = 0; i < 20; i++) await enqueueEmail(database.db, mail(`reader${i}@gulfjobs.example`, `Mail ${i}`));
    const transport = smtpTransport(smtp.url, from);
    const [a, b] = await Promise.all([flushOutbox(database.db, transport), flushOutbox(database.db, transport)]);
    expect(a.sent + b.sent).toBe(20);
    const recipients = smtp.received.flatMap((r) => r.to).sort();
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
    expect(await outboxStatus(database.db)).toEqual({ pending: 0, sent: 20, failing: 0, gaveUp: 0 });
  });

  it('writes .eml files when there is no SMTP server', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-mail-'));
    try {
      await enqueueEmail(database.db, {
        ...mail('engineer@gulfjobs.example', 'Your job is live'),
        html: '<p>Live!</p>',
        replyTo: 'hr@hospital.example',
      });
      expect(await flushOutbox(database.db, fileTransport(dir, from))).toMatchObject({ sent: 1 });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(dir, files[0]!), 'utf8');
      expect(eml).toContain('To: engineer@gulfjobs.example');
      expect(eml).toContain('Subject: Your job is live');
      expect(eml).toContain('From: Gulf Jobs <no-reply@gulfjobs.example>');
      expect(eml).toContain('Reply-To: hr@hospital.example');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ ...mail('not-an-address') }, 'The recipient must be a valid e-mail address.'],
    [{ ...mail('a@b.example'), subject: ' ' }, 'An e-mail needs a subject.'],
    [{ ...mail('a@b.example'), kind: 'Not A Kind' }, 'The kind is a short lowercase label'],
    [{ ...mail('a@b.example'), replyTo: 'someone at example' }, 'The reply-to address must be a valid e-mail address.'],
  ])('refuses a bad message with a clear error: %j', async (message, error) => {
    await expect(enqueueEmail(database.db, message)).rejects.toThrow(error);
  });

  it('visitors and users queue mail only through enqueueEmail: no direct insert, read or change', async () => {
    await withActor(database.db, visitor, (trx) => enqueueEmail(trx, mail('visitor@gulfjobs.example')));
    expect(
      await withActor(database.db, visitor, (trx) => trx.selectFrom('email_outbox').select('id').execute()).catch((e: Error) => e.message),
    ).toMatch(/permission denied/);
    const user = asUserActor({
      sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
      email: 'u@gulfjobs.example',
      role: 'authenticated',
      app_metadata: {},
    });
    expect(await withActor(database.db, user, (trx) => trx.selectFrom('email_outbox').select('id').execute())).toEqual([]);
    await expect(
      withActor(database.db, visitor, (trx) =>
        trx
          .insertInto('email_outbox')
          .values({
            id: crypto.randomUUID(),
            to_address: 'x@gulfjobs.example',
            subject: 's',
            text_body: 't',
            kind: 'k',
            sent_at: new Date(),
          })
          .execute(),
      ),
    ).rejects.toThrow(/permission denied/);
    expect(await flushOutbox(database.db, smtpTransport(smtp.url, from))).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received.flatMap((r) => r.to)).toEqual(['visitor@gulfjobs.example']);
    const admin = asUserActor({
      sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
      email: 'a@gulfjobs.example',
      role: 'authenticated',
      app_metadata: { role: 'admin' },
    });
    expect(await withActor(database.db, admin, (trx) => trx.selectFrom('email_outbox').select('to_address').execute())).toEqual([
      { to_address: 'visitor@gulfjobs.example' },
    ]);
  });

  it('queuing as a visitor leaves the transaction acting as the visitor', async () => {
    const role = await withActor(database.db, visitor, async (trx) => {
      await enqueueEmail(trx, mail('role@gulfjobs.example'));
      return (await sql<{ role: string }>`select current_user as role`.execute(trx)).rows[0]?.role;
    });
    expect(role).toBe('anon');
  });

  it('the timer flushes as soon as it starts', async () => {
    await enqueueEmail(database.db, mail('first@gulfjobs.example'));
    const stop = startLocalTimer(outboxFlush, { db: database.db, transport: smtpTransport(smtp.url, from) }, 3_600_000);
    try {
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000, interval: 20 });
    } finally {
      stop();
    }
  });

  it('the timer never runs two flushes at once and logs failures in one line', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let failNext = true;
    const slow: MailTransport = {
      describe: 'slow test transport',
      async send() {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((r) => setTimeout(r, 30));
        running--;
        if (failNext) {
          failNext = false;
          throw new Error('relay busy');
        }
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (let i = 0; i < 3; i++) await enqueueEmail(database.db, mail(`timer${i}@gulfjobs.example`));
      const stop = startLocalTimer(outboxFlush, { db: database.db, transport: slow }, 5);
      // The run that failed once logs when it ends; wait for both the mail and the log line.
      await vi.waitFor(
        async () => {
          expect((await outboxStatus(database.db)).sent).toBe(2);
          expect(errors).toHaveBeenCalled();
        },
        { timeout: 5000, interval: 20 },
      );
      stop();
      expect(mostAtOnce).toBe(1);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors.mock.calls[0]!.join(' ')).toContain('1 failed (will retry)');
      // The failed one waits for its backoff; nothing else happens after stop().
      expect(await outboxStatus(database.db)).toEqual({ pending: 1, sent: 2, failing: 1, gaveUp: 0 });
    } finally {
      errors.mockRestore();
    }
  });
});
