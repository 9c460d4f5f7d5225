import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, withActor } from '~/server/db/context';
import { sessionUserFrom } from '~/server/auth/claims';
import { editJobHandler, moderateJobHandler } from '~/server/moderation/handlers';
import { jobsForReview, lastPublishedAt } from '~/server/moderation/queries';
import { claimDueRebuilds, completeRebuilds, failRebuilds } from '~/server/rebuild/queue';

let t: TestDatabase;
const site = 'http://localhost:4321';
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
const reader = sessionUserFrom('7f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'reader@gulfjobs.example', {});

beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('rebuild_requests').execute();
});

const addJob = async (status: 'pending' | 'approved' = 'pending') =>
  withActor(t.db, service, (trx) =>
    trx.insertInto('jobs').values({
      company_name: 'Gulf Care', job_title: 'ICU Nurse', job_description: 'Intensive care.', location: 'Doha, Qatar', salary_range: null,
      contact_email: 'hr@gulfcare.example', category: 'healthcare-medical', application_url: null, status,
    }).returning(['id', 'slug', 'updated_at']).executeTakeFirstOrThrow(),
  );
const fields = {
  companyName: 'Gulf Care Hospital', jobTitle: 'Senior ICU Nurse', jobDescription: 'Intensive care, night shifts.', location: 'Al Wakrah, Qatar',
  salaryRange: 'QAR 12,000', jobPostedDate: '', applicationType: 'url', applicationUrl: 'https://careers.gulfcare.example/icu', contactEmail: '', category: '',
};
const edit = (id: string, body: Record<string, unknown>, user: typeof admin | null = admin) =>
  moderateJobHandler(new Request(`${site}/api/admin/jobs/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'edit', ...body }) }), t.db, user, id, site);

describe('editing a job', () => {
  it('saves every field as the admin, keeps the slug, sets updated_at and queues a rebuild for a public job', async () => {
    const job = await addJob('approved');
    await t.db.deleteFrom('rebuild_requests').execute();
    const response = await edit(job.id, fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, title: 'Job Updated Successfully!', job: { jobTitle: 'Senior ICU Nurse', slug: job.slug, status: 'approved' } });
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_name: 'Gulf Care Hospital', job_title: 'Senior ICU Nurse', location: 'Al Wakrah, Qatar', salary_range: 'QAR 12,000',
      application_type: 'url', application_url: 'https://careers.gulfcare.example/icu', contact_email: null, category: 'healthcare-medical', slug: 'icu-nurse-doha-qatar',
    });
    expect(row.updated_at.getTime()).toBeGreaterThan(job.updated_at.getTime());
    expect(await t.db.selectFrom('rebuild_requests').select('reason').execute()).toEqual([{ reason: `update job ${job.id}` }]);
  });

  it('editing a pending job queues no rebuild (nothing public changed)', async () => {
    const job = await addJob('pending');
    expect((await edit(job.id, fields)).status).toBe(200);
    expect(await t.db.selectFrom('rebuild_requests').select('id').execute()).toEqual([]);
  });

  it("answers with the post form's messages and changes nothing when a field is wrong", async () => {
    const job = await addJob();
    const response = await edit(job.id, { ...fields, companyName: ' ', applicationUrl: '', contactEmail: 'not-an-email' });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      companyName: 'Company name is required',
      contactEmail: 'Invalid email address',
      applicationUrl: 'Application URL is required when External URL is selected',
    });
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirstOrThrow()).job_title).toBe('ICU Nurse');
  });

  it('PATCH does the same edit; visitors get 401, non-admins 403, an unknown job 404', async () => {
    const job = await addJob();
    const patch = (user: typeof admin | null, id = job.id) =>
      editJobHandler(new Request(`${site}/api/admin/jobs/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) }), t.db, user, id);
    expect((await patch(null)).status).toBe(401);
    expect((await patch(reader)).status).toBe(403);
    expect((await edit(job.id, fields, reader)).status).toBe(403);
    expect((await patch(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirstOrThrow()).job_title).toBe('ICU Nurse');
    expect((await patch(admin)).status).toBe(200);
    expect((await t.db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirstOrThrow()).job_title).toBe('Senior ICU Nurse');
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
    expect((await edit(job.id, fields)).status).toBe(200);
    expect(await stateOf(job.id)).toBe('publishing');

    await t.db.updateTable('jobs').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', job.id).execute();
    expect(await stateOf(job.id)).toBe('expired');
  });
});
