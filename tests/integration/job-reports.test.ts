import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { formData, formEnvironment, statusOf, useEnv } from '../helpers/form-actions';
import { actionContext } from '../helpers/actions';
import { callFormAction } from '../helpers/form-action';
import { insertJob } from '../helpers/jobs';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import { formOutcome } from '~/server/forms/results';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { withdrawnJobs } from '~/server/rebuild/queue';
import { decideReportedJob, reportedJobs } from '~/server/reports/queue';
import { fileJobReport, reporterKeyOf } from '~/server/reports/file-report';
import type { SessionUser } from '~/server/auth/types';
import { adminFormAnswer } from '~/actions/admin-form-results';
import { adminGate, gatedPaths } from '~/lib/admin-areas';

// "Report this job" against a real database: what is stored (never the address), the limits per
// address and per job, spoofed address headers, bad input, the three-reports rule and what an
// admin decides.

let t: TestDatabase;
const site = 'http://localhost:4321';
const secret = 'job-reports-test-secret-0123456789-abcdefghij';
const adminId = randomUUID();
const admin: SessionUser = {
  id: adminId,
  email: 'admin@example.com',
  isAdmin: true,
  claims: { sub: adminId, email: 'admin@example.com', role: 'authenticated', app_metadata: { role: 'admin' } },
} as SessionUser;
let net = 0;

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret, inbox: 'team@gulfjobs.example' });
  await sql`insert into auth.users (id, email, raw_app_meta_data) values (${adminId}, 'admin@example.com', '{"role":"admin"}')`.execute(
    t.db,
  );
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(() => {
  net += 1; // each test from its own network, so limits do not leak between tests
});

/** Posts the report form as a browser behind the local proxy at `address` (its X-Forwarded-For). */
const report = (fields: Record<string, string>, address = `198.51.100.${net}`) =>
  callFormAction(server.forms.reportJob, { locale: 'en', note: '', ...fields }, { url: `${site}/_actions/forms.reportJob`, address });

