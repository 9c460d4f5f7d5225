import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { actionContext } from '../helpers/actions';
import { insertJob } from '../helpers/jobs';
import { server } from '~/actions';
import { adminFormAnswer } from '~/actions/admin-form-results';
import { closeAllDbs } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { sessionUserFrom } from '~/server/auth/claims';
import { submitJob } from '~/server/jobs/submit';
import { saveScrapedJob } from '~/server/scrape/save';
import { decideJob, editJob, jobsForReview } from '~/server/moderation/queries';
import { postJobSchema } from '~/lib/post-job';
import { riskRules } from '~/lib/risk/rules';
import { seedDemoData } from '../../scripts/lib/seed/seed';

let t: TestDatabase;
const site = 'http://localhost:4321';
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url);
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
});

const input = (overrides: Record<string, unknown> = {}) =>
  postJobSchema.parse({
    companyName: 'Gulf Care',
    jobTitle: 'ICU Nurse',
    jobDescription: 'Care for adult patients in a 20-bed intensive care unit.',
    location: 'Dubai, UAE',
    applicationType: 'email',
    contactEmail: 'hr@gulfcare.example',
    category: 'healthcare-medical',
    ...overrides,
  });
const feeText = 'A visa processing fee of AED 1,500 is payable by the candidate. Guaranteed visa.';

const riskOf = async (id: string) => {
  const row = await t.db.selectFrom('job_risk').select(['score', 'signals']).where('job_id', '=', id).executeTakeFirst();
  return row && { score: row.score, ids: (row.signals as { id: string }[]).map((s) => s.id) };
};
const statusOf = async (id: string) =>
  (await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** Live UAE nurse jobs with monthly AED salaries: the market the salary rule compares with. */
const liveNurses = async (salaries: number[]) => {
  for (const [i, pay] of salaries.entries()) {
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({
          company_name: `Hospital ${i}`,
          job_title: `Staff Nurse ${i}`,
          job_description: 'Ward nursing.',
          location: 'Dubai, UAE',
          contact_email: `hr@hospital${i}.example`,
          category: 'healthcare-medical',
          status: 'approved',
          salary_min: pay,
          salary_max: pay,
          salary_currency: 'AED',
          salary_period: 'month',
        })
        .execute(),
    );
  }
};

