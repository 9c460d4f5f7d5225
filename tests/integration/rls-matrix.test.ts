import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { asUserActor, visitor, withActor, type Actor } from '~/server/db/context';

// The RLS matrix of every table besides jobs (tests/integration/jobs-rls.test.ts): visitor,
// signed-in user and admin × select / insert / update / delete, in both grant modes. Each attempt
// runs in its own transaction and is rolled back. Outcomes: denied (no privilege), refused (a
// policy's check), none (no row seen or changed), rows / ok (some row read, written or changed).

const adminId = randomUUID();
const member = asUserActor({ sub: randomUUID(), email: 'seeker@example.com', role: 'authenticated', app_metadata: {} });
const admin = asUserActor({ sub: adminId, email: 'admin@example.com', role: 'authenticated', app_metadata: { role: 'admin' } });
const actors: Record<'visitor' | 'member' | 'admin', Actor> = { visitor, member, admin };
const jobId = randomUUID();
/** A second public job, for tables that take one row per job. */
const spareJobId = randomUUID();

interface Table {
  /** Columns and one row of values, used to seed (as the owner) and to try an insert. */
  columns: string;
  values: () => string;
  /** An assignment for the update attempt. */
  set: string;
  /** select/insert/update/delete outcomes for visitor, signed-in user, admin. */
  expected: Record<keyof typeof actors, string>;
}

const hex64 = () => randomUUID().replaceAll('-', '').repeat(2);
const tables: Record<string, Table> = {
  coaching_requests: {
    columns: 'first_name, last_name, email, coaching_type, goals',
    values: () => `'Amal', 'Haddad', 'amal@example.com', 'virtual', 'A first interview'`,
    set: `goals = 'changed'`,
    expected: { visitor: 'denied ok denied denied', member: 'none ok denied none', admin: 'rows ok denied ok' },
  },
  contact_messages: {
    columns: 'first_name, last_name, email, subject, message',
    values: () => `'Amal', 'Haddad', 'amal@example.com', 'support', 'Hello'`,
    set: `message = 'changed'`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied none', admin: 'rows denied denied ok' },
  },
  // Visitors file reports only through the server (as the service); admins read, close and delete them.
  job_reports: {
    columns: 'job_id, reason, reporter_key',
    values: () => `'${jobId}', 'fake', '${hex64()}'`,
    set: `closed_at = now()`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied none none', admin: 'rows denied ok ok' },
  },
  // Risk scores are for the admins (and the service) only. A job has one row: the insert takes a
  // job without one (the spare job, for an admin; a member, who sees no scores, is refused first).
  job_risk: {
    columns: 'job_id, score, signals',
    values: () =>
      `(select j.id from public.jobs j where not exists (select 1 from public.job_risk r where r.job_id = j.id) order by j.id = '${jobId}' desc limit 1), 40, '[{"id":"candidate-fee","weight":40,"matches":[]}]'`,
    set: `score = 0`,
    expected: { visitor: 'denied denied denied denied', member: 'none refused none denied', admin: 'rows ok ok denied' },
  },
  subscriptions: {
    columns: 'email, kind, source',
    values: () => `'${randomUUID()}@example.com', 'newsletter', 'footer'`,
    set: `source = 'changed'`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied none', admin: 'rows denied denied ok' },
  },
  email_outbox: {
    columns: 'to_address, subject, text_body, kind',
    values: () => `'someone@example.com', 'Hello', 'Body', 'test'`,
    set: `attempts = 1`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied none none', admin: 'rows denied ok ok' },
  },
  app_state: {
    columns: 'key, value',
    values: () => `'k_${randomUUID().slice(0, 8)}', '{}'::jsonb`,
    set: `value = '[]'::jsonb`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied denied', admin: 'rows denied denied denied' },
  },
  rebuild_requests: {
    columns: 'reason',
    values: () => `'test'`,
    set: `attempts = 1`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied denied', admin: 'rows denied denied denied' },
  },
  form_rate_limits: {
    columns: 'bucket, window_start',
    values: () => `'test:${hex64()}', now()`,
    set: `hits = 2`,
    expected: { visitor: 'denied denied denied denied', member: 'denied denied denied denied', admin: 'denied denied denied denied' },
  },
  seo_overrides: {
    columns: 'path, title',
    values: () => `'/p-${randomUUID().slice(0, 8)}', 'A title'`,
    set: `title = 'changed'`,
    expected: { visitor: 'rows denied denied denied', member: 'rows refused none none', admin: 'rows ok ok ok' },
  },
  page_views: {
    columns: 'path, source, device',
    values: () => `'/jobs', 'direct', 'mobile'`,
    set: `path = '/changed'`,
    expected: { visitor: 'denied ok denied denied', member: 'none ok denied denied', admin: 'rows ok denied denied' },
  },
  job_events: {
    columns: 'job_id, kind',
    values: () => `'${jobId}', 'view'`,
    set: `kind = 'apply'`,
    expected: { visitor: 'denied ok denied denied', member: 'none ok denied denied', admin: 'rows ok denied denied' },
  },
  page_view_days: {
    columns: 'day, dimension, key, views',
    values: () => `date '2026-01-01' + (random() * 300)::int, 'total', '${randomUUID()}', 1`,
    set: `views = 2`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied denied', admin: 'rows denied denied denied' },
  },
  page_view_days_done: {
    columns: 'day',
    values: () => `date '2020-01-01' + (random() * 1000)::int`,
    set: `rolled_up_at = now()`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied denied', admin: 'rows denied denied denied' },
  },
  // Times each job was sent in alerts: the digest run writes them as the service; admins read
  // (and a job's poster, tests/integration/employer-figures.test.ts).
  job_alert_days: {
    columns: 'day, job_id, sends',
    values: () => `date '2026-01-01' + (random() * 300)::int, '${jobId}', 1`,
    set: `sends = 2`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied denied', admin: 'rows denied denied denied' },
  },
  // Who posted a job: the server writes it as the service; a signed-in user reads only their own.
  job_posters: {
    columns: 'job_id, email',
    values: () => `'${jobId}', 'poster@example.com'`,
    set: `email = 'changed@example.com'`,
    expected: { visitor: 'denied denied denied denied', member: 'none denied denied denied', admin: 'rows denied denied denied' },
  },
  // Posters' edits and renewals waiting for review: a poster writes their own (tests/integration/job-edits.test.ts),
  // admins read and close them; nobody else may.
  job_edits: {
    columns: 'job_id, fields',
    values: () => `'${jobId}', '{}'::jsonb`,
    set: `renew = true`,
    expected: { visitor: 'denied denied denied denied', member: 'none refused none none', admin: 'rows refused none ok' },
  },
  // Which expiry of a job its poster was reminded of: the scheduled task alone, as the service.
  job_expiry_reminders: {
    columns: 'job_id, expires_at',
    values: () => `'${jobId}', now() + random() * interval '1000 days'`,
    set: `sent_at = now()`,
    expected: { visitor: 'denied denied denied denied', member: 'denied denied denied denied', admin: 'denied denied denied denied' },
  },
  // E-mailed sign-in links of employers: the server alone, as the service.
  employer_sign_in_links: {
    columns: 'email, token_hash, code_hash',
    values: () => `'poster@example.com', '${hex64()}', '${hex64()}'`,
    set: `used_at = now()`,
    expected: { visitor: 'denied denied denied denied', member: 'denied denied denied denied', admin: 'denied denied denied denied' },
  },
  admin_invitations: {
    columns: 'email, token_hash, invited_by',
    values: () => `'invitee@example.com', '${hex64()}', '${adminId}'`,
    set: `revoked_at = now()`,
    expected: { visitor: 'denied denied denied denied', member: 'none refused none denied', admin: 'rows ok ok denied' },
  },
};

