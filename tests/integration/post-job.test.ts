import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { localAuthProvider } from '~/server/auth/local-provider';
import { astroCookiesFor } from '../helpers/astro-cookies';
import { submitJobHandler } from '~/server/jobs/submit-handler';
import type { SessionUser } from '~/server/auth/types';

let t: TestDatabase;
let admin: SessionUser;
let address = 0;
const site = 'http://localhost:4321';
const secret = 'post-job-test-secret-0123456789-abcdef';

beforeAll(async () => {
  t = await freshDatabase();
  const provider = localAuthProvider(t.db, secret);
  await provider.createOrPromoteAdmin('boss@gulfjobs.example', 'correct horse battery');
  const request = new Request(site);
  const result = await provider.signIn('boss@gulfjobs.example', 'correct horse battery', { request, cookies: astroCookiesFor(request) });
  if (!result.ok) throw new Error('admin sign-in failed');
  admin = result.user;
});
afterAll(() => t.drop());
beforeEach(() => {
  address += 1;
});

const job = { companyName: 'Gulf Care', jobTitle: 'ICU Nurse', jobDescription: 'Care for patients in our hospital ICU.', location: 'Doha, Qatar', contactEmail: 'HR@gulfcare.example' };
const post = (body: unknown, from = `10.1.0.${address}`) =>
  new Request(`${site}/api/jobs`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });

describe('POST /api/jobs', () => {
  it('the admins\' addresses are for the service only', async () => {
    const { sql } = await import('kysely');
    const { visitor, withActor } = await import('~/server/db/context');
    await expect(withActor(t.db, visitor, (trx) => sql`select public.admin_emails()`.execute(trx))).rejects.toThrow(/permission denied/);
  });

  it('a visitor’s job is pending (even if it says approved), gets its slug and guessed category, and every admin is told', async () => {
    const response = await submitJobHandler(post({ ...job, status: 'approved' }), t.db, null, site, secret);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; slug: string; status: string; category: string; title: string };
    expect(body).toMatchObject({ ok: true, status: 'pending', slug: 'icu-nurse-doha-qatar', category: 'healthcare-medical', title: 'Job Submitted for Review!' });
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', contact_email: 'hr@gulfcare.example', country: 'qatar' });
    const mails = await t.db.selectFrom('email_outbox').selectAll().where('kind', '=', 'job.submitted').execute();
    expect(mails.map((m) => m.to_address)).toEqual(['boss@gulfjobs.example']);
    expect(mails[0]!.subject).toBe('New job to review: ICU Nurse at Gulf Care');
  });

  it('a job with the longest title and company the form allows is stored; the review mail\'s subject is shortened', async () => {
    const long = { ...job, jobTitle: `Senior ${'Clinical '.repeat(24)}Nurse`.slice(0, 200), companyName: 'G'.repeat(200) };
    const response = await submitJobHandler(post(long), t.db, null, site, secret);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mail = await t.db.selectFrom('email_outbox').select('subject').where('kind', '=', 'job.submitted').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toHaveLength(200);
    expect(mail.subject.endsWith('…')).toBe(true);
    expect(mail.subject.startsWith(`New job to review: ${long.jobTitle.slice(0, 100)}`)).toBe(true);
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', id).executeTakeFirstOrThrow()).job_title).toBe(long.jobTitle);
  });

  it('a signed-in admin publishes at once, and no review mail is sent', async () => {
    await t.db.deleteFrom('email_outbox').execute();
    const response = await submitJobHandler(post({ ...job, jobTitle: 'Charge Nurse' }), t.db, admin, site, secret);
    expect(await response.json()).toMatchObject({ status: 'approved', title: 'Job Published Successfully!' });
    expect(await t.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });

  it('bad input → 400 with the spec message', async () => {
    const response = await submitJobHandler(post({ ...job, applicationType: 'url' }), t.db, null, site, secret);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Application URL is required when External URL is selected' });
  });

  it('a honeypot is thanked and nothing stored; too many posts from one address → 429', async () => {
    const before = await t.db.selectFrom('jobs').select('id').execute();
    expect((await submitJobHandler(post({ ...job, website: 'spam' }), t.db, null, site, secret)).status).toBe(200);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(before.length);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await submitJobHandler(post({ ...job, jobTitle: `Nurse ${i}`, contactEmail: `hr${i}@agency.example` }, '198.51.100.7'), t.db, null, site, secret)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('one contact e-mail posts at most 5 jobs a day, from any address; the refusal says when to try again', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await submitJobHandler(post({ ...job, jobTitle: `Porter ${i}`, contactEmail: 'Jobs@OneEmployer.example' }, `198.51.101.${i}`), t.db, null, site, secret);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const wait = Number(last!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect((await last!.json()) as { error: string }).toMatchObject({ error: expect.stringMatching(/^Too many attempts\. Please wait \d+ (hours|minutes?) before trying again\.$/) });
  });

  it('a posting over 160 KB is refused with 413 before it is parsed, with or without a declared length', async () => {
    const big = { ...job, jobDescription: 'x'.repeat(161 * 1024) };
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const declared = new Request(`${site}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), 'x-forwarded-for': `10.1.0.${address}` },
      body: bytes,
    });
    const refused = await submitJobHandler(declared, t.db, null, site, secret);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'The request is too large: this address accepts at most 160 KB. Please shorten the text and send it again.' });
    const chunked = new Request(`${site}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${address}` },
      body: new ReadableStream({ start(c) { for (let i = 0; i < bytes.length; i += 8192) c.enqueue(bytes.subarray(i, i + 8192)); c.close(); } }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.headers.get('content-length')).toBeNull();
    expect((await submitJobHandler(chunked, t.db, null, site, secret)).status).toBe(413);
  });
});

describe('POST /api/jobs as a plain form (no JavaScript)', () => {
  it('the longest description the form allows, in Arabic, fits the body limit as a plain form post (120 KB encoded)', async () => {
    const fields = { companyName: 'رعاية الخليج', jobTitle: 'ممرض', jobDescription: 'ب'.repeat(20000), location: 'الدوحة، قطر', contactEmail: 'arabic@gulfcare.example' };
    const request = new Request(`${site}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.2.9.9' },
      body: new URLSearchParams(fields),
    });
    const response = await submitJobHandler(request, t.db, null, site, secret);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/post-job/submitted');
  });

  const form = (fields: Record<string, string>) =>
    new Request(`${site}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.2.0.${address}` },
      body: new URLSearchParams(fields),
    });
  const formJob = { ...job, jobTitle: 'Paediatric Nurse', salaryRange: '', jobPostedDate: '', category: '', applicationType: 'email', applicationUrl: '', website: '' };

  it('stores the job as pending and sends the poster to the page that says what happens next', async () => {
    const response = await submitJobHandler(form(formJob), t.db, null, site, secret);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/post-job/submitted');
    const row = await t.db.selectFrom('jobs').select(['status', 'slug', 'category']).where('job_title', '=', 'Paediatric Nurse').executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', slug: 'paediatric-nurse-doha-qatar', category: 'healthcare-medical' });
  });

  it('a mistake is explained on a page and nothing is stored', async () => {
    const response = await submitJobHandler(form({ ...formJob, jobTitle: 'Radiographer', applicationType: 'url' }), t.db, null, site, secret);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<p>Application URL is required when External URL is selected</p>');
    expect(await t.db.selectFrom('jobs').select('id').where('job_title', '=', 'Radiographer').execute()).toEqual([]);
  });

  it('an admin\'s form is published at once and the admin lands on the live job', async () => {
    const response = await submitJobHandler(form({ ...formJob, jobTitle: 'Theatre Nurse' }), t.db, admin, site, secret);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/jobs/theatre-nurse-doha-qatar');
    expect((await t.db.selectFrom('jobs').select('status').where('slug', '=', 'theatre-nurse-doha-qatar').executeTakeFirstOrThrow()).status).toBe('approved');
  });
});