describe('every write path scores the job', () => {
  it('the post form: a visitor’s job is scored with the words that raised each signal', async () => {
    const job = await submitJob(t.db, input({ jobDescription: feeText }), null, { siteUrl: site });
    expect(await riskOf(job.id)).toEqual({ score: 60, ids: ['candidate-fee', 'too-good-to-be-true'] });
    const [signal] = (await t.db.selectFrom('job_risk').select('signals').where('job_id', '=', job.id).executeTakeFirstOrThrow())
      .signals as { matches: { words: string }[] }[];
    expect(signal!.matches.map((m) => m.words)).toEqual(['visa processing fee']);
  });

  it('the post form: an admin’s clean job is published; a high-risk one stays pending and says so', async () => {
    const clean = await submitJob(t.db, input(), admin, { siteUrl: site });
    expect(clean).toMatchObject({ status: 'approved' });
    expect(clean.heldForRisk).toBeUndefined();
    expect(await riskOf(clean.id)).toEqual({ score: 0, ids: [] });

    const risky = await submitJob(t.db, input({ jobTitle: 'Ward Nurse', jobDescription: feeText }), admin, { siteUrl: site });
    expect(risky).toMatchObject({ status: 'pending', heldForRisk: 2 });
    expect(await statusOf(risky.id)).toBe('pending');
  });

  it('the post form action: an admin’s high-risk job shows the warning (JavaScript) or goes to the review queue (no JavaScript)', async () => {
    const { formResults } = await import('~/server/forms/results');
    const { sendForm } = await import('../helpers/form-actions');
    const { data } = await sendForm(server.forms.postJob, { ...input({ jobDescription: feeText }) }, { from: '10.9.0.1', user: admin });
    expect(data).toMatchObject({ status: 'pending', heldForRisk: 2, title: 'Held for review: not published' });
    expect(formResults['post-job'].done(data!)).toBe('/admin/review-jobs?notice=held-for-review');
  });

  it('the admin edit: the job is scored again', async () => {
    const job = await submitJob(t.db, input(), null, { siteUrl: site });
    expect(await riskOf(job.id)).toEqual({ score: 0, ids: [] });
    await editJob(
      t.db,
      admin,
      job.id,
      input({ jobDescription: 'Apply on WhatsApp +971 50 123 4567.', contactEmail: 'gulfcare.hr@gmail.com' }),
    );
    expect(await riskOf(job.id)).toEqual({ score: 55, ids: ['messenger-only-contact', 'free-mail-domain'] });
  });

  it('the scraper: a saved draft is scored', async () => {
    const saved = await saveScrapedJob(t.db, admin, {
      ...input({ jobDescription: 'رسوم التأشيرة على المتقدم. مقاعد محدودة.' }),
      applicationUrl: 'https://careers.gulfcare.example/1',
    });
    expect(saved.kind).toBe('saved');
    if (saved.kind === 'saved') expect(await riskOf(saved.id)).toEqual({ score: 60, ids: ['candidate-fee', 'too-good-to-be-true'] });
  });

  it('the demo seed: the suspicious pending jobs score high, no live demo job raises a signal', async () => {
    await t.db.deleteFrom('app_state').where('key', '=', 'demo_seed').execute();
    await seedDemoData(t.db);
    const rows = await t.db
      .selectFrom('jobs as j')
      .leftJoin('job_risk as r', 'r.job_id', 'j.id')
      .select(['j.job_title', 'j.status', 'r.score'])
      .execute();
    expect(rows.every((r) => r.score !== null)).toBe(true);
    const high = rows.filter((r) => r.score! >= riskRules.threshold).map((r) => `${r.job_title} (${r.status})`);
    expect(high.sort()).toEqual([
      'Accounts Payable Clerk (rejected)',
      'Crypto Trading Agent (rejected)',
      'Hotel Receptionist - Immediate Start (pending)',
      'سائق توصيل (pending)',
    ]);
    expect(rows.filter((r) => r.status === 'approved' && r.score! > 0).map((r) => r.job_title)).toEqual([]);
  });

  it('a job from before scoring is scored when the review queue lists it', async () => {
    const old = await insertJob(t.db, { status: 'pending', description: feeText });
    expect(await riskOf(old.id)).toBeUndefined();
    const { rows } = await jobsForReview(t.db, admin, { page: 1 });
    expect(rows.find((r) => r.id === old.id)).toMatchObject({ riskScore: 60 });
  });
});

describe('the rules that read other jobs', () => {
  it('salary: more than three times the live median of its occupation and country', async () => {
    await liveNurses([9000, 10000, 11000, 12000, 13000]);
    const high = await submitJob(
      t.db,
      input({ salaryMin: '40000', salaryMax: '40000', salaryCurrency: 'AED', salaryPeriod: 'month' }),
      null,
      {
        siteUrl: site,
      },
    );
    const fair = await submitJob(
      t.db,
      // From another address: the same title and place from one sender within a day is one job.
      input({
        salaryMin: '30000',
        salaryMax: '30000',
        salaryCurrency: 'AED',
        salaryPeriod: 'month',
        contactEmail: 'jobs@gulfcare.example',
      }),
      null,
      {
        siteUrl: site,
      },
    );
    expect(await riskOf(high.id)).toEqual({ score: 30, ids: ['salary-far-above-market'] });
    expect(await riskOf(fair.id)).toEqual({ score: 0, ids: [] });
    const { rows } = await jobsForReview(t.db, admin, { page: 1, status: 'pending' });
    expect(rows.find((r) => r.id === high.id)?.riskSignals[0]?.matches[0]?.words).toBe('AED 40,000 a month');
  });

  it('salary: fewer than five live jobs give no market, so no signal', async () => {
    await liveNurses([9000, 10000, 11000, 12000]);
    const job = await submitJob(
      t.db,
      input({ salaryMin: '90000', salaryMax: '90000', salaryCurrency: 'AED', salaryPeriod: 'month' }),
      null,
      {
        siteUrl: site,
      },
    );
    expect(await riskOf(job.id)).toEqual({ score: 0, ids: [] });
  });

  it('duplicate: the same description (case and spaces aside) under another company, not under the same one', async () => {
    const text =
      'Join our 24-bed adult ICU caring for post-surgical, cardiac and trauma patients with a supportive multidisciplinary team.';
    await insertJob(t.db, { company: 'Al Noor Hospital', description: text });
    const same = await submitJob(t.db, input({ companyName: 'al noor hospital', jobDescription: text }), null, { siteUrl: site });
    const other = await submitJob(
      t.db,
      input({
        companyName: 'Noor Health Recruiters',
        jobDescription: text.toUpperCase().replaceAll(' ', '  '),
        contactEmail: 'jobs@noorhealth.example', // another sender: not the same post again
      }),
      null,
      {
        siteUrl: site,
      },
    );
    expect(await riskOf(other.id)).toEqual({ score: 30, ids: ['description-under-another-company'] });
    expect(await riskOf(same.id)).toEqual({ score: 0, ids: [] });
  });
});

