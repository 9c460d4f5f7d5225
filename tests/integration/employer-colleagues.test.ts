import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { astroCookiesFor } from '../helpers/astro-cookies';
import { sessionUserFrom } from '~/server/auth/claims';
import { localAuthProvider } from '~/server/auth/local-provider';
import { asUserActor, visitor, withActor, type Actor } from '~/server/db/context';
import { handleColleagueForm, teamsOf, type ColleagueDeps } from '~/server/employers/colleagues';
import { postingsOf, withdrawOwnJob } from '~/server/employers/postings';
import { askRenewal, ownJobForForm, proposeEdit } from '~/server/employers/job-edits';
import { postingFigures } from '~/server/employers/figures';
import { signInWithCode, signInWithLink } from '~/server/employers/sign-in-handler';

// Colleagues: a member invites a colleague by e-mail, who becomes a member by signing in from it;
// members see and manage the postings their colleagues made for the company, and nobody else does.

const site = 'http://localhost:4321';
const secret = 'employer-colleagues-test-secret-0123456789';
const user = (email: string, role: 'employer' | 'admin' = 'employer') => sessionUserFrom(crypto.randomUUID(), email, { role });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
let network = 0;
const request = () => new Request(`${site}/employer/team`, { method: 'POST', headers: { 'x-forwarded-for': `10.9.${++network % 250}.1` } });

/**
 * Jobs at chosen companies and posters, as the owner: each posted pending (the poster of the post
 * that creates a company becomes its member), then approved when asked.
 */
async function seed(t: TestDatabase) {
  const insert = async (company: string, title: string, email: string, status = 'pending') => {
    const { rows } = await sql<{ id: string }>`
      insert into public.jobs (company_name, job_title, job_description, location, status, contact_email)
      values (${company}, ${title}, 'Care.', 'Doha, Qatar', 'pending', 'hr@example.com') returning id`.execute(t.db);
    await sql`insert into public.job_posters (job_id, email) values (${rows[0]!.id}, ${email})`.execute(t.db);
    if (status !== 'pending') await sql`update public.jobs set status = ${status} where id = ${rows[0]!.id}`.execute(t.db);
    return rows[0]!.id;
  };
  const ids = {
    alice: await insert('Gulf Care', 'Theatre Nurse', 'alice@gulfcare.example', 'approved'),
    bob: await insert('Gulf Care', 'Ward Nurse', 'bob@gulfcare.example'),
    // Anyone may type a company's name: a non-member's posting stays theirs alone.
    stranger: await insert('gulf  care', 'Porter', 'stranger@elsewhere.example'),
    dana: await insert('Desert Build', 'Site Engineer', 'dana@desertbuild.example'),
  };
  const company = await sql<{ id: string }>`select company_id as id from public.jobs where id = ${ids.alice}`.execute(t.db);
  const other = await sql<{ id: string }>`select company_id as id from public.jobs where id = ${ids.dana}`.execute(t.db);
  await sql`insert into public.company_members (company_id, email) values (${company.rows[0]!.id}, 'bob@gulfcare.example')`.execute(t.db);
  await sql`insert into public.job_events (job_id, kind) values (${ids.alice}, 'view'), (${ids.bob}, 'view'), (${ids.stranger}, 'view')`.execute(
    t.db,
  );
  return { ids, companyId: company.rows[0]!.id, otherCompanyId: other.rows[0]!.id };
}

