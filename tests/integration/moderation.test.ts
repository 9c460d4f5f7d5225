import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertJob } from '../helpers/jobs';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { actionContext } from '../helpers/actions';
import { server } from '~/actions';
import { adminFormAnswer } from '~/actions/admin-form-results';
import { closeAllDbs } from '~/server/db/client';
import { asUserActor, service, visitor, withActor } from '~/server/db/context';
import { sql } from 'kysely';
import { sessionUserFrom } from '~/server/auth/claims';
import type { SessionUser } from '~/server/auth/types';
import { jobsForReview } from '~/server/moderation/queries';

let t: TestDatabase;
const site = 'http://localhost:4321';
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
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('rebuild_requests').execute();
});

const addJob = async (title: string, status: 'pending' | 'approved' | 'rejected' = 'pending', company = 'Gulf Care') =>
  (await insertJob(t.db, { title, status, company })).id;
const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
const act = (id: string, fields: Record<string, string>, user: SessionUser | null = admin) =>
  server.admin.moderateJob.call(actionContext({ user }), formData({ id, ...fields }));
/** What a plain form posted to `page` with `fields` answers: the action, then the redirect back. */
const postForm = async (page: string, fields: Record<string, string>) => {
  const outcome = await server.admin.moderateJob.call(actionContext({ user: admin }), formData(fields));
  return adminFormAnswer('admin.moderateJob', new URL(page, site), outcome, formData(fields));
};

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
    const { data } = await act(id, { action: 'approve' });
    expect(data).toMatchObject({ notice: 'approved', title: 'Job Updated', text: 'Job has been approved.' });
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('approved');
    expect(await t.db.selectFrom('rebuild_requests').select('id').execute()).toHaveLength(1);
    const [mail] = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(mail).toMatchObject({ to_address: 'hr@gulfcare.example', subject: 'Your job is live: ICU Nurse', kind: 'job.approved' });
    expect(mail!.text_body).toContain(`${site}/jobs/icu-nurse-doha-qatar`);
  });

  it('rejecting sends the reason; a decided job cannot be decided again', async () => {
    const id = await addJob('Scam Job');
    expect((await act(id, { action: 'reject', reason: 'Asks applicants for a fee.' })).data).toMatchObject({ notice: 'rejected' });
    const [mail] = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(mail!.text_body).toContain('Reason: Asks applicants for a fee.');
    const again = await act(id, { action: 'approve' });
    expect(again.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Only pending jobs can be approved or rejected; this one was already decided.',
    });
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('rejected');
  });

  it('a form post without JavaScript returns to the dashboard with the notice', async () => {
    const id = await addJob('Teacher');
    const response = await postForm('/admin/review-jobs?status=pending&_action=admin.moderateJob', { id, action: 'approve' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/review-jobs?status=pending&notice=approved');
  });

  it('refuses visitors (401) and signed-in non-admins (403), and RLS would too', async () => {
    const id = await addJob('Engineer');
    expect((await act(id, { action: 'approve' }, null)).error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sign in as an admin to moderate jobs.',
    });
    expect((await act(id, { action: 'delete', confirmed: 'yes' }, reader)).error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only admins can moderate jobs.',
    });
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

  it('flags a pending job identical (company, title, location; case and spaces aside) to an approved or another pending one', async () => {
    await addJob('Staff  Nurse', 'approved', 'Gulf Care');
    const approvedSlug = (await t.db.selectFrom('jobs').select('slug').where('job_title', '=', 'Staff  Nurse').executeTakeFirstOrThrow())
      .slug;
    await addJob('staff nurse ', 'pending', ' GULF care');
    await addJob('Cook', 'pending', 'Kitchen Co');
    await addJob('COOK', 'pending', 'kitchen co');
    await addJob('Cook', 'rejected', 'Other Co');
    await addJob('Cook', 'pending', 'Other Co'); // only a rejected twin: not flagged
    const { rows } = await jobsForReview(t.db, admin, { page: 1 });
    const row = (title: string, company: string) => rows.find((r) => r.jobTitle === title && r.companyName === company)!;
    expect(row('staff nurse ', ' GULF care').duplicateOf).toEqual({ slug: approvedSlug, jobTitle: 'Staff  Nurse', status: 'approved' });
    expect(row('Cook', 'Kitchen Co').duplicateOf).toMatchObject({ jobTitle: 'COOK', status: 'pending' });
    expect(row('COOK', 'kitchen co').duplicateOf).toMatchObject({ jobTitle: 'Cook', status: 'pending' });
    expect(row('Cook', 'Other Co').duplicateOf).toBeNull();
    expect(row('Staff  Nurse', 'Gulf Care').duplicateOf).toBeNull(); // approved jobs are not flagged
  });

  it('flags a near duplicate (same company, similar title) only against live jobs, and tells only admins', async () => {
    await addJob('Registered Nurse ICU', 'approved', 'Gulf Care');
    await addJob('Unrelated Role', 'approved', 'Gulf Care');
    const near = await addJob('Registered Nurse - ICU', 'pending', 'GULF CARE');
    const otherCompany = await addJob('Registered Nurse - ICU', 'pending', 'Other Care');
    const differentTitle = await addJob('Pharmacist', 'pending', 'Gulf Care');
    const { rows } = await jobsForReview(t.db, admin, { page: 1, status: 'pending' });
    const flag = (id: string) => rows.find((r) => r.id === id)!.looksDuplicate;
    expect([flag(near), flag(otherCompany), flag(differentTitle)]).toEqual([true, false, false]);
    // The check runs with the owner's rights (an index finds the company's live jobs): anyone but an
    // admin learns nothing from it.
    const ask = (actor: Parameters<typeof withActor>[1]) =>
      withActor(
        t.db,
        actor,
        async (trx) =>
          (
            await sql<{
              flagged: boolean;
            }>`select public.job_looks_duplicate(${near}::uuid, 'Gulf Care', 'Registered Nurse - ICU') as flagged`.execute(trx)
          ).rows[0]!.flagged,
      );
    expect(await ask(asUserActor(admin.claims))).toBe(true);
    expect(await ask(asUserActor(reader.claims))).toBe(false);
    await expect(ask(visitor)).rejects.toThrow(/permission denied/);
  });

  it('a delete posted without JavaScript is asked about first, then done once confirmed', async () => {
    const id = await addJob('Keep Me');
    const asked = await postForm('/admin/review-jobs?q=keep&notice=approved&_action=admin.moderateJob', { id, action: 'delete' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe(`/admin/review-jobs?q=keep&delete=${id}#delete-job`);
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', id).execute()).toHaveLength(1);
    const done = await postForm('/admin/review-jobs?q=keep&_action=admin.moderateJob', { id, action: 'delete', confirmed: 'yes' });
    expect(done.headers.get('location')).toBe('/admin/review-jobs?q=keep&notice=deleted');
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('delete one, and delete all only with the typed confirmation', async () => {
    const id = await addJob('One');
    await addJob('Two');
    expect((await act(id, { action: 'delete', confirmed: 'yes' })).data).toMatchObject({
      notice: 'deleted',
      text: 'The job posting was deleted.',
    });
    const post = (fields: Record<string, string>) => server.admin.deleteAllJobs.call(actionContext({ user: admin }), formData(fields));
    const unconfirmed = await post({ confirm: 'yes' });
    expect(unconfirmed.error).toMatchObject({ code: 'BAD_REQUEST', message: 'Type DELETE ALL to confirm. Nothing was deleted.' });
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
    expect((await post({ confirm: 'DELETE ALL' })).data).toMatchObject({ deleted: 1, title: 'All Jobs Deleted' });
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });
});