class Rollback extends Error {
  constructor(readonly outcome: string) {
    super('rollback');
  }
}

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(grants);
    // As the owner (no RLS): one row in each table, the admin's account and two public jobs.
    await sql`insert into auth.users (id, email) values (${adminId}, 'admin@example.com')`.execute(t.db);
    for (const id of [jobId, spareJobId]) {
      await sql`insert into public.jobs (id, company_name, job_title, job_description, location, contact_email, status)
                values (${id}, 'Gulf Co', 'Nurse', 'Care.', 'Doha, Qatar', 'jobs@example.qa', 'approved')`.execute(t.db);
    }
    for (const [name, table] of Object.entries(tables)) {
      await sql.raw(`insert into public.${name} (${table.columns}) values (${table.values()})`).execute(t.db);
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  const attempt = async (actor: Actor, statement: string, count: (rows: number) => string): Promise<string> => {
    try {
      await withActor(t.db, actor, async (trx) => {
        const result = await sql.raw<{ n: number }>(statement).execute(trx);
        const n = result.numAffectedRows === undefined ? Number(result.rows[0]?.n ?? 0) : Number(result.numAffectedRows);
        throw new Rollback(count(n));
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      const message = (error as Error).message;
      if (/permission denied/.test(message)) return 'denied';
      if (/row-level security/.test(message)) return 'refused';
      return `error: ${message}`;
    }
    return 'unreachable';
  };

  describe.each(Object.entries(tables))('%s', (name, table) => {
    it.each(Object.keys(actors) as (keyof typeof actors)[])('%s', async (who) => {
      const actor = actors[who];
      const outcomes = [
        await attempt(actor, `select count(*)::int as n from public.${name}`, (n) => (n > 0 ? 'rows' : 'none')),
        await attempt(actor, `insert into public.${name} (${table.columns}) values (${table.values()})`, () => 'ok'),
        await attempt(actor, `update public.${name} set ${table.set}`, (n) => (n > 0 ? 'ok' : 'none')),
        await attempt(actor, `delete from public.${name}`, (n) => (n > 0 ? 'ok' : 'none')),
      ];
      expect(outcomes.join(' ')).toBe(table.expected[who]);
    });
  });
});
