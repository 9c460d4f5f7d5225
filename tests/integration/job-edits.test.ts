import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { sessionUserFrom } from '~/server/auth/claims';
import { asUserActor, service, withActor } from '~/server/db/context';
import { askRenewal, ownJobForForm, proposeEdit } from '~/server/employers/job-edits';
import { postingsOf } from '~/server/employers/postings';
import { employerEditPage } from '~/server/employers/edit-handler';
import { decideChange, pendingChanges } from '~/server/moderation/job-edits';
import { jobSearchHandler } from '~/server/jobs/search-handler';

// An employer's edit waits for review while the live job stays as it is; an admin applies it (the
// page, search and sitemaps follow as for any change) or rejects it with a reason told to the
// poster. Renewal: from 3 days before expiry until 30 days after, then 30 days from approval.

const siteUrl = 'http://localhost:4321';
const dayMs = 86_400_000;

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  const employer = sessionUserFrom(crypto.randomUUID(), 'Recruiter@GulfCare.example', { role: 'employer' });
  const other = sessionUserFrom(crypto.randomUUID(), 'other@elsewhere.example', { role: 'employer' });
  const admin = sessionUserFrom(crypto.randomUUID(), 'admin@example.com', { role: 'admin' });
  const ids = { live: '', pending: '', rejected: '', withdrawn: '', othersLive: '', expiring: '', expired: '', longExpired: '' };

  const form = (overrides: Record<string, string> = {}): Record<string, string | string[]> => ({
    companyName: 'Gulf Care',
    jobTitle: 'Theatre Nurse',
    jobDescription: 'Care for patients in theatre.',
    location: 'Doha, Qatar',
    applicationType: 'email',
    contactEmail: 'hr@gulfcare.example',
    salaryMin: '9000',
    salaryMax: '12000',
    salaryCurrency: 'QAR',
    salaryPeriod: 'month',
    packageItems: [] as string[],
    ...overrides,
  });
  const job = (id: string) =>
    withActor(t.db, service, (trx) =>
      trx
        .selectFrom('jobs')
        .select(['job_title', 'status', 'expires_at', 'salary_max', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );
  const edits = () => withActor(t.db, service, (trx) => trx.selectFrom('job_edits').selectAll().execute());
  const mailsTo = (to: string) =>
    withActor(t.db, service, (trx) =>
      trx.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute(),
    );
  const searchHas = async (text: string) =>
    (await (await jobSearchHandler(new Request('http://localhost/api/jobs?q=nurse'), t.db)).text()).includes(text);

  beforeAll(async () => {
    t = await freshDatabase(grants);
    await withActor(t.db, service, async (trx) => {
      const insert = async (title: string, status: string, email: string, expiresInDays = 20) => {
        const { rows } = await sql<{ id: string }>`
          insert into public.jobs (company_name, category, job_title, job_description, location, status, contact_email, salary_min, salary_max, salary_currency, salary_period, expires_at)
          values ('Gulf Care', 'healthcare-medical', ${title}, 'Care for patients in theatre.', 'Doha, Qatar', ${status}, 'hr@gulfcare.example', 9000, 12000, 'QAR', 'month',
                  now() + ${`${expiresInDays} days`}::interval)
          returning id`.execute(trx);
        await trx.insertInto('job_posters').values({ job_id: rows[0]!.id, email }).execute();
        return rows[0]!.id;
      };
      ids.live = await insert('Theatre Nurse', 'approved', 'recruiter@gulfcare.example');
      ids.pending = await insert('Ward Nurse', 'pending', 'recruiter@gulfcare.example');
      ids.rejected = await insert('Night Nurse', 'rejected', 'recruiter@gulfcare.example');
      ids.withdrawn = await insert('Scrub Nurse', 'withdrawn', 'recruiter@gulfcare.example');
      ids.othersLive = await insert('Porter Nurse', 'approved', 'other@elsewhere.example');
      ids.expiring = await insert('School Nurse', 'approved', 'recruiter@gulfcare.example', 2);
      ids.expired = await insert('Dental Nurse', 'approved', 'recruiter@gulfcare.example', -10);
      ids.longExpired = await insert('Clinic Nurse', 'approved', 'recruiter@gulfcare.example', -40);
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('stores an edit for review; the live job stays unchanged; a newer edit replaces the open one', async () => {
    expect(await proposeEdit(t.db, employer, ids.live, form({ jobTitle: 'Senior Theater Nurse' }), 'en')).toBe('stored');
    expect(await proposeEdit(t.db, employer, ids.live, form({ jobTitle: 'Senior Theatre Nurse', salaryMax: '14000' }), 'ar')).toBe(
      'stored',
    );
    expect(await edits()).toHaveLength(1);
    expect(await job(ids.live)).toMatchObject({ job_title: 'Theatre Nurse', salary_max: 12000, status: 'approved' });
    expect(await searchHas('Senior Theatre Nurse')).toBe(false);
    expect(await searchHas('Theatre Nurse')).toBe(true);
    // The form opens with the edit waiting, and the dashboard says one waits.
    const own = await ownJobForForm(t.db, employer, ids.live, { open: true });
    expect(own).toMatchObject({ editPending: true, values: { jobTitle: 'Senior Theatre Nurse', salaryMax: '14000' } });
    expect((await postingsOf(t.db, employer)).find((p) => p.id === ids.live)!.changes).toMatchObject({ editPending: true, editable: true });
  });

  it('shows the admin what the edit changes, field by field', async () => {
    const changes = await pendingChanges(t.db, admin);
    const change = changes.find((c) => c.jobId === ids.live)!;
    expect(change.changes.map((c) => `${c.field}: ${c.before} → ${c.after}`)).toEqual([
      'jobTitle: Theatre Nurse → Senior Theatre Nurse',
      'salaryMax: 12000 → 14000',
    ]);
    expect(change.renew).toBe(false);
  });

  it('refuses an edit of a withdrawn, rejected, someone else’s or malformed job; nothing is stored', async () => {
    for (const id of [ids.withdrawn, ids.rejected, ids.othersLive, 'not-a-uuid\u0000']) {
      expect(await proposeEdit(t.db, employer, id, form({ jobTitle: 'Hijacked' }), 'en')).toBe('not-editable');
      expect(await ownJobForForm(t.db, employer, id, { open: true })).toBeUndefined();
    }
    expect((await edits()).map((e) => e.job_id)).toEqual([ids.live]);
    expect(await job(ids.othersLive)).toMatchObject({ job_title: 'Porter Nurse' });
  });

  it('RLS: a poster cannot change the job itself, nor write someone else’s edit, nor close their own', async () => {
    const asEmployer = <T>(run: Parameters<typeof withActor<T>>[2]) => withActor(t.db, asUserActor(employer.claims), run);
    const updated = await asEmployer((trx) =>
      sql`update public.jobs set job_title = 'Published by itself' where id = ${ids.live}`.execute(trx),
    ).catch((error: Error) => error.message);
    expect(typeof updated === 'string' ? updated : Number(updated.numAffectedRows)).toSatisfy(
      (outcome: unknown) => outcome === 0 || /row-level security/.test(String(outcome)),
    );
    await expect(
      asEmployer((trx) => sql`insert into public.job_edits (job_id, fields) values (${ids.othersLive}, '{}'::jsonb)`.execute(trx)),
    ).rejects.toThrow(/row-level security/);
    await expect(
      asEmployer((trx) => sql`insert into public.job_edits (job_id, fields) values (${ids.withdrawn}, '{}'::jsonb)`.execute(trx)),
    ).rejects.toThrow(/row-level security/);
    const deleted = await asEmployer((trx) => sql`delete from public.job_edits`.execute(trx));
    expect(Number(deleted.numAffectedRows)).toBe(0);
    const othersView = await withActor(t.db, asUserActor(other.claims), (trx) => trx.selectFrom('job_edits').selectAll().execute());
    expect(othersView).toEqual([]);
    expect(await job(ids.live)).toMatchObject({ job_title: 'Theatre Nurse' });
  });

  it('an admin’s approval applies the edit: search and the rebuild follow, the poster is told in their language', async () => {
    const before = await job(ids.live);
    await t.db.deleteFrom('rebuild_requests').execute();
    expect(await decideChange(t.db, admin, ids.live, 'approve', { siteUrl })).toBe('applied');
    expect(await job(ids.live)).toMatchObject({
      job_title: 'Senior Theatre Nurse',
      salary_max: 14000,
      status: 'approved',
      expires_at: before.expires_at,
    });
    expect(await searchHas('Senior Theatre Nurse')).toBe(true);
    expect(await t.db.selectFrom('rebuild_requests').select('reason').execute()).toEqual([{ reason: `update job ${ids.live}` }]);
    expect(await edits()).toEqual([]);
    const mail = (await mailsTo('recruiter@gulfcare.example')).at(-1)!;
    expect(mail.subject).toBe('تعديلاتك منشورة: Senior Theatre Nurse');
    // Decided once: a second click finds nothing to decide.
    expect(await decideChange(t.db, admin, ids.live, 'approve', { siteUrl })).toBe('not-found');
  });

  it('a rejection keeps the job as it was and tells the poster the reason', async () => {
    expect(await proposeEdit(t.db, employer, ids.pending, form({ jobTitle: 'Ward Nurse (nights)' }), 'en')).toBe('stored');
    expect(await decideChange(t.db, admin, ids.pending, 'reject', { siteUrl, reason: 'The title must not carry the shift.' })).toBe(
      'rejected',
    );
    expect(await job(ids.pending)).toMatchObject({ job_title: 'Ward Nurse', status: 'pending' });
    const mail = (await mailsTo('recruiter@gulfcare.example')).at(-1)!;
    expect(mail.subject).toBe('Your changes were not approved: Ward Nurse');
    expect(mail.text_body).toContain('Reason: The title must not carry the shift.');
  });

  it('renews from 3 days before expiry until 30 days after; live again for 30 days from the approval', async () => {
    expect(await askRenewal(t.db, employer, ids.live, 'en')).toBe('not-renewable'); // 20 days left
    expect(await askRenewal(t.db, employer, ids.longExpired, 'en')).toBe('not-renewable');
    expect(await askRenewal(t.db, employer, ids.pending, 'en')).toBe('not-renewable');
    expect(await askRenewal(t.db, other, ids.expired, 'en')).toBe('not-renewable');
    expect(await askRenewal(t.db, employer, 'x'.repeat(5000), 'en')).toBe('not-renewable');
    expect(await edits()).toEqual([]);
    expect(await askRenewal(t.db, employer, ids.expiring, 'en')).toBe('stored');
    expect(await askRenewal(t.db, employer, ids.expired, 'en')).toBe('stored');
    // Still expired while it waits: a renewal never publishes by itself.
    expect(await searchHas('Dental Nurse')).toBe(false);
    const postings = await postingsOf(t.db, employer);
    expect(postings.find((p) => p.id === ids.expired)).toMatchObject({
      state: 'expired',
      changes: { renewPending: true, renewable: false },
    });
    expect((await pendingChanges(t.db, admin)).find((c) => c.jobId === ids.expired)).toMatchObject({ renew: true, changes: [] });
    expect(await decideChange(t.db, admin, ids.expired, 'approve', { siteUrl })).toBe('applied');
    const renewed = await job(ids.expired);
    expect(Math.abs(renewed.expires_at.getTime() - (Date.now() + 30 * dayMs))).toBeLessThan(60_000);
    expect(await searchHas('Dental Nurse')).toBe(true);
    expect((await mailsTo('recruiter@gulfcare.example')).at(-1)!.subject).toBe('Your job is renewed: Dental Nurse');
  });

  it('the edit page: filled form, field problems, a NUL or someone else’s job refused with a sentence, nothing stored', async () => {
    const url = (id: string) => new URL(`http://localhost/employer/edit?job=${id}`);
    const post = (body: Record<string, string | string[]>) =>
      new Request('http://localhost/employer/edit', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      });
    const shown = await employerEditPage(new Request(url(ids.pending)), url(ids.pending), employer, t.db);
    expect(shown).toMatchObject({ kind: 'form', values: { jobTitle: 'Ward Nurse', contactEmail: 'hr@gulfcare.example' } });
    const foreign = await employerEditPage(new Request(url(ids.othersLive)), url(ids.othersLive), employer, t.db);
    expect(foreign.kind === 'refused' && foreign.response.status).toBe(404);
    expect(foreign.kind === 'refused' && (await foreign.response.text())).toContain('Only your pending or live jobs can be edited');
    const invalid = await employerEditPage(post({ ...form({ jobTitle: '' }), job: ids.pending }), url(ids.pending), employer, t.db);
    expect(invalid).toMatchObject({ kind: 'form', errors: { jobTitle: expect.any(String) } });
    const nul = await employerEditPage(post({ ...form({ jobTitle: 'A\u0000B' }), job: ids.pending }), url(ids.pending), employer, t.db);
    expect(nul.kind === 'refused' && nul.response.status).toBe(400);
    const huge = await employerEditPage(
      post({ ...form({ jobDescription: 'x'.repeat(200_000) }), job: ids.pending }),
      url(ids.pending),
      employer,
      t.db,
    );
    expect(huge.kind === 'refused' && huge.response.status).toBe(413);
    const tooLong = await employerEditPage(
      post({ ...form({ jobDescription: 'x'.repeat(20_001) }), job: ids.pending }),
      url(ids.pending),
      employer,
      t.db,
    );
    expect(tooLong).toMatchObject({ kind: 'form', errors: { jobDescription: expect.stringContaining('20,000') } });
    const withdrawn = await employerEditPage(post({ ...form(), job: ids.withdrawn }), url(ids.withdrawn), employer, t.db);
    expect(withdrawn.kind === 'refused' && withdrawn.response.status).toBe(409);
    expect(await edits()).toEqual([expect.objectContaining({ job_id: ids.expiring })]);
    const sent = await employerEditPage(
      post({ ...form({ jobTitle: 'Ward Nurse II' }), job: ids.pending }),
      url(ids.pending),
      employer,
      t.db,
    );
    expect(sent).toEqual({ kind: 'sent', location: `/employer?edited=1#job-${ids.pending}` });
    expect(await job(ids.pending)).toMatchObject({ job_title: 'Ward Nurse' });
  });
});
