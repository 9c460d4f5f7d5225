import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertJob } from '../helpers/jobs';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { actionContext } from '../helpers/actions';
import { isInputError } from 'astro:actions';
import { server } from '~/actions';
import { fieldMessages } from '~/lib/action-errors';
import { closeAllDbs } from '~/server/db/client';
import { sessionUserFrom } from '~/server/auth/claims';
import { jobsForReview, lastPublishedAt } from '~/server/moderation/queries';
import { claimDueRebuilds, completeRebuilds, failRebuilds } from '~/server/rebuild/queue';

let t: TestDatabase;
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
const reader = sessionUserFrom('7f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'reader@gulfjobs.example', {});

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // the actions use the process's database
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('rebuild_requests').execute();
});

const addJob = (status: 'pending' | 'approved' = 'pending') => insertJob(t.db, { status, description: 'Intensive care.' });
const fields = {
  companyName: 'Gulf Care Hospital',
  jobTitle: 'Senior ICU Nurse',
  jobDescription: 'Intensive care, night shifts.',
  location: 'Al Wakrah, Qatar',
  salaryRange: 'QAR 12,000',
  jobPostedDate: '',
  applicationType: 'url',
  applicationUrl: 'https://careers.gulfcare.example/icu',
  contactEmail: '',
  category: '',
};
const edit = (id: string, body: Record<string, string>, user: typeof admin | null = admin) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ id, ...body })) form.append(name, value);
  return server.admin.editJob.call(actionContext({ user }), form);
};

describe('editing a job', () => {
  it('saves every field as the admin, keeps the slug, sets updated_at and queues a rebuild for a public job', async () => {
    const job = await addJob('approved');
    await t.db.deleteFrom('rebuild_requests').execute();
    const { data, error } = await edit(job.id, fields);
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      notice: 'edited',
      title: 'Job Updated Successfully!',
      job: { jobTitle: 'Senior ICU Nurse', slug: job.slug, status: 'approved' },
    });
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_name: 'Gulf Care Hospital',
      job_title: 'Senior ICU Nurse',
      location: 'Al Wakrah, Qatar',
      salary_range: 'QAR 12,000',
      application_type: 'url',
      application_url: 'https://careers.gulfcare.example/icu',
      contact_email: null,
      category: 'healthcare-medical',
      slug: 'icu-nurse-doha-qatar',
    });
    expect(row.updated_at.getTime()).toBeGreaterThan(job.updated_at.getTime());
    expect(await t.db.selectFrom('rebuild_requests').select('reason').execute()).toEqual([{ reason: `update job ${job.id}` }]);
  });

  it('editing a pending job queues no rebuild (nothing public changed)', async () => {
    const job = await addJob('pending');
    expect((await edit(job.id, fields)).data).toMatchObject({ notice: 'edited' });
    expect(await t.db.selectFrom('rebuild_requests').select('id').execute()).toEqual([]);
  });

  it("answers with the post form's messages and changes nothing when a field is wrong", async () => {
    const job = await addJob();
    const { error } = await edit(job.id, { ...fields, companyName: ' ', applicationUrl: '', contactEmail: 'not-an-email' });
    expect(isInputError(error)).toBe(true);
    expect(error?.status).toBe(400);
    expect(fieldMessages(error!)).toEqual({
      companyName: 'Company name is required',
      contactEmail: 'Invalid email address',
      applicationUrl: 'Application URL is required when External URL is selected',
    });
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirstOrThrow()).job_title).toBe(
      'ICU Nurse',
    );
  });

  it('visitors get 401, non-admins 403, an unknown job 404', async () => {
    const job = await addJob();
    expect((await edit(job.id, fields, null)).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sign in as an admin to moderate jobs.',
    });
    expect((await edit(job.id, fields, reader)).error).toMatchObject({ code: 'FORBIDDEN', message: 'Only admins can moderate jobs.' });
    expect((await edit('00000000-0000-4000-8000-000000000000', fields)).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Unknown job.',
    });
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirstOrThrow()).job_title).toBe(
      'ICU Nurse',
    );
    expect((await edit(job.id, fields)).error).toBeUndefined();
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirstOrThrow()).job_title).toBe(
      'Senior ICU Nurse',
    );
  });
});

describe('publish state of approved jobs', () => {
  const stateOf = async (id: string) => (await jobsForReview(t.db, admin, { page: 1 })).rows.find((r) => r.id === id)?.publishState;

  it('goes publishing → live when a build that started after the change finishes, and shows a failed build', async () => {
    const pending = await addJob('pending');
    expect(await stateOf(pending.id)).toBeNull();
    const job = await addJob('approved');
    expect(await stateOf(job.id)).toBe('publishing');

    const first = (await claimDueRebuilds(t.db))?.ids ?? [];
    await failRebuilds(t.db, first, 'build hook answered 500', new Date(Date.now() - 3600_000)); // its retry is due now
    expect(await stateOf(job.id)).toBe('failed');

    const retry = (await claimDueRebuilds(t.db))?.ids ?? [];
    expect(retry).toEqual(first);
    expect(await stateOf(job.id)).toBe('failed'); // "Publish failed — retrying" until a build succeeds
    await completeRebuilds(t.db, retry);
    expect(await stateOf(job.id)).toBe('live');
    const published = await lastPublishedAt(t.db, admin);
    expect(published).toBeInstanceOf(Date);

    // An edit after that build needs a new one.
    expect((await edit(job.id, fields)).error).toBeUndefined();
    expect(await stateOf(job.id)).toBe('publishing');

    await t.db
      .updateTable('jobs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', job.id)
      .execute();
    expect(await stateOf(job.id)).toBe('expired');
  });
});