const reportsOf = (jobId: string) => t.db.selectFrom('job_reports').selectAll().where('job_id', '=', jobId).orderBy('created_at').execute();
const statusOfJob = async (jobId: string) =>
  (await t.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;
const searchSlugs = async (q: string) => {
  const response = await jobSearchHandler(new Request(`${site}/api/jobs?q=${encodeURIComponent(q)}`), t.db);
  const body = (await response.json()) as { jobs: { slug: string }[] };
  return body.jobs.map((j) => j.slug);
};

describe('filing a report', () => {
  it('stores the reason and note with a keyed hash of the address, never the address', async () => {
    const job = await insertJob(t.db, { title: 'Store Keeper' });
    const answer = await report(
      { jobId: job.id, reason: 'wrong_information', note: '  The salary is monthly, not yearly. ' },
      '203.0.113.77',
    );
    expect(answer.error).toBeUndefined();
    expect(answer.data).toEqual({ locale: 'en' });
    const [row, ...more] = await reportsOf(job.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ reason: 'wrong_information', note: 'The salary is monthly, not yearly.', closed_at: null });
    expect(row!.reporter_key).toBe(reporterKeyOf('203.0.113.77', secret));
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
    // Without JavaScript the form's page goes on to the thank-you page of its language.
    expect(formOutcome('report-job', () => answer, 'ar')).toEqual({ redirect: '/ar/job-reported' });
  });

  it('one address reports a job once (the second is thanked, not stored), and may report a few other jobs', async () => {
    const jobs = await Promise.all(['Cashier', 'Baker', 'Driver'].map((title) => insertJob(t.db, { title })));
    const address = '203.0.113.80';
    expect(statusOf(await report({ jobId: jobs[0]!.id, reason: 'fake' }, address))).toBe(200);
    expect(statusOf(await report({ jobId: jobs[0]!.id, reason: 'fake' }, address))).toBe(200);
    expect(await reportsOf(jobs[0]!.id)).toHaveLength(1);
    for (const job of jobs.slice(1)) expect(statusOf(await report({ jobId: job.id, reason: 'filled_or_expired' }, address))).toBe(200);
    expect((await reportsOf(jobs[1]!.id)).length + (await reportsOf(jobs[2]!.id)).length).toBe(2);
  });

  it('a flood from one address is refused with 429 after 10 reports an hour', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof report>> | undefined;
    for (let i = 0; i < 12; i++) {
      const job = await insertJob(t.db, { title: `Flood Job ${i}` });
      last = await report({ jobId: job.id, reason: 'fake' }, '203.0.113.90');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(last!.error!.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? before trying again\.$/);
    expect(last!.retryAfter).toBeGreaterThan(0);
  });

  it('spoofed X-Forwarded-For entries do not multiply the quota: the proxy appends the one address it saw', async () => {
    const job = await insertJob(t.db, { title: 'Spoof Target' });
    for (let i = 0; i < 20; i++) {
      const answer = await report({ jobId: job.id, reason: 'asks_for_money' }, `10.9.${i}.1, 192.0.2.${i}, 203.0.113.99`);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await reportsOf(job.id)).toHaveLength(1);
    expect(await statusOfJob(job.id)).toBe('approved');
  });

  it('on Netlify only its edge header counts: 1,000 reports with made-up X-Forwarded-For values are one reporter', async () => {
    useEnv({ SITE_ID: 'test-site' });
    try {
      const jobs = await Promise.all([1, 2].map((n) => insertJob(t.db, { title: `Netlify Target ${n}` })));
      const send = (i: number) => {
        const request = new Request(`${site}/_actions/forms.reportJob`, {
          method: 'POST',
          headers: {
            'x-nf-client-connection-ip': '203.0.113.120',
            'x-forwarded-for': `100.64.${i % 250}.${i % 200}`,
            'x-real-ip': `10.1.${i % 250}.1`,
          },
        });
        const context = actionContext({ request });
        return server.forms.reportJob.call(context, formData({ jobId: jobs[i % 2]!.id, reason: 'asks_for_money', locale: 'en', note: '' }));
      };
      const statuses: number[] = [];
      for (let batch = 0; batch < 100; batch++) {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, k) => send(batch * 10 + k)));
        statuses.push(...answers.map((a) => a.error?.status ?? 200));
      }
      expect(statuses).toHaveLength(1000);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(990);
      for (const job of jobs) expect(await reportsOf(job.id)).toHaveLength(1);
      for (const job of jobs) expect(await statusOfJob(job.id)).toBe('approved');
    } finally {
      useEnv({ SITE_ID: '' });
    }
  });

  it.each([
    ['an unknown job', () => ({ jobId: randomUUID(), reason: 'fake' }), 404, 'This job is not on the board'],
    ['a job id that is no id', () => ({ jobId: 'not-a-job', reason: 'fake' }), 400, 'This job is not on the board'],
    ['no reason', () => ({ jobId: 'JOB', reason: '' }), 400, 'Choose why you are reporting this job.'],
    ['an unknown reason', () => ({ jobId: 'JOB', reason: 'boring' }), 400, 'Choose why you are reporting this job.'],
    ['"other" without a note', () => ({ jobId: 'JOB', reason: 'other', note: '   ' }), 400, 'Say in a few words what is wrong'],
    ['a 10,000-character note', () => ({ jobId: 'JOB', reason: 'other', note: 'x'.repeat(10_000) }), 400, 'The details are too long'],
    ['a NUL byte in the note', () => ({ jobId: 'JOB', reason: 'other', note: 'bad\u0000note' }), 400, 'NUL character'],
  ])('%s is refused with a sentence and nothing is stored', async (_name, fields, status, message) => {
    const job = await insertJob(t.db, { title: `Bad Input ${net}` });
    const input = fields();
    const answer = await report({ ...input, jobId: input.jobId === 'JOB' ? job.id : input.jobId });
    expect(answer.status).toBe(status);
    expect(answer.error!.message).toContain(message);
    expect(await reportsOf(job.id)).toEqual([]);
  });

  it('a job that is not public (pending, rejected, expired) cannot be reported: 404 in the page language', async () => {
    const pending = await insertJob(t.db, { title: 'Waiting', status: 'pending' });
    const expired = await insertJob(t.db, { title: 'Old One', postedDaysAgo: 40 });
    for (const job of [pending, expired]) {
      const answer = await report({ jobId: job.id, reason: 'fake', locale: 'ar' });
      expect(answer.status).toBe(404);
      expect(answer.error!.message).toBe('هذه الوظيفة ليست على الموقع (حُذفت أو انتهت أو لم توجد قط)، فلا يمكن الإبلاغ عنها.');
      expect(await reportsOf(job.id)).toEqual([]);
    }
  });

  it("an Arabic page's refusal is said in Arabic", async () => {
    const job = await insertJob(t.db, { title: 'Arabic Refusal' });
    const answer = await report({ jobId: job.id, reason: 'other', locale: 'ar' });
    const outcome = formOutcome('report-job', () => answer, 'ar');
    expect(outcome).toMatchObject({
      refusal: { status: 400, message: 'اكتب في كلمات قليلة ما المشكلة في هذه الوظيفة (مطلوب مع «سبب آخر»).' },
    });
  });
});

