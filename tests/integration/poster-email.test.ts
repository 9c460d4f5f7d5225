import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isInputError } from 'astro:actions';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { astroCookiesFor } from '../helpers/astro-cookies';
import { formEnvironment, sendForm } from '../helpers/form-actions';
import { server } from '~/actions';
import { localAuthProvider } from '~/server/auth/local-provider';
import type { SessionUser } from '~/server/auth/types';
import { closeAllDbs } from '~/server/db/client';
import { asUserActor, visitor, withActor, type Actor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { publicJobByParam } from '~/server/jobs/queries';
import { decideJob } from '~/server/moderation/queries';
import { jobPostingJsonLd } from '~/lib/json-ld/job-posting';

// The address a job is posted from: kept apart from the job, never public, where the receipt and
// every notice about the job go, also when the job applies by link and has no contact address.

let t: TestDatabase;
let admin: SessionUser;
const site = 'http://localhost:4321';
const secret = 'poster-email-test-secret-0123456789-abc';
let address = 0;

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
  await closeAllDbs();
  await t.drop();
});

const linkJob = {
  companyName: 'Gulf Care',
  jobTitle: 'Theatre Nurse',
  jobDescription: 'Care for patients in theatre.',
  location: 'Doha, Qatar',
  applicationType: 'url',
  applicationUrl: 'https://careers.gulfcare.example/theatre',
};
const post = (fields: Record<string, unknown>) => sendForm(server.forms.postJob, fields, { from: `10.9.0.${++address}` });
const idOf = async (slug: string) => (await t.db.selectFrom('jobs').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
const mailsTo = (to: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute();
const as = (actor: Actor) => (query: string) =>
  withActor(t.db, actor, async (trx) => (await sql.raw<{ email: string }>(query).execute(trx)).rows);

describe('the poster’s e-mail', () => {
  let id = '';

  it('a job that applies by link is posted with the poster’s address; the receipt goes there at once', async () => {
    const { data, error } = await post({ ...linkJob, posterEmail: 'Recruiter@GulfCare.example' });
    expect(error).toBeUndefined();
    id = await idOf(data!.slug!);
    const [receipt, ...others] = await mailsTo('recruiter@gulfcare.example');
    expect(others).toEqual([]);
    const reference = `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase();
    expect(receipt).toMatchObject({ kind: 'job.received', subject: 'We received your job: Theatre Nurse' });
    expect(receipt!.text_body).toContain(`Your reference: ${reference}`);
    const link = `${site}/employer/sign-in?email=recruiter%40gulfcare.example&job=${id}`;
    expect(receipt!.text_body).toContain(link);
    expect(receipt!.html_body).toContain(link.replaceAll('&', '&amp;'));
  });

  it('the Arabic form’s receipt is Arabic, right to left, and its link keeps the language', async () => {
    const { data } = await post({ ...linkJob, jobTitle: 'Scrub Nurse', posterEmail: 'arabic@gulfcare.example', locale: 'ar' });
    const [receipt] = await mailsTo('arabic@gulfcare.example');
    expect(receipt!.subject).toBe('استلمنا وظيفتك: Scrub Nurse');
    expect(receipt!.html_body).toContain('dir="rtl"');
    expect(receipt!.text_body).toContain(`job=${await idOf(data!.slug!)}&lang=ar`);
  });

  it('without the poster’s address the contact address stands in; without either the form says what to fill in', async () => {
    const { data } = await post({ ...linkJob, jobTitle: 'Ward Clerk', applicationType: 'email', contactEmail: 'hr@gulfcare.example' });
    expect(
      (
        await t.db
          .selectFrom('job_posters')
          .select('email')
          .where('job_id', '=', await idOf(data!.slug!))
          .executeTakeFirst()
      )?.email,
    ).toBe('hr@gulfcare.example');
    const { error } = await post({ ...linkJob, jobTitle: 'Porter' });
    expect(error && isInputError(error) ? error.fields : undefined).toEqual({
      posterEmail: ['Enter your e-mail address: we send the receipt and every notice about this job there.'],
    });
    const bad = await post({ ...linkJob, jobTitle: 'Porter', posterEmail: 'not an address' });
    expect(bad.error && isInputError(bad.error) ? bad.error.fields : undefined).toEqual({
      posterEmail: ['Enter your e-mail address, e.g. name@company.com.'],
    });
    expect(await t.db.selectFrom('jobs').select('id').where('job_title', '=', 'Porter').execute()).toEqual([]);
  });

  it('the approval goes to the poster, though the job has no contact address', async () => {
    expect(await decideJob(t.db, admin, id, 'approved', { siteUrl: site })).toBe('updated');
    const mails = await mailsTo('recruiter@gulfcare.example');
    expect(mails.map((m) => m.kind)).toEqual(['job.received', 'job.approved']);
  });

  it('is in no public answer: /api/jobs, the job page’s data, its JSON-LD', async () => {
    const api = await (await jobSearchHandler(new Request('http://localhost/api/jobs'), t.db)).text();
    expect(api).toContain('Theatre Nurse');
    expect(api).not.toContain('recruiter@');
    const job = await publicJobByParam(t.db, id);
    expect(JSON.stringify(job)).not.toContain('recruiter@');
    expect(JSON.stringify(jobPostingJsonLd(job!, site))).not.toContain('recruiter@');
  });

  it('visitors cannot read it; a signed-in user reads only their own; admins read every one', async () => {
    const member = (email: string) =>
      asUserActor({ sub: crypto.randomUUID(), email, role: 'authenticated', app_metadata: { role: 'employer' } });
    await expect(as(visitor)('select email from public.job_posters')).rejects.toThrow(/permission denied/);
    expect(await as(member('someone@else.example'))('select email from public.job_posters')).toEqual([]);
    expect(await as(member('recruiter@gulfcare.example'))('select email from public.job_posters')).toEqual([
      { email: 'recruiter@gulfcare.example' },
    ]);
    expect((await as(asUserActor(admin.claims))('select email from public.job_posters')).length).toBe(3);
  });
});
