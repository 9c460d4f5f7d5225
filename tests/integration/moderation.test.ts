import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, visitor, withActor } from '~/server/db/context';
import { sessionUserFrom } from '~/server/auth/claims';
import { deleteAllJobsHandler, moderateJobHandler } from '~/server/moderation/handlers';
import { jobsForReview } from '~/server/moderation/queries';

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
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('rebuild_requests').execute();
});

const addJob = async (title: string, status: 'pending' | 'approved' | 'rejected' = 'pending', company = 'Gulf Care') =>
  (
    await withActor(t.db, service, (trx) =>
      trx.insertInto('jobs').values({
        company_name: company, job_title: title, job_description: 'Care.', location: 'Doha, Qatar', salary_range: null,
        contact_email: 'hr@gulfcare.example', category: 'healthcare-medical', application_url: null, status,
      }).returning('id').executeTakeFirstOrThrow(),
    )
  ).id;
const act = (id: string, body: Record<string, string>, user = admin) =>
  moderateJobHandler(new Request(`${site}/api/admin/jobs/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), t.db, user, id, site);

describe('moderation', () => {
  it('a backdated job that waited in the queue is public for 30 days from its approval', async () => {
    const id = await addJob('Night Nurse');
    const postedOn = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ posted_on: postedOn }).where('id', '=', id).execute());
    const before = await t.db.selectFrom('jobs').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(before.expires_at.getTime()).toBeLessThan(Date.now());

    await act(id, { action: 'approve' });
    const after = await t.db.selectFrom('jobs').select(['expires_at', 'posted_on']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.expires_at.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);
    expect(after.posted_on).toBe(postedOn);
    const visible = await withActor(t.db, visitor, (trx) => trx.selectFrom('jobs').select('id').where('id', '=', id).execute());
    expect(visible).toEqual([{ id }]);
  });

  it('approving a pending job publishes it, queues a rebuild and tells the poster', async () => {
    const id = await addJob('ICU Nurse');
    const response = await act(id, { action: 'approve' });
    expect(await response.json()).toMatchObject({ ok: true, title: 'Job Updated', text: 'Job has been approved.' });
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('approved');
    expect(await t.db.selectFrom('rebuild_requests').select('id').execute()).toHaveLength(1);
    const [mail] = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(mail).toMatchObject({ to_address: 'hr@gulfcare.example', subject: 'Your job is live: ICU Nurse', kind: 'job.approved' });
    expect(mail!.text_body).toContain(`${site}/jobs/icu-nurse-doha-qatar`);
  });

  it('rejecting sends the reason; a decided job cannot be decided again', async () => {
    const id = await addJob('Scam Job');
    expect((await act(id, { action: 'reject', reason: 'Asks applicants for a fee.' })).status).toBe(200);
    const [mail] = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(mail!.text_body).toContain('Reason: Asks applicants for a fee.');
    const again = await act(id, { action: 'approve' });
    expect(again.status).toBe(409);
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('rejected');
  });

  it('a form post without JavaScript returns to the dashboard with the notice', async () => {
    const id = await addJob('Teacher');
    const request = new Request(`${site}/api/admin/jobs/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'approve', back: '/admin/review-jobs?status=pending' }) });
    const response = await moderateJobHandler(request, t.db, admin, id, site);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/review-jobs?status=pending&notice=approved');
  });

  it('refuses visitors (401) and signed-in non-admins (403), and RLS would too', async () => {
    const id = await addJob('Engineer');
    expect((await act(id, { action: 'approve' }, null as never)).status).toBe(401);
    expect((await act(id, { action: 'delete' }, reader)).status).toBe(403);
    await expect(jobsForReview(t.db, reader, { page: 1 })).resolves.toMatchObject({ total: 0 }); // RLS shows a non-admin no pending job
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('lists every job for the admin, pending first, with filters, and flags a likely duplicate', async () => {
    await addJob('Registered Nurse ICU', 'approved');
    await addJob('Registered Nurse - ICU', 'pending');
    await addJob('Cook', 'rejected', 'Other Co');
    const all = await jobsForReview(t.db, admin, { page: 1 });
    expect(all.total).toBe(3);
    expect(all.rows[0]).toMatchObject({ jobTitle: 'Registered Nurse - ICU', status: 'pending', looksDuplicate: true });
    expect(all.counts).toEqual({ pending: 1, approved: 1, rejected: 1 });
    expect((await jobsForReview(t.db, admin, { page: 1, status: 'rejected' })).rows.map((r) => r.jobTitle)).toEqual(['Cook']);
    expect((await jobsForReview(t.db, admin, { page: 1, q: 'other' })).rows.map((r) => r.jobTitle)).toEqual(['Cook']);
  });

  it('a delete posted without JavaScript is asked about first, then done once confirmed', async () => {
    const id = await addJob('Keep Me');
    const form = (fields: Record<string, string>) =>
      moderateJobHandler(new Request(`${site}/api/admin/jobs/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }), t.db, admin, id, site);
    const asked = await form({ action: 'delete', back: '/admin/review-jobs?q=keep&notice=approved' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`/admin/review-jobs?q=keep&delete=${id}#delete-job`);
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', id).execute()).toHaveLength(1);
    const done = await form({ action: 'delete', confirmed: 'yes', back: '/admin/review-jobs?q=keep' });
    expect(done.headers.get('location')).toBe('/admin/review-jobs?q=keep&notice=deleted');
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('delete one, and delete all only with the typed confirmation', async () => {
    const id = await addJob('One');
    await addJob('Two');
    expect((await act(id, { action: 'delete' })).status).toBe(200);
    const post = (body: Record<string, string>) =>
      deleteAllJobsHandler(new Request(`${site}/api/admin/jobs/delete-all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), t.db, admin);
    const unconfirmed = await post({ confirm: 'yes' });
    expect(unconfirmed.status).toBe(400);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
    expect(await (await post({ confirm: 'DELETE ALL' })).json()).toMatchObject({ ok: true, deleted: 1, title: 'All Jobs Deleted' });
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
