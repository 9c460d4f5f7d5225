import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { astroCookiesFor, cookieHeaderFrom, setCookieLines } from '../helpers/astro-cookies';
import { localAuthProvider } from '~/server/auth/local-provider';
import { service, withActor } from '~/server/db/context';
import { requestEmployerLink, signInWithCode, signInWithLink, type EmployerSignInDeps } from '~/server/employers/sign-in-handler';

// Employers sign in with an e-mailed link or code: only for an address jobs were posted from,
// each once and within an hour, limited per inbox and per network address, never as an admin.

let t: TestDatabase;
let deps: EmployerSignInDeps;
const site = 'http://localhost:4321';
const secret = 'employer-sign-in-test-secret-0123456789';
let address = 0;
const jobId = crypto.randomUUID();

beforeAll(async () => {
  t = await freshDatabase();
  const provider = localAuthProvider(t.db, secret);
  deps = { db: t.db, provider, secret, siteUrl: site };
  await provider.createOrPromoteAdmin('boss@gulfjobs.example', 'correct horse battery');
  await withActor(t.db, service, async (trx) => {
    await sql`insert into public.jobs (id, company_name, job_title, job_description, location, status)
              values (${jobId}, 'Gulf Care', 'Theatre Nurse', 'Care.', 'Doha, Qatar', 'pending')`.execute(trx);
    await trx
      .insertInto('job_posters')
      .values([
        { job_id: jobId, email: 'recruiter@gulfcare.example' },
        // An admin's own posting: they still sign in with their password.
        {
          job_id: (
            await sql<{
              id: string;
            }>`insert into public.jobs (company_name, job_title, job_description, location) values ('A', 'B', 'C', 'Doha') returning id`.execute(
              trx,
            )
          ).rows[0]!.id,
          email: 'boss@gulfjobs.example',
        },
      ])
      .execute();
  });
});
afterAll(async () => {
  await t.drop();
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const browser = (from = `10.7.0.${++address}`) => {
  const request = new Request(`${site}/employer/sign-in`, { method: 'POST', headers: { 'x-forwarded-for': from } });
  return { request, cookies: astroCookiesFor(request) };
};
const ask = (email: string, extra: Record<string, string> = {}, from?: string) =>
  requestEmployerLink(form({ email, ...extra }), browser(from).request, deps);
/** The newest sign-in mail to `to`: its link's token and its code. */
const lastMail = async (to: string) => {
  const mail = await t.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', 'employer.sign-in')
    // ids are random uuids: the newest is the latest written
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!mail) return undefined;
  return {
    mail,
    token: /\/employer\/verify\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]!,
    code: /: (\d{6})$/m.exec(mail.text_body)![1]!,
  };
};

