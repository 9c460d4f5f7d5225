import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInputError } from 'astro:actions';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { localAuthProvider } from '~/server/auth/local-provider';
import { astroCookiesFor } from '../helpers/astro-cookies';
import type { SessionUser } from '~/server/auth/types';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { formResults, refusalPage } from '~/server/forms/results';
import { refuseActionBody } from '~/server/http/action-body';

/** The route Astro matches for a request: the action route, or the no-JS result page. */
const routeOf = (url: URL) => (url.pathname.startsWith('/_actions/') ? '/_actions/[...path]' : '/forms/[form]');
const refuseBody = (request: Request) =>
  refuseActionBody({ routePattern: routeOf(new URL(request.url)), url: new URL(request.url), request });
import { formEnvironment, minutesToWait, sendForm, statusOf } from '../helpers/form-actions';

let t: TestDatabase;
let admin: SessionUser;
let address = 0;
const site = 'http://localhost:4321';
const secret = 'post-job-test-secret-0123456789-abcdef';

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret, inbox: 'team@gulfjobs.example' });
  const provider = localAuthProvider(t.db, secret);
  await provider.createOrPromoteAdmin('boss@gulfjobs.example', 'correct horse battery');
  const request = new Request(site);
  const result = await provider.signIn('boss@gulfjobs.example', 'correct horse battery', { request, cookies: astroCookiesFor(request) });
  if (!result.ok) throw new Error('admin sign-in failed');
  admin = result.user;
});
afterAll(async () => {
  await closeAllDbs(); // the pools the actions opened from DATABASE_URL
  await t.drop();
});
beforeEach(() => {
  address += 1;
});

const job = {
  companyName: 'Gulf Care',
  jobTitle: 'ICU Nurse',
  jobDescription: 'Care for patients in our hospital ICU.',
  location: 'Doha, Qatar',
  contactEmail: 'HR@gulfcare.example',
};
const post = (fields: Record<string, unknown>, from = `10.1.0.${address}`, user: SessionUser | null = null) =>
  sendForm(server.forms.postJob, fields, { from, user });