describe('the three-reports rule', () => {
  it('three addresses saying a job asks for money hide it at once: gone from search, its page withdrawn, admins told', async () => {
    const job = await insertJob(t.db, { title: 'Crypto Trading Agent', company: 'Quick Riches' });
    expect(await searchSlugs('Crypto Trading')).toContain(job.slug);
    await t.db.deleteFrom('email_outbox').execute();
    // Other reasons and a repeated address do not count toward it.
    await report({ jobId: job.id, reason: 'fake' }, '192.0.2.1');
    await report({ jobId: job.id, reason: 'asks_for_money' }, '192.0.2.2');
    await report({ jobId: job.id, reason: 'asks_for_money' }, '192.0.2.2');
    await report({ jobId: job.id, reason: 'asks_for_money' }, '192.0.2.3');
    expect(await statusOfJob(job.id)).toBe('approved');
    await report({ jobId: job.id, reason: 'asks_for_money', note: 'They asked for AED 3,000 for the visa.' }, '192.0.2.4');
    expect(await statusOfJob(job.id)).toBe('pending');
    expect(await searchSlugs('Crypto Trading')).not.toContain(job.slug);
    const visible = await withActor(t.db, visitor, (trx) => trx.selectFrom('public_jobs').select('id').where('id', '=', job.id).execute());
    expect(visible).toEqual([]);
    expect((await withdrawnJobs(t.db)).slugs).toContain(job.slug);
    const mails = await t.db.selectFrom('email_outbox').select(['to_address', 'subject']).orderBy('created_at').execute();
    expect(mails).toEqual([
      { to_address: 'admin@example.com', subject: 'Job reported: Crypto Trading Agent at Quick Riches' },
      { to_address: 'admin@example.com', subject: 'Job hidden after reports: Crypto Trading Agent at Quick Riches' },
    ]);
    // A hidden job takes no more reports.
    expect((await report({ jobId: job.id, reason: 'asks_for_money' }, '192.0.2.5')).status).toBe(404);
  });

  it('concurrent reports count one after another: the third hides the job whatever the order', async () => {
    const job = await insertJob(t.db, { title: 'Concurrent Money' });
    const deps = { secret, siteUrl: site };
    const outcomes = await Promise.all(
      [1, 2, 3].map((n) => fileJobReport(t.db, { jobId: job.id, reason: 'asks_for_money', note: '', address: `192.0.2.${100 + n}` }, deps)),
    );
    expect(outcomes.sort()).toEqual(['filed', 'filed', 'hidden']);
    expect(await statusOfJob(job.id)).toBe('pending');
  });
});

