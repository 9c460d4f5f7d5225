import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { asUserActor, visitor, withActor, type Actor } from '~/server/db/context';

// Risk scores and signals are for the admins (and the service) only: a visitor or a signed-in
// user reads none, through the table or through the jobs they may read, in both grant modes.

const member = asUserActor({ sub: randomUUID(), email: 'seeker@example.com', role: 'authenticated', app_metadata: {} });
const admin = asUserActor({ sub: randomUUID(), email: 'admin@example.com', role: 'authenticated', app_metadata: { role: 'admin' } });
const jobId = randomUUID();
const otherJobId = randomUUID();

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(grants);
    for (const id of [jobId, otherJobId]) {
      await sql`insert into public.jobs (id, company_name, job_title, job_description, location, contact_email, status)
                values (${id}, 'Gulf Co', 'Nurse', 'Care.', 'Doha, Qatar', 'jobs@example.qa', 'approved')`.execute(t.db);
    }
    await sql`insert into public.job_risk (job_id, score, signals) values (${jobId}, 40, '[{"id":"candidate-fee","weight":40,"matches":[]}]')`.execute(
      t.db,
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  const attempt = async (actor: Actor, statement: ReturnType<typeof sql>): Promise<string> => {
    try {
      return await withActor(t.db, actor, async (trx) => {
        const result = await statement.execute(trx);
        const n = result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows);
        throw new Rollback(n > 0 ? 'rows' : 'none');
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      const message = (error as Error).message;
      if (/permission denied/.test(message)) return 'denied';
      if (/row-level security/.test(message)) return 'refused';
      return `error: ${message}`;
    }
  };
  class Rollback extends Error {
    constructor(readonly outcome: string) {
      super('rollback');
    }
  }

  it.each([
    ['visitor', visitor, 'denied denied denied denied'],
    ['signed-in user', member, 'none refused none denied'],
    ['admin', admin, 'rows rows rows denied'],
  ] as const)('%s: select, insert, update, delete of job_risk', async (_, actor, expected) => {
    const outcomes = [
      await attempt(actor, sql`select score, signals from public.job_risk`),
      await attempt(actor, sql`insert into public.job_risk (job_id, score) values (${otherJobId}, 5)`),
      await attempt(actor, sql`update public.job_risk set score = 0`),
      await attempt(actor, sql`delete from public.job_risk`),
    ];
    expect(outcomes.join(' ')).toBe(expected);
  });

  it('the public job view and the jobs a visitor reads carry no risk column', async () => {
    const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name in ('jobs', 'public_jobs') and column_name like '%risk%'`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
