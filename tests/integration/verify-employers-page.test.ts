import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { formData, formEnvironment, statusOf } from '../helpers/form-actions';
import { actionContext } from '../helpers/actions';
import { server } from '~/actions';
import { adminFormAnswer } from '~/actions/admin-form-results';
import { closeAllDbs } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { companiesToVerify } from '~/server/companies/verification';
import type { SessionUser } from '~/server/auth/types';
import { adminGate, gatedPaths } from '~/lib/admin-areas';

// The admin's verify employers form, called as the browser's plain form posts it: who may, the
// list it reads, and bad input (NUL, a 10,000-character note, an unknown or malformed id).

let t: TestDatabase;
const site = 'http://localhost:4321';
const adminId = randomUUID();
const admin = {
  id: adminId,
  email: 'admin@example.com',
  isAdmin: true,
  claims: { sub: adminId, email: 'admin@example.com', role: 'authenticated', app_metadata: { role: 'admin' } },
} as SessionUser;
const reader = {
  ...admin,
  id: randomUUID(),
  email: 'hr@acme.ae',
  isAdmin: false,
  claims: { ...admin.claims, app_metadata: {} },
} as SessionUser;
let companyId = '';

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({
    databaseUrl: t.url,
    siteUrl: site,
    secret: 'verify-employers-test-secret-0123456789abc',
    inbox: 'team@gulfjobs.example',
  });
  companyId = await withActor(t.db, service, async (trx) => {
    const { rows } = await sql<{ id: string; company_id: string }>`
      insert into public.jobs (company_name, job_title, job_description, location, contact_email, status)
      values ('Falcon Logistics', 'Driver', 'Drives.', 'Doha, Qatar', 'jobs@falcon.qa', 'pending') returning id, company_id`.execute(trx);
    // Posted, so the poster joins the company it brought into being; then approved.
    await sql`insert into public.job_posters (job_id, email) values (${rows[0]!.id}, 'ops@falcon.qa')`.execute(trx);
    await sql`update public.jobs set status = 'approved' where id = ${rows[0]!.id}`.execute(trx);
    await sql`update public.companies set website = 'https://www.falcon.qa' where id = ${rows[0]!.company_id}`.execute(trx);
    return rows[0]!.company_id;
  });
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});

const posted = new URL(`${site}/admin/verify-employers?q=falcon&_action=admin.verifyCompany`);
const decide = (user: SessionUser | null, fields: Record<string, string>) =>
  server.admin.verifyCompany.call(actionContext({ user }), formData(fields));
const answer = async (fields: Record<string, string>) => {
  const outcome = await decide(admin, fields);
  return adminFormAnswer('admin.verifyCompany', posted, outcome, formData(fields));
};
const verification = () =>
  withActor(t.db, service, (trx) =>
    sql<{
      via: string | null;
      note: string | null;
    }>`select verified_via as via, verified_note as note from public.companies where id = ${companyId}`
      .execute(trx)
      .then((r) => r.rows[0]!),
  );

describe('verify employers', () => {
  it('lists the company with its website, member domains and jobs', async () => {
    const [falcon] = await companiesToVerify(t.db, admin, 'falcon');
    expect(falcon).toMatchObject({
      name: 'Falcon Logistics',
      website: 'https://www.falcon.qa',
      memberDomains: [{ domain: 'falcon.qa', signedIn: false }],
      approvedJobs: 1,
      jobs: 1,
      verifiedVia: null,
    });
    expect(await companiesToVerify(t.db, admin, '100%_')).toEqual([]);
  });

  it('refuses visitors (401) and non-admins (403); the page sends them away', async () => {
    expect((await decide(null, { companyId, decision: 'verify', note: 'x' })).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sign in as an admin to verify employers.',
    });
    expect((await decide(reader, { companyId, decision: 'verify', note: 'x' })).error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only admins can verify employers.',
    });
    const page = new URL(`${site}/admin/verify-employers`);
    expect(adminGate(gatedPaths('/admin/verify-employers', page, 'GET'), page, reader)).toEqual({ kind: 'not-admin-page' });
    expect(await verification()).toEqual({ via: null, note: null });
  });

  it('verifies and revokes with a note, and comes back to the page with a notice', async () => {
    const verified = await answer({ companyId, decision: 'verify', note: '  Trade licence 12345 checked with MoCI.  ' });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/admin/verify-employers?q=falcon&notice=verified');
    expect(await verification()).toEqual({ via: 'admin', note: 'Trade licence 12345 checked with MoCI.' });
    const revoked = await answer({ companyId, decision: 'revoke', note: 'Licence expired.' });
    expect(revoked.headers.get('location')).toBe('/admin/verify-employers?q=falcon&notice=revoked');
    expect(await verification()).toEqual({ via: null, note: 'Licence expired.' });
  });

  it.each([
    ['a NUL in the note', { decision: 'verify', note: 'ok\u0000' }, 400, 'NUL'],
    ['a 10,000-character note', { decision: 'verify', note: 'x'.repeat(10_000) }, 400, 'Keep the note to 2,000 characters.'],
    ['an empty note', { decision: 'verify', note: '   ' }, 400, 'Write a note saying what you checked'],
    ['an unknown decision', { decision: 'promote', note: 'x' }, 400, 'Unknown decision: use verify or revoke.'],
    ['an unknown company', { companyId: randomUUID(), decision: 'verify', note: 'x' }, 404, 'No such company'],
    ['a malformed id', { companyId: "1' or '1'='1", decision: 'verify', note: 'x' }, 404, 'No such company'],
  ] as const)('%s: %i with a sentence, nothing changed', async (_name, fields, status, text) => {
    const before = await verification();
    const all = { companyId, ...fields };
    const outcome = await decide(admin, all);
    expect(statusOf(outcome)).toBe(status);
    const page = adminFormAnswer('admin.verifyCompany', posted, outcome, formData(all));
    expect(page.status).toBe(status);
    expect(await page.text()).toContain(text);
    expect(await verification()).toEqual(before);
  });
});