describe('what an admin decides', () => {
  const hideByReports = async (title: string) => {
    const job = await insertJob(t.db, { title });
    for (const n of [1, 2, 3])
      await fileJobReport(
        t.db,
        { jobId: job.id, reason: 'asks_for_money', note: '', address: `192.0.2.${200 + n}` },
        { secret, siteUrl: site },
      );
    return job;
  };

  it('the queue groups open reports per job with counts and notes', async () => {
    const job = await hideByReports('Queue Grouping');
    // A hidden job is not public: no more reports are filed against it.
    expect(
      await fileJobReport(
        t.db,
        { jobId: job.id, reason: 'other', note: 'Passport asked.', address: '192.0.2.250' },
        { secret, siteUrl: site },
      ),
    ).toBe('not-public');
    const row = (await reportedJobs(t.db, admin)).find((r) => r.jobId === job.id);
    expect(row).toMatchObject({ jobTitle: 'Queue Grouping', status: 'pending', counts: { asks_for_money: 3 } });
    expect(row!.reports).toHaveLength(3);
  });

  it('dismiss closes the reports and puts a hidden job back with the expiry it had', async () => {
    const job = await hideByReports('Dismissed Job');
    const before = await t.db.selectFrom('jobs').select('expires_at').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(await decideReportedJob(t.db, admin, job.id, 'dismiss')).toBe(true);
    const after = await t.db.selectFrom('jobs').select(['status', 'expires_at']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'approved', expires_at: before.expires_at });
    expect((await reportsOf(job.id)).every((r) => r.closed_at !== null)).toBe(true);
    expect((await reportedJobs(t.db, admin)).some((r) => r.jobId === job.id)).toBe(false);
    expect(await searchSlugs('Dismissed Job')).toContain(job.slug);
    // Nothing left to decide.
    expect(await decideReportedJob(t.db, admin, job.id, 'dismiss')).toBe(false);
  });

  it('hide rejects the job; delete removes it with its reports', async () => {
    const hidden = await insertJob(t.db, { title: 'Admin Hidden' });
    await report({ jobId: hidden.id, reason: 'discriminatory' });
    expect(await decideReportedJob(t.db, admin, hidden.id, 'hide')).toBe(true);
    expect(await statusOfJob(hidden.id)).toBe('rejected');
    expect((await withdrawnJobs(t.db)).slugs).toContain(hidden.slug);

    const deleted = await hideByReports('Admin Deleted');
    expect(await decideReportedJob(t.db, admin, deleted.id, 'delete')).toBe(true);
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', deleted.id).execute()).toEqual([]);
    expect(await reportsOf(deleted.id)).toEqual([]);
  });

  it('the decision refuses visitors (401) and signed-in non-admins (403); the admin page sends them away; the form comes back with a notice', async () => {
    const job = await hideByReports('Access Checked');
    const reader = {
      ...admin,
      id: randomUUID(),
      email: 'reader@example.com',
      isAdmin: false,
      claims: { ...admin.claims, app_metadata: {} },
    };
    const decide = (user: SessionUser | null) =>
      server.admin.decideReport.call(actionContext({ user }), formData({ jobId: job.id, decision: 'dismiss' }));
    expect((await decide(null)).error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in as an admin to moderate jobs.' });
    expect((await decide(reader)).error).toMatchObject({ code: 'FORBIDDEN', message: 'Only admins can moderate jobs.' });
    expect(await statusOfJob(job.id)).toBe('pending');
    const page = new URL(`${site}/admin/reports`);
    expect(adminGate(gatedPaths('/admin/reports', page, 'GET'), page, null)).toEqual({
      kind: 'sign-in',
      location: '/auth?next=%2Fadmin%2Freports',
    });
    expect(adminGate(gatedPaths('/admin/reports', page, 'GET'), page, reader)).toEqual({ kind: 'not-admin-page' });
    const posted = new URL(`${site}/admin/reports?_action=admin.decideReport`);
    const outcome = await decide(admin);
    const answer = adminFormAnswer('admin.decideReport', posted, outcome, formData({ jobId: job.id, decision: 'dismiss' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/admin/reports?notice=dismissed');
    expect(await statusOfJob(job.id)).toBe('approved');
  });

  it('a signed-in non-admin reads no reports and changes nothing', async () => {
    const job = await hideByReports('Member Tries');
    const member = asUserActor({ sub: randomUUID(), email: 'seeker@example.com', role: 'authenticated', app_metadata: {} });
    expect(await withActor(t.db, member, (trx) => trx.selectFrom('job_reports').select('id').execute())).toEqual([]);
    const closed = await withActor(t.db, member, (trx) =>
      trx.updateTable('job_reports').set({ closed_at: new Date() }).where('job_id', '=', job.id).executeTakeFirst(),
    );
    expect(Number(closed.numUpdatedRows)).toBe(0);
  });
});