describe('inviting, accepting and removing colleagues', () => {
  let t: TestDatabase;
  let deps: ColleagueDeps;
  let companyId = '';
  let otherCompanyId = '';
  const alice = user('alice@gulfcare.example');
  const dana = user('dana@desertbuild.example');
  const provider = () => localAuthProvider(t.db, secret);
  const signInDeps = () => ({ db: t.db, provider: provider(), secret, siteUrl: site });
  const browser = () => {
    const req = new Request(`${site}/employer/verify`, { method: 'POST' });
    return { request: req, cookies: astroCookiesFor(req) };
  };
  const newestInvitation = async (to: string) => {
    const mail = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', 'employer.invitation')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return (
      mail && {
        mail,
        token: /\/employer\/verify\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]!,
        code: /: (\d{6})$/m.exec(mail.text_body)![1]!,
      }
    );
  };
  const memberEmails = async (company: string) =>
    (
      await sql<{ email: string }>`select email from public.company_members where company_id = ${company} order by email`.execute(t.db)
    ).rows.map((r) => r.email);

  beforeAll(async () => {
    t = await freshDatabase();
    deps = { db: t.db, secret, siteUrl: site };
    ({ companyId, otherCompanyId } = await seed(t));
  });
  afterAll(async () => {
    await t.drop();
  });

  it('a member invites a colleague: an e-mail with a sign-in link; signing in from it makes them a member who sees the company’s postings', async () => {
    expect(
      await handleColleagueForm(form({ intent: 'invite', company: companyId, email: ' Carol@GulfCare.example ' }), request(), alice, deps),
    ).toEqual({ kind: 'done', notice: 'sent', companyId, locale: 'en' });
    const invitation = (await newestInvitation('carol@gulfcare.example'))!;
    expect(invitation.mail.subject).toBe('You are invited to manage the jobs of Gulf Care on Gulf Jobs');
    expect(invitation.mail.text_body).toContain('alice@gulfcare.example invited you to see and manage the job postings of Gulf Care.');
    const [team] = await teamsOf(t.db, alice);
    expect(team!.colleagues).toEqual([
      { email: 'alice@gulfcare.example', invited: false },
      { email: 'bob@gulfcare.example', invited: false },
      { email: 'carol@gulfcare.example', invited: true },
    ]);
    expect(await memberEmails(companyId)).not.toContain('carol@gulfcare.example');

    expect(await signInWithLink(form({ token: invitation.token }), browser(), signInDeps())).toEqual({
      kind: 'signed-in',
      location: '/employer',
    });
    expect(await memberEmails(companyId)).toEqual(['alice@gulfcare.example', 'bob@gulfcare.example', 'carol@gulfcare.example']);
    const carol = user('carol@gulfcare.example');
    const postings = await postingsOf(t.db, carol);
    expect(postings.map((p) => [p.jobTitle, p.postedByColleague])).toEqual([
      ['Ward Nurse', 'bob@gulfcare.example'],
      ['Theatre Nurse', 'alice@gulfcare.example'],
    ]);
    // The company's totals are the figures over those postings.
    expect(
      (
        await postingFigures(
          t.db,
          carol,
          postings.map((p) => p.id),
        )
      ).total.views,
    ).toBe(2);
  });

  it('the invitation in Arabic when sent from the Arabic dashboard; a code accepts it too', async () => {
    await handleColleagueForm(
      form({ intent: 'invite', company: companyId, email: 'omar@gulfcare.example', locale: 'ar' }),
      request(),
      alice,
      deps,
    );
    const invitation = (await newestInvitation('omar@gulfcare.example'))!;
    expect(invitation.mail.subject).toContain('دعوة لإدارة وظائف Gulf Care');
    expect(await signInWithCode(form({ email: 'omar@gulfcare.example', code: invitation.code }), browser(), signInDeps())).toMatchObject({
      kind: 'signed-in',
    });
    expect(await memberEmails(companyId)).toContain('omar@gulfcare.example');
  });

  it('refuses an invitation to a company the user is not a member of, bad input and NUL bytes with a sentence; nothing stored, nothing sent', async () => {
    const before = await t.db.selectFrom('email_outbox').select('id').execute();
    expect(
      await handleColleagueForm(form({ intent: 'invite', company: companyId, email: 'x@evil.example' }), request(), dana, deps),
    ).toEqual({
      kind: 'refused',
      status: 403,
      message: 'You are not a member of this company.',
      locale: 'en',
    });
    expect(
      await handleColleagueForm(form({ intent: 'invite', company: companyId, email: 'not an address' }), request(), alice, deps),
    ).toMatchObject({
      status: 400,
      message: 'Enter your e-mail address, e.g. name@company.com.',
    });
    expect(
      await handleColleagueForm(form({ intent: 'invite', company: 'nope', email: 'a@b.example' }), request(), alice, deps),
    ).toMatchObject({
      status: 400,
      message: 'You are not a member of this company.',
    });
    expect(
      await handleColleagueForm(form({ intent: 'invite', company: companyId, email: 'a\u0000@b.example' }), request(), alice, deps),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await handleColleagueForm(form({ intent: 'promote', company: companyId, email: 'a@b.example' }), request(), alice, deps),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await handleColleagueForm(
        form({ intent: 'invite', company: companyId, email: `${'a'.repeat(300)}@b.example` }),
        request(),
        alice,
        deps,
      ),
    ).toMatchObject({ status: 400 });
    expect(await t.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(before.length);
    const invitations = await sql<{ email: string }>`select email from public.company_invitations`.execute(t.db);
    expect(invitations.rows.map((r) => r.email)).not.toContain('x@evil.example');
  });

  it('refuses inviting yourself, an existing member and a 10,000-character address with a sentence; nothing stored, nothing sent', async () => {
    const outbox = async () => (await t.db.selectFrom('email_outbox').select('id').execute()).length;
    const invitations = async () =>
      (await sql<{ n: string }>`select count(*) as n from public.company_invitations`.execute(t.db)).rows[0]!.n;
    const [mails, open] = [await outbox(), await invitations()];
    const invite = (email: string) => handleColleagueForm(form({ intent: 'invite', company: companyId, email }), request(), alice, deps);
    expect(await invite('Alice@GulfCare.example')).toEqual({
      kind: 'refused',
      status: 409,
      message: 'You are already a member of this company: invite a colleague by their own address.',
      locale: 'en',
    });
    expect(await invite('bob@gulfcare.example')).toEqual({
      kind: 'refused',
      status: 409,
      message: 'This colleague is already a member of the company.',
      locale: 'en',
    });
    expect(await invite(`${'a'.repeat(10_000)}@gulfcare.example`)).toMatchObject({
      kind: 'refused',
      status: 400,
      message: 'Enter your e-mail address, e.g. name@company.com.',
    });
    expect(await outbox()).toBe(mails);
    expect(await invitations()).toBe(open);
  });

  it('an invitation link works once; an expired or withdrawn invitation makes nobody a member', async () => {
    const invite = (email: string) => handleColleagueForm(form({ intent: 'invite', company: companyId, email }), request(), alice, deps);
    await invite('late@gulfcare.example');
    await invite('gone@gulfcare.example');
    await invite('twice@gulfcare.example');
    const twice = (await newestInvitation('twice@gulfcare.example'))!;
    expect(await signInWithLink(form({ token: twice.token }), browser(), signInDeps())).toMatchObject({ kind: 'signed-in' });
    expect(await signInWithLink(form({ token: twice.token }), browser(), signInDeps())).toEqual({
      kind: 'refused',
      status: 400,
      message: 'This sign-in link or code is not valid, was already used or is more than an hour old. Ask for a new one below.',
    });

    await sql`update public.company_invitations set expires_at = now() - interval '1 minute' where email = 'late@gulfcare.example'`.execute(
      t.db,
    );
    const late = (await newestInvitation('late@gulfcare.example'))!;
    expect(await signInWithLink(form({ token: late.token }), browser(), signInDeps())).toMatchObject({ kind: 'signed-in' });
    expect(
      await handleColleagueForm(form({ intent: 'remove', company: companyId, email: 'gone@gulfcare.example' }), request(), alice, deps),
    ).toMatchObject({ kind: 'done' });
    const gone = (await newestInvitation('gone@gulfcare.example'))!;
    // The sign-in link still signs them in (to an empty dashboard): the company is no longer theirs.
    expect(await signInWithLink(form({ token: gone.token }), browser(), signInDeps())).toMatchObject({ kind: 'signed-in' });

    const members = await memberEmails(companyId);
    expect(members).toContain('twice@gulfcare.example');
    expect(members).not.toContain('late@gulfcare.example');
    expect(members).not.toContain('gone@gulfcare.example');
    expect(await postingsOf(t.db, user('late@gulfcare.example'))).toEqual([]);
    await handleColleagueForm(form({ intent: 'remove', company: companyId, email: 'twice@gulfcare.example' }), request(), alice, deps);
    await sql`delete from public.company_invitations where email = 'late@gulfcare.example'`.execute(t.db);
  });

  it('a member inviting 100 addresses in a row sends 20 invitations an hour; the rest get 429 with a sentence', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(
        await handleColleagueForm(
          form({ intent: 'invite', company: otherCompanyId, email: `person${i}@list.example` }),
          request(),
          dana,
          deps,
        ),
      );
    expect(answers.filter((a) => a.kind === 'done')).toHaveLength(20);
    const refused = answers.filter((a) => a.kind === 'refused');
    expect(refused).toHaveLength(80);
    for (const a of refused) expect(a).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many attempts/) });
    expect(await t.db.selectFrom('email_outbox').select('id').where('to_address', 'like', '%@list.example').execute()).toHaveLength(20);
    const open = await sql<{
      n: string;
    }>`select count(*) as n from public.company_invitations where company_id = ${otherCompanyId}`.execute(t.db);
    expect(Number(open.rows[0]!.n)).toBe(20);
  });

  it('100 invitations of one address send 3 mails an hour; the rest get 429', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(
        await handleColleagueForm(form({ intent: 'invite', company: companyId, email: 'flood@target.example' }), request(), alice, deps),
      );
    expect(answers.filter((a) => a.kind === 'done')).toHaveLength(3);
    expect(answers.filter((a) => a.kind === 'refused' && a.status === 429)).toHaveLength(97);
    expect(await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'flood@target.example').execute()).toHaveLength(3);
  });

  it('a member removes a colleague and an open invitation; another company’s member cannot; the last member cannot be removed', async () => {
    const remove = (who: typeof alice, company: string, email: string) =>
      handleColleagueForm(form({ intent: 'remove', company, email }), request(), who, deps);
    expect(await remove(dana, companyId, 'bob@gulfcare.example')).toMatchObject({ kind: 'refused', status: 403 });
    expect(await memberEmails(companyId)).toContain('bob@gulfcare.example');
    expect(await remove(alice, companyId, 'omar@gulfcare.example')).toMatchObject({ kind: 'done', notice: 'removed' });
    expect(await remove(alice, companyId, 'flood@target.example')).toMatchObject({ kind: 'done', notice: 'removed' });
    expect((await teamsOf(t.db, alice))[0]!.colleagues.map((c) => c.email)).toEqual([
      'alice@gulfcare.example',
      'bob@gulfcare.example',
      'carol@gulfcare.example',
    ]);
    // Omar, removed, no longer sees the company's postings.
    expect(await postingsOf(t.db, user('omar@gulfcare.example'))).toEqual([]);
    expect(await remove(dana, otherCompanyId, 'dana@desertbuild.example')).toEqual({
      kind: 'refused',
      status: 409,
      message: 'The last member of a company cannot be removed: invite a colleague first.',
      locale: 'en',
    });
    expect(await memberEmails(otherCompanyId)).toEqual(['dana@desertbuild.example']);
  });

  it('two last members removing each other at once leave one', async () => {
    await handleColleagueForm(form({ intent: 'remove', company: companyId, email: 'carol@gulfcare.example' }), request(), alice, deps);
    await handleColleagueForm(
      form({ intent: 'remove', company: companyId, email: 'alice@gulfcare.example' }),
      request(),
      user('bob@gulfcare.example'),
      deps,
    );
    expect(await memberEmails(companyId)).toEqual(['bob@gulfcare.example']);
    await sql`insert into public.company_members (company_id, email) values (${companyId}, 'alice@gulfcare.example')`.execute(t.db);
    const bob = user('bob@gulfcare.example');
    const answers = await Promise.all([
      handleColleagueForm(form({ intent: 'remove', company: companyId, email: 'bob@gulfcare.example' }), request(), alice, deps),
      handleColleagueForm(form({ intent: 'remove', company: companyId, email: 'alice@gulfcare.example' }), request(), bob, deps),
    ]);
    expect(answers.filter((a) => a.kind === 'done')).toHaveLength(1);
    expect(await memberEmails(companyId)).toHaveLength(1);
  });
});

