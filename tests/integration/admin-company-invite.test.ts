import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { astroCookiesFor } from '../helpers/astro-cookies';
import { sessionUserFrom } from '~/server/auth/claims';
import { localAuthProvider } from '~/server/auth/local-provider';
import { service, withActor } from '~/server/db/context';
import { adminCompaniesPost } from '~/server/companies/admin-companies';
import { teamsOf } from '~/server/employers/colleagues';
import { signInWithLink } from '~/server/employers/sign-in-handler';

// /admin/companies: an admin invites the first member of a company that has none (made by a
// scraped job, or claimed by nobody), so its real employer can claim it through us. A company
// with members is theirs to invite to; bad input is a 4xx with a sentence and changes nothing.

const site = 'http://localhost:4321';
const secret = 'admin-company-invite-test-secret-0123456789';
const mail = { secret, siteUrl: site };
let network = 0;
const post = (values: Record<string, string>) =>
  new Request(`${site}/admin/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.8.${++network % 250}.1` },
    body: new URLSearchParams(values),
  });

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  const admin = sessionUserFrom(crypto.randomUUID(), 'admin@example.com', { role: 'admin' });
  const ids = { cedar: '', cedarDup: '' };
  const asService = <T>(fn: Parameters<typeof withActor<T>>[2]) => withActor(t.db, service, fn);
  const members = async (company: string) =>
    (
      await sql<{ email: string }>`select email from public.company_members where company_id = ${company} order by email`.execute(t.db)
    ).rows.map((r) => r.email);
  const stored = async () => ({
    members: (await sql`select company_id, email from public.company_members order by 1, 2`.execute(t.db)).rows,
    invitations: (await sql`select company_id, email, expires_at from public.company_invitations order by 1, 2`.execute(t.db)).rows,
    mails: (await sql`select id from public.email_outbox`.execute(t.db)).rows.length,
  });
  const invitationOf = async (to: string) => {
    const row = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', 'employer.invitation')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return { mail: row, token: /\/employer\/verify\?token=([A-Za-z0-9_-]{43})/.exec(row.text_body)![1]! };
  };
  const tokenForm = (token: string) => {
    const form = new FormData();
    form.append('token', token);
    return form;
  };
  const browser = () => {
    const req = new Request(`${site}/employer/verify`, { method: 'POST' });
    return { request: req, cookies: astroCookiesFor(req) };
  };

  beforeAll(async () => {
    t = await freshDatabase(grants);
    await asService(async (trx) => {
      const insert = async (company: string, status: string, poster?: string) => {
        const { rows } = await sql<{ id: string; company_id: string }>`
          insert into public.jobs (company_name, job_title, job_description, location, status, contact_email)
          values (${company}, 'Teacher', 'Teach.', 'Riyadh, Saudi Arabia', ${status}, 'jobs@example.sa') returning id, company_id`.execute(
          trx,
        );
        if (poster) await sql`insert into public.job_posters (job_id, email) values (${rows[0]!.id}, ${poster})`.execute(trx);
        return rows[0]!.company_id;
      };
      // Scraped (no poster), public; then someone types its name on the post form: no member.
      ids.cedar = await insert('Cedar Schools', 'approved');
      await insert('cedar schools', 'pending', 'squatter@mail.example');
      ids.cedarDup = await insert('Cedar Schools Riyadh', 'pending');
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('invites the first member of a company that has none; signing in from the e-mail makes them its member', async () => {
    expect(await members(ids.cedar)).toEqual([]);
    const outcome = await adminCompaniesPost(
      post({ action: 'invite', id: ids.cedar, email: ' HR@Cedar.example ', locale: 'en' }),
      t.db,
      admin,
      mail,
    );
    expect(outcome).toEqual({ kind: 'done', location: '/admin/companies?notice=invited&q=Cedar%20Schools' });
    const invitation = await invitationOf('hr@cedar.example');
    expect(invitation.mail.subject).toContain('You are invited to manage the jobs of Cedar Schools');
    expect(invitation.mail.text_body).toMatch(/^The .+ team invited you to see and manage the job postings of Cedar Schools\./);
    expect(await members(ids.cedar)).toEqual([]);

    const provider = localAuthProvider(t.db, secret);
    expect(await signInWithLink(tokenForm(invitation.token), browser(), { db: t.db, provider, secret, siteUrl: site })).toMatchObject({
      kind: 'signed-in',
    });
    expect(await members(ids.cedar)).toEqual(['hr@cedar.example']);
    const hr = sessionUserFrom(crypto.randomUUID(), 'hr@cedar.example', { role: 'employer' });
    expect((await teamsOf(t.db, hr)).map((team) => team.companyName)).toEqual(['Cedar Schools']);
  });

  it('sends the invitation in Arabic when asked', async () => {
    await adminCompaniesPost(post({ action: 'invite', id: ids.cedarDup, email: 'omar@cedar.example', locale: 'ar' }), t.db, admin, mail);
    const invitation = await invitationOf('omar@cedar.example');
    expect(invitation.mail.subject).toContain('دعوة لإدارة وظائف Cedar Schools Riyadh');
    expect(invitation.mail.text_body).toContain('فريق');
  });

  it.each([
    ['a company that has a member', () => ({ id: ids.cedar, email: 'other@cedar.example' }), 409, 'This company already has members'],
    ['an unknown company', () => ({ id: crypto.randomUUID(), email: 'a@cedar.example' }), 404, 'Unknown company'],
    ['a malformed company id', () => ({ id: 'cedar', email: 'a@cedar.example' }), 404, 'Unknown company'],
    ['an invalid address', () => ({ id: ids.cedarDup, email: 'not an address' }), 400, 'Enter the e-mail address to invite'],
    [
      'a 10,000-character address',
      () => ({ id: ids.cedarDup, email: `${'a'.repeat(10_000)}@cedar.example` }),
      400,
      'Enter the e-mail address',
    ],
    ['NUL bytes', () => ({ id: ids.cedarDup, email: 'a\u0000@cedar.example' }), 400, 'NUL'],
  ])('refuses %s with a sentence; nothing stored, nothing sent', async (_, fields, status, sentence) => {
    const before = await stored();
    const outcome = await adminCompaniesPost(post({ action: 'invite', locale: 'en', ...fields() }), t.db, admin, mail);
    if (outcome.kind !== 'refused') throw new Error(`expected a refusal, got ${outcome.kind}`);
    expect(outcome.response.status).toBe(status);
    expect(await outcome.response.text()).toContain(sentence);
    expect(await stored()).toEqual(before);
  });

  it('lets no employer invite a first member', async () => {
    const before = await stored();
    const squatter = sessionUserFrom(crypto.randomUUID(), 'squatter@mail.example', { role: 'employer' });
    const outcome = await adminCompaniesPost(
      post({ action: 'invite', id: ids.cedarDup, email: 'squatter@mail.example' }),
      t.db,
      squatter,
      mail,
    );
    expect(outcome.kind === 'refused' && outcome.response.status).toBeGreaterThanOrEqual(403);
    expect(await stored()).toEqual(before);
  });

  it('a merge moves the merged company’s open invitations to the kept one', async () => {
    await adminCompaniesPost(post({ action: 'merge', kept: ids.cedar, merged: ids.cedarDup, confirmed: 'yes' }), t.db, admin, mail);
    const open = await sql<{ company_id: string; email: string }>`select company_id, email from public.company_invitations`.execute(t.db);
    expect(open.rows).toEqual([{ company_id: ids.cedar, email: 'omar@cedar.example' }]);
  });
});
