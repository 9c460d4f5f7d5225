import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { runDigests } from '~/server/digests/run';
import { flushOutbox } from '~/server/mail/outbox';
import type { MailTransport } from '~/server/mail/transport';
import type { AlertFiltersJson } from '~/lib/alerts/filters';
import { gulfToday } from '~/lib/gulf-time';

// Times a job was sent in alerts: once per job-alert digest queued, under the Gulf day; not again
// when the outbox retries the e-mail, when the outbox refuses a duplicate digest, or for a rolled
// back batch; newsletters do not count. Nothing personal is stored with the counts.

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await freshDatabase();
  db = database.db;
});
afterEach(async () => {
  await database.drop();
});

const run = (options: { batchSize?: number; afterClaim?: () => void } = {}) =>
  runDigests(db, {
    siteUrl: 'https://gulfjobs.example',
    secret: 'alert-sends-secret-0123456789abcdef',
    content: { articles: [], events: [] },
    ...options,
  });

const subscribe = async (email: string, filters: AlertFiltersJson = {}, kind: 'job_alert' | 'newsletter' = 'job_alert') =>
  (
    await withActor(db, service, (trx) =>
      trx
        .insertInto('subscriptions')
        .values({
          email,
          kind,
          source: 'test',
          filters: JSON.stringify(filters) as never,
          frequency: 'weekly',
          confirmed_at: sql<Date>`now()`,
          digested_through: sql<Date>`clock_timestamp()`,
          next_digest_at: sql<Date>`now() - interval '1 second'`,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    )
  ).id;

/** The counts by job title: { day, sends }. */
const sends = async () =>
  Object.fromEntries(
    (
      await sql<{ job_title: string; day: string; sends: string }>`
        select j.job_title, a.day::text, a.sends from public.job_alert_days a join public.jobs j on j.id = a.job_id`.execute(db)
    ).rows.map((r) => [r.job_title, { day: r.day, sends: Number(r.sends) }]),
  );

describe('times sent in alerts', () => {
  it('counts each job once per alert digest that lists it, under today’s Gulf day; newsletters do not count', async () => {
    await subscribe('a@example.com');
    await subscribe('b@example.com', { q: 'nurse' });
    await subscribe('c@example.com', { q: 'driver' });
    await subscribe('news@example.com', {}, 'newsletter');
    await insertJob(db, { title: 'ICU Nurse' });
    await insertJob(db, { title: 'Bus Driver', category: 'construction' });
    await insertJob(db, { title: 'Pending Chef', status: 'pending' });
    expect(await run()).toMatchObject({ sent: 4 });
    const today = gulfToday();
    expect(await sends()).toEqual({ 'ICU Nurse': { day: today, sends: 2 }, 'Bus Driver': { day: today, sends: 2 } });
    // Only a day, a job and a count.
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = 'public' and table_name = 'job_alert_days' order by ordinal_position`.execute(
      db,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['day', 'job_id', 'sends']);
  });

  it('the outbox’s retries do not count again', async () => {
    await subscribe('a@example.com');
    await insertJob(db);
    await run();
    let attempts = 0;
    const flaky: MailTransport = {
      describe: 'flaky',
      send: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('451 try later');
      },
    };
    expect(await flushOutbox(db, flaky)).toMatchObject({ sent: 0, failed: 1 });
    expect(await flushOutbox(db, flaky, { now: new Date(Date.now() + 3_600_000) })).toMatchObject({ sent: 1 });
    expect(attempts).toBe(2);
    expect(await sends()).toEqual({ 'ICU Nurse': { day: gulfToday(), sends: 1 } });
  });

  it('a digest the outbox already holds (same dedupe key) is not counted again; a rolled-back batch counts nothing', async () => {
    const id = await subscribe('a@example.com');
    await insertJob(db);
    await expect(
      run({
        afterClaim: () => {
          throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');
    expect(await sends()).toEqual({});
    // As if an earlier attempt of this very digest had been queued.
    const { rows } = await sql<{ watermark: string }>`
      select to_char(digested_through at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as watermark from public.subscriptions where id = ${id}`.execute(
      db,
    );
    await sql`insert into public.email_outbox (to_address, subject, text_body, kind, dedupe_key)
              values ('a@example.com', 'Earlier', 'Body', 'digest.job_alert', ${`digest:${id}:${rows[0]!.watermark}`})`.execute(db);
    expect(await run()).toMatchObject({ claimed: 1 });
    expect(await sends()).toEqual({});
  });

  it('two runners at once count each digest exactly once', async () => {
    for (let i = 0; i < 30; i++) await subscribe(`c${i}@example.com`, i % 2 ? { q: 'nurse' } : {});
    await insertJob(db, { title: 'ICU Nurse' });
    await insertJob(db, { title: 'Ward Nurse' });
    await Promise.all([run({ batchSize: 4 }), run({ batchSize: 4 })]);
    expect(await sends()).toEqual({ 'ICU Nurse': { day: gulfToday(), sends: 30 }, 'Ward Nurse': { day: gulfToday(), sends: 30 } });
  });
});