describe.each(grantModes)('colleagues’ rows with %s grants', (grants) => {
  let t: TestDatabase;
  let s: Awaited<ReturnType<typeof seed>>;
  const actors: Record<string, Actor> = {
    visitor,
    alice: asUserActor(user('alice@gulfcare.example').claims),
    bob: asUserActor(user('bob@gulfcare.example').claims),
    stranger: asUserActor(user('stranger@elsewhere.example').claims),
    dana: asUserActor(user('dana@desertbuild.example').claims),
    admin: asUserActor(user('admin@gulfjobs.example', 'admin').claims),
  };

  beforeAll(async () => {
    t = await freshDatabase(grants);
    s = await seed(t);
    await sql`insert into public.company_invitations (company_id, email, invited_by) values (${s.companyId}, 'carol@gulfcare.example', 'alice@gulfcare.example')`.execute(
      t.db,
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  const titles = (rows: { job_title: string }[]) => rows.map((r) => r.job_title).sort();
  const read = async (actor: Actor) =>
    withActor(t.db, actor, async (trx) => ({
      // Pending jobs only: a live one is public to all.
      jobs: titles((await sql<{ job_title: string }>`select job_title from public.jobs where status = 'pending'`.execute(trx)).rows),
      posters: (await sql<{ email: string }>`select email from public.job_posters order by email`.execute(trx)).rows.map((r) => r.email),
      members: (await sql<{ email: string }>`select email from public.company_members order by email`.execute(trx)).rows.map(
        (r) => r.email,
      ),
      invitations: (await sql<{ email: string }>`select email from public.company_invitations`.execute(trx)).rows.map((r) => r.email),
      events: Number((await sql<{ n: string }>`select count(*) as n from public.job_events`.execute(trx)).rows[0]!.n),
    }));

  it.each([
    [
      'alice',
      {
        jobs: ['Ward Nurse'],
        posters: ['alice@gulfcare.example', 'bob@gulfcare.example'],
        members: ['alice@gulfcare.example', 'bob@gulfcare.example'],
        invitations: ['carol@gulfcare.example'],
        events: 2,
      },
    ],
    [
      'bob',
      {
        jobs: ['Ward Nurse'],
        posters: ['alice@gulfcare.example', 'bob@gulfcare.example'],
        members: ['alice@gulfcare.example', 'bob@gulfcare.example'],
        invitations: ['carol@gulfcare.example'],
        events: 2,
      },
    ],
    ['stranger', { jobs: ['Porter'], posters: ['stranger@elsewhere.example'], members: [], invitations: [], events: 1 }],
    [
      'dana',
      { jobs: ['Site Engineer'], posters: ['dana@desertbuild.example'], members: ['dana@desertbuild.example'], invitations: [], events: 0 },
    ],
    [
      'admin',
      {
        jobs: ['Porter', 'Site Engineer', 'Ward Nurse'],
        posters: ['alice@gulfcare.example', 'bob@gulfcare.example', 'dana@desertbuild.example', 'stranger@elsewhere.example'],
        members: ['alice@gulfcare.example', 'bob@gulfcare.example', 'dana@desertbuild.example'],
        invitations: ['carol@gulfcare.example'],
        events: 3,
      },
    ],
  ])('%s reads these jobs, posters, members, invitations and events', async (name, expected) => {
    expect(await read(actors[name]!)).toEqual(expected);
  });

  it('a visitor reads no pending job and none of the private tables', async () => {
    expect(
      await withActor(
        t.db,
        visitor,
        async (trx) => (await sql`select job_title from public.jobs where status = 'pending'`.execute(trx)).rows,
      ),
    ).toEqual([]);
    for (const table of ['job_posters', 'company_members', 'company_invitations']) {
      await expect(withActor(t.db, visitor, (trx) => sql.raw(`select * from public.${table}`).execute(trx))).rejects.toThrow(
        /permission denied/,
      );
    }
  });

  it.each([
    ['dana', 0],
    ['stranger', 0],
    ['alice', 1],
  ])('%s invites to Gulf Care directly in SQL: %i rows', async (name, count) => {
    const email = `new-${name}@x.example`;
    const claims = (actors[name] as { claims: { email: string } }).claims;
    const result = await withActor(t.db, actors[name]!, (trx) =>
      sql`insert into public.company_invitations (company_id, email, invited_by) values (${s.companyId}, ${email}, ${claims.email.toLowerCase()})`.execute(
        trx,
      ),
    ).then(
      (r) => Number(r.numAffectedRows ?? 0),
      () => 0,
    );
    expect(result).toBe(count);
    // Nobody writes the members table directly: membership comes from signing in.
    await expect(
      withActor(t.db, actors[name]!, (trx) =>
        sql`insert into public.company_members (company_id, email) values (${s.companyId}, ${email})`.execute(trx),
      ),
    ).rejects.toThrow(/permission denied|row-level security/);
  });

  it('members cannot write the job itself beyond withdrawing it', async () => {
    const result = await withActor(t.db, actors.alice!, (trx) =>
      sql`update public.jobs set job_title = 'Changed', status = 'approved' where id = ${s.ids.bob}`.execute(trx),
    ).then(
      (r) => Number(r.numAffectedRows ?? 0),
      () => 0,
    );
    expect(result).toBe(0);
    const row = await sql<{ job_title: string; status: string }>`select job_title, status from public.jobs where id = ${s.ids.bob}`.execute(
      t.db,
    );
    expect(row.rows[0]).toEqual({ job_title: 'Ward Nurse', status: 'pending' });
  });
});

describe.each(grantModes)('the posting handlers’ ownership with %s grants', (grants) => {
  let t: TestDatabase;
  let s: Awaited<ReturnType<typeof seed>>;
  const alice = user('alice@gulfcare.example');
  const dana = user('dana@desertbuild.example');
  const stranger = user('stranger@elsewhere.example');

  beforeAll(async () => {
    t = await freshDatabase(grants);
    s = await seed(t);
    // Alice's live job inside its renewal window.
    await sql`update public.jobs set expires_at = now() + interval '1 day' where id = ${s.ids.alice}`.execute(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });
  const state = async () =>
    (
      await sql<{ id: string; status: string; job_title: string; edit: unknown }>`
        select j.id, j.status, j.job_title, e.fields as edit from public.jobs j left join public.job_edits e on e.job_id = j.id order by j.id`.execute(
        t.db,
      )
    ).rows;

  it('another company’s member and a non-member poster of the same name cannot read, edit, renew, copy or withdraw; nothing changes', async () => {
    const before = await state();
    for (const outsider of [dana, stranger]) {
      expect(await ownJobForForm(t.db, outsider, s.ids.bob, { open: true })).toBeUndefined();
      expect(await ownJobForForm(t.db, outsider, s.ids.alice, { open: false })).toBeUndefined();
      expect(await proposeEdit(t.db, outsider, s.ids.bob, { jobTitle: 'Hijacked' }, 'en')).toBe('not-editable');
      expect(await askRenewal(t.db, outsider, s.ids.alice, 'en')).toBe('not-renewable');
      expect(await withdrawOwnJob(t.db, outsider, s.ids.bob)).toBe('not-withdrawable');
      expect(await withdrawOwnJob(t.db, outsider, s.ids.alice)).toBe('not-withdrawable');
    }
    // Nor do members reach the non-member's job under their company's name.
    expect(await withdrawOwnJob(t.db, alice, s.ids.stranger)).toBe('not-withdrawable');
    expect(await proposeEdit(t.db, alice, s.ids.stranger, { jobTitle: 'Hijacked' }, 'en')).toBe('not-editable');
    expect(await state()).toEqual(before);
  });

  it('a colleague edits, renews, copies and withdraws the company’s postings like their own', async () => {
    expect((await ownJobForForm(t.db, alice, s.ids.bob, { open: true }))?.jobTitle).toBe('Ward Nurse');
    expect((await ownJobForForm(t.db, user('bob@gulfcare.example'), s.ids.alice, { open: false }))?.jobTitle).toBe('Theatre Nurse');
    expect(await proposeEdit(t.db, alice, s.ids.bob, { jobTitle: 'Senior Ward Nurse' }, 'en')).toBe('stored');
    expect(await proposeEdit(t.db, alice, s.ids.bob, { jobTitle: 'Lead Ward Nurse' }, 'en')).toBe('stored');
    expect(await askRenewal(t.db, user('bob@gulfcare.example'), s.ids.alice, 'en')).toBe('stored');
    expect(await withdrawOwnJob(t.db, alice, s.ids.bob)).toBe('withdrawn');
    const rows = await state();
    expect(rows.find((r) => r.id === s.ids.bob)).toMatchObject({
      status: 'withdrawn',
      job_title: 'Ward Nurse',
      edit: { jobTitle: 'Lead Ward Nurse' },
    });
    expect(rows.find((r) => r.id === s.ids.alice)).toMatchObject({ status: 'approved', job_title: 'Theatre Nurse' });
  });
});