describe('employer sign-in', () => {
  it('an address jobs were posted from gets a link and a code; the link signs in once and lands on the posting', async () => {
    expect(await ask('Recruiter@GulfCare.example', { job: jobId })).toEqual({ kind: 'sent', email: 'recruiter@gulfcare.example' });
    const { mail, token } = (await lastMail('recruiter@gulfcare.example'))!;
    expect(mail.subject).toBe('Your sign-in link for Gulf Jobs');
    const first = browser();
    expect(await signInWithLink(form({ token }), first, deps)).toEqual({ kind: 'signed-in', location: `/employer#job-${jobId}` });
    // The session cookie names an employer, not an admin.
    const request = new Request(site, { headers: { cookie: cookieHeaderFrom(setCookieLines(first.cookies)) } });
    const user = await deps.provider.currentUser({ request, cookies: astroCookiesFor(request) });
    expect(user).toMatchObject({ email: 'recruiter@gulfcare.example', isAdmin: false, claims: { app_metadata: { role: 'employer' } } });
    expect(await signInWithLink(form({ token }), browser(), deps)).toEqual({
      kind: 'refused',
      status: 400,
      message: 'This sign-in link or code is not valid, was already used or is more than an hour old. Ask for a new one below.',
    });
  });

  it('the code works once too, only with its own address', async () => {
    await ask('recruiter@gulfcare.example');
    const { code } = (await lastMail('recruiter@gulfcare.example'))!;
    expect(await signInWithCode(form({ email: 'someone@else.example', code }), browser(), deps)).toMatchObject({ status: 400 });
    expect(await signInWithCode(form({ email: 'recruiter@gulfcare.example', code }), browser(), deps)).toEqual({
      kind: 'signed-in',
      location: '/employer',
    });
    expect(await signInWithCode(form({ email: 'recruiter@gulfcare.example', code }), browser(), deps)).toMatchObject({ status: 400 });
  });

  it('two browsers racing with one link: one is signed in', async () => {
    await ask('recruiter@gulfcare.example');
    const { token } = (await lastMail('recruiter@gulfcare.example'))!;
    const answers = await Promise.all([1, 2, 3].map(() => signInWithLink(form({ token }), browser(), deps)));
    expect(answers.map((a) => a.kind).sort()).toEqual(['refused', 'refused', 'signed-in']);
  });

  it('a link older than an hour is refused', async () => {
    await ask('recruiter@gulfcare.example');
    const { token } = (await lastMail('recruiter@gulfcare.example'))!;
    await sql`update public.employer_sign_in_links set created_at = now() - interval '61 minutes', expires_at = now() - interval '1 minute'`.execute(
      t.db,
    );
    expect(await signInWithLink(form({ token }), browser(), deps)).toMatchObject({ kind: 'refused', status: 400 });
  });

  it('an unknown address is answered alike and sent nothing; bad input is a 400 with a sentence', async () => {
    expect(await ask('nobody@nowhere.example')).toEqual({ kind: 'sent', email: 'nobody@nowhere.example' });
    expect(await lastMail('nobody@nowhere.example')).toBeUndefined();
    expect(await ask('not an address')).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Enter your e-mail address, e.g. name@company.com.',
    });
    expect(await ask('a\u0000@b.example')).toMatchObject({ kind: 'refused', status: 400 });
    expect(await signInWithLink(form({ token: 'x'.repeat(5000) }), browser(), deps)).toMatchObject({ kind: 'refused', status: 400 });
    expect(await signInWithCode(form({ email: 'recruiter@gulfcare.example', code: '12' }), browser(), deps)).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Enter the 6-digit code from the e-mail.',
    });
  });

  it('an admin’s address is refused: admins sign in with their password', async () => {
    await ask('boss@gulfjobs.example');
    const { token } = (await lastMail('boss@gulfjobs.example'))!;
    expect(await signInWithLink(form({ token }), browser(), deps)).toEqual({
      kind: 'refused',
      status: 403,
      message: 'This address belongs to an admin: sign in with your password instead.',
    });
  });

  it('100 requests for one address from many networks send 3 mails an hour; the rest get 429 with the wait', async () => {
    const before = (await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'flood@gulfcare.example').execute()).length;
    await sql`insert into public.job_posters (job_id, email) select id, 'flood@gulfcare.example' from public.jobs where job_title = 'B'
              on conflict (job_id) do update set email = excluded.email`.execute(t.db);
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await ask('flood@gulfcare.example', {}, `10.8.${i}.1`));
    expect(answers.filter((a) => a.kind === 'sent')).toHaveLength(3);
    const refused = answers.filter((a) => a.kind === 'refused');
    expect(refused).toHaveLength(97);
    expect(refused[0]).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? before trying again\.$/),
    });
    const after = (await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'flood@gulfcare.example').execute()).length;
    expect(after - before).toBe(3);
  });

  it('one network address may ask for 20 links in 10 minutes, for different inboxes', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await ask(`person${i}@office${i}.example`, {}, '10.6.6.6'));
    expect(answers.slice(0, 20).every((a) => a.kind === 'sent')).toBe(true);
    expect(answers[20]).toMatchObject({ kind: 'refused', status: 429 });
  });
});