describe('approving a high-risk job', () => {
  const formData = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };
  const postForm = async (fields: Record<string, string>) => {
    const outcome = await server.admin.moderateJob.call(actionContext({ user: admin }), formData(fields));
    return { outcome, answer: adminFormAnswer('admin.moderateJob', new URL('/admin/review-jobs', site), outcome, formData(fields)) };
  };

  it('needs the explicit confirmation; without it the job stays pending and the page says why', async () => {
    const job = await submitJob(t.db, input({ jobDescription: feeText }), null, { siteUrl: site });
    expect(await decideJob(t.db, admin, job.id, 'approved', { siteUrl: site })).toBe('risk-unconfirmed');
    expect(await statusOf(job.id)).toBe('pending');

    const { outcome, answer } = await postForm({ id: job.id, action: 'approve' });
    expect(outcome.error?.status).toBe(409);
    expect(answer.headers.get('location')).toBe('/admin/review-jobs?notice=risk-unconfirmed');
    expect(await statusOf(job.id)).toBe('pending');

    const confirmed = await postForm({ id: job.id, action: 'approve', riskConfirmed: 'yes' });
    expect(confirmed.answer.headers.get('location')).toBe('/admin/review-jobs?notice=approved');
    expect(await statusOf(job.id)).toBe('approved');
  });

  it('a low-risk job and any rejection need no confirmation; an unscored job is scored first', async () => {
    const clean = await submitJob(t.db, input(), null, { siteUrl: site });
    expect(await decideJob(t.db, admin, clean.id, 'approved', { siteUrl: site })).toBe('updated');
    const risky = await submitJob(t.db, input({ jobTitle: 'Ward Nurse', jobDescription: feeText }), null, { siteUrl: site });
    expect(await decideJob(t.db, admin, risky.id, 'rejected', { siteUrl: site })).toBe('updated');
    const unscored = await insertJob(t.db, { status: 'pending', title: 'Old Nurse', description: feeText });
    expect(await decideJob(t.db, admin, unscored.id, 'approved', { siteUrl: site })).toBe('risk-unconfirmed');
  });

  it('decisions on one unscored job at the same moment run one after the other: one approval, no failure', async () => {
    const job = await insertJob(t.db, { status: 'pending', title: 'Twice Clicked Nurse', description: 'Ward nursing, day shifts.' });
    const bystander = await insertJob(t.db, { status: 'pending', title: 'Bystander Nurse', description: 'Clinic nursing.' });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        decideJob(t.db, admin, job.id, i % 2 ? 'approved' : 'rejected', { siteUrl: site, riskConfirmed: true }),
      ),
    );
    expect(outcomes.filter((o) => o === 'updated')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'not-pending')).toHaveLength(11);
    // A decision changes its own job only.
    expect(await statusOf(bystander.id)).toBe('pending');
    expect(await decideJob(t.db, admin, job.id, 'approved', { siteUrl: site })).toBe('not-pending');
    expect(await statusOf(bystander.id)).toBe('pending');
  });

  it('the queue sorts by risk score, highest first', async () => {
    const clean = await submitJob(t.db, input(), null, { siteUrl: site });
    const risky = await submitJob(t.db, input({ jobTitle: 'Ward Nurse', jobDescription: feeText }), null, { siteUrl: site });
    const some = await submitJob(t.db, input({ jobTitle: 'Night Nurse', jobDescription: 'Guaranteed job for the right person.' }), null, {
      siteUrl: site,
    });
    const { rows } = await jobsForReview(t.db, admin, { page: 1, sort: 'risk' });
    expect(rows.map((r) => r.id)).toEqual([risky.id, some.id, clean.id]);
  });
});

// Who may read job_risk is in the RLS matrix (tests/integration/rls-matrix.test.ts).
describe('where the scores are kept', () => {
  it('the public job view and the jobs a visitor reads carry no risk column', async () => {
    const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name in ('jobs', 'public_jobs') and column_name like '%risk%'`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