describe('actions.forms.postJob', () => {
  it("the admins' addresses are for the service only", async () => {
    const { sql } = await import('kysely');
    const { visitor, withActor } = await import('~/server/db/context');
    await expect(withActor(t.db, visitor, (trx) => sql`select public.admin_emails()`.execute(trx))).rejects.toThrow(/permission denied/);
  });

  it('a visitor’s job is pending (even if it says approved), gets its slug and guessed category, and every admin is told', async () => {
    const { data: body, error } = await post({ ...job, status: 'approved' });
    expect(error).toBeUndefined();
    expect(body).toMatchObject({
      status: 'pending',
      slug: 'icu-nurse-doha-qatar',
      category: 'healthcare-medical',
      title: 'Job Submitted for Review!',
    });
    const row = await t.db.selectFrom('jobs').selectAll().where('slug', '=', body!.slug!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', contact_email: 'hr@gulfcare.example', country: 'qatar' });
    const mails = await t.db.selectFrom('email_outbox').selectAll().where('kind', '=', 'job.submitted').execute();
    expect(mails.map((m) => m.to_address)).toEqual(['boss@gulfjobs.example']);
    expect(mails[0]!.subject).toBe('New job to review: ICU Nurse at Gulf Care');
  });

  it("a job with the longest title and company the form allows is stored; the review mail's subject is shortened", async () => {
    const long = { ...job, jobTitle: `Senior ${'Clinical '.repeat(24)}Nurse`.slice(0, 200), companyName: 'G'.repeat(200) };
    const { data, error } = await post(long);
    expect(error).toBeUndefined();
    const { id } = await t.db.selectFrom('jobs').select('id').where('slug', '=', data!.slug!).executeTakeFirstOrThrow();
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('kind', '=', 'job.submitted')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toHaveLength(200);
    expect(mail.subject.endsWith('…')).toBe(true);
    expect(mail.subject.startsWith(`New job to review: ${long.jobTitle.slice(0, 100)}`)).toBe(true);
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', id).executeTakeFirstOrThrow()).job_title).toBe(
      long.jobTitle,
    );
  });

  it('a signed-in admin publishes at once, and no review mail is sent', async () => {
    await t.db.deleteFrom('email_outbox').execute();
    const { data } = await post({ ...job, jobTitle: 'Charge Nurse' }, undefined, admin);
    expect(data).toMatchObject({ status: 'approved', title: 'Job Published Successfully!' });
    expect(await t.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });

  it('bad input → 400 with the spec message', async () => {
    const { error } = await post({ ...job, applicationType: 'url' });
    expect(error?.status).toBe(400);
    expect(isInputError(error) && error.fields).toEqual({ applicationUrl: ['Application URL is required when External URL is selected'] });
  });

  it('a honeypot is thanked and nothing stored; too many posts from one address → 429', async () => {
    const before = await t.db.selectFrom('jobs').select('id').execute();
    expect(await post({ ...job, website: 'spam' })).toEqual({
      data: { status: 'pending', category: null, title: 'Job Submitted for Review!' },
      error: undefined,
    });
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(before.length);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(statusOf(await post({ ...job, jobTitle: `Nurse ${i}`, contactEmail: `hr${i}@agency.example` }, '198.51.100.7')));
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('one contact e-mail posts at most 5 jobs a day, from any address; the refusal says when to try again', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await post({ ...job, jobTitle: `Porter ${i}`, contactEmail: 'Jobs@OneEmployer.example' }, `198.51.101.${i}`);
      statuses.push(statusOf(last));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const minutes = minutesToWait(last!.error!.message);
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(24 * 60);
    expect(last!.error!.message).toMatch(/^Too many attempts\. Please wait \d+ (hours|minutes?) before trying again\.$/);
  });

  it('a posting over 160 KB is refused with 413 before it is parsed; a sign-up form already at 64 KB', async () => {
    const big = new URLSearchParams({ ...job, jobDescription: 'x'.repeat(161 * 1024) }).toString();
    const request = (url: URL, body: string) =>
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
        body,
      });
    const rpc = new URL(`${site}/_actions/forms.postJob`);
    const refused = await refuseBody(request(rpc, big));
    expect(refused?.status).toBe(413);
    expect(await refused!.json()).toMatchObject({
      code: 'CONTENT_TOO_LARGE',
      message: 'The request is too large: this address accepts at most 160 KB. Please shorten the text and send it again.',
    });
    const justUnder = new URLSearchParams({ ...job, jobDescription: 'x'.repeat(100 * 1024) }).toString();
    expect(await refuseBody(request(rpc, justUnder))).toBeUndefined();
    const contact = new URL(`${site}/_actions/forms.contact`);
    expect((await refuseBody(request(contact, justUnder)))?.status).toBe(413);
  });

  it('JSON that does not parse is refused with 400 before Astro reads it (Astro would answer 500)', async () => {
    const rpc = new URL(`${site}/_actions/forms.postJob`);
    const json = new Request(rpc, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"companyName": "x", ' });
    const refused = await refuseBody(json);
    expect(refused?.status).toBe(400);
    expect(await refused!.json()).toMatchObject({ type: 'AstroActionError', code: 'BAD_REQUEST' });
  });
});

describe('posting a job without JavaScript (/forms/post-job)', () => {
  it('the longest description the form allows, in Arabic, fits the body limit as a plain form post (120 KB encoded)', async () => {
    const fields = {
      companyName: 'رعاية الخليج',
      jobTitle: 'ممرض',
      jobDescription: 'ب'.repeat(20000),
      location: 'الدوحة، قطر',
      contactEmail: 'arabic@gulfcare.example',
    };
    const body = new URLSearchParams(fields).toString();
    const url = new URL(`${site}/forms/post-job?_action=forms.postJob`);
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      body,
    });
    expect(await refuseBody(request)).toBeUndefined();
    const { data, error } = await post(fields, '10.2.9.9');
    expect(error).toBeUndefined();
    expect(formResults['post-job'].done(data!)).toMatch(/^\/post-job\/submitted\?ref=[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  const form = (fields: Record<string, string>, user: SessionUser | null = null) => post(fields, `10.2.0.${address}`, user);
  const formJob = {
    ...job,
    jobTitle: 'Paediatric Nurse',
    salaryRange: '',
    jobPostedDate: '',
    category: '',
    applicationType: 'email',
    applicationUrl: '',
    website: '',
  };

  it('stores the job as pending and sends the poster to the page that says what happens next', async () => {
    const { data } = await form(formJob);
    expect(formResults['post-job'].done(data!)).toMatch(/^\/post-job\/submitted\?ref=[0-9A-F]{4}-[0-9A-F]{4}$/);
    const row = await t.db
      .selectFrom('jobs')
      .select(['status', 'slug', 'category'])
      .where('job_title', '=', 'Paediatric Nurse')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', slug: 'paediatric-nurse-doha-qatar', category: 'healthcare-medical' });
  });

  it('a mistake is explained on a page and nothing is stored', async () => {
    const { error } = await form({ ...formJob, jobTitle: 'Radiographer', applicationType: 'url' });
    expect(refusalPage(formResults['post-job'], error!)).toEqual({
      status: 400,
      title: 'Please check the form',
      message: 'Application URL is required when External URL is selected',
    });
    expect(await t.db.selectFrom('jobs').select('id').where('job_title', '=', 'Radiographer').execute()).toEqual([]);
  });

  it("an admin's form is published at once and the admin lands on the live job", async () => {
    const { data } = await form({ ...formJob, jobTitle: 'Theatre Nurse' }, admin);
    expect(formResults['post-job'].done(data!)).toBe('/jobs/theatre-nurse-doha-qatar');
    expect(
      (await t.db.selectFrom('jobs').select('status').where('slug', '=', 'theatre-nurse-doha-qatar').executeTakeFirstOrThrow()).status,
    ).toBe('approved');
  });
});
