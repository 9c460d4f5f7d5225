import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { sessionUserFrom } from '~/server/auth/claims';
import { asUserActor, service, withActor } from '~/server/db/context';
import { postingsOf, withdrawOwnJob } from '~/server/employers/postings';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { withdrawnJobs } from '~/server/rebuild/queue';
import { gulfToday } from '~/lib/gulf-time';

// The employer's dashboard and Withdraw: their own postings only, in every state; withdrawing
// takes a live job out of search and onto the withdrawn list (its page 404s) at once.

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  const employer = sessionUserFrom(crypto.randomUUID(), 'Recruiter@GulfCare.example', { role: 'employer' });
  const other = sessionUserFrom(crypto.randomUUID(), 'other@elsewhere.example', { role: 'employer' });
  const ids: Record<'live' | 'pending' | 'rejected' | 'expired' | 'othersLive', string> = {
    live: '',
    pending: '',
    rejected: '',
    expired: '',
    othersLive: '',
  };

  beforeAll(async () => {
    t = await freshDatabase(grants);
    await withActor(t.db, service, async (trx) => {
      // Posted today as the post form says it, in the Gulf: from 20:00 UTC the UTC date is already yesterday there.
      const insert = async (title: string, status: string, email: string, postedOn = gulfToday()) => {
        const { rows } = await sql<{ id: string }>`
          insert into public.jobs (company_name, job_title, job_description, location, status, contact_email, rejection_reason, posted_on)
          values ('Gulf Care', ${title}, 'Care.', 'Doha, Qatar', ${status}, 'hr@gulfcare.example',
                  ${status === 'rejected' ? 'The salary is missing.' : null}, ${postedOn}::date)
          returning id`.execute(trx);
        await trx.insertInto('job_posters').values({ job_id: rows[0]!.id, email }).execute();
        return rows[0]!.id;
      };
      ids.live = await insert('Theatre Nurse', 'approved', 'recruiter@gulfcare.example');
      ids.pending = await insert('Ward Nurse', 'pending', 'recruiter@gulfcare.example');
      ids.rejected = await insert('Night Nurse', 'rejected', 'recruiter@gulfcare.example');
      ids.expired = await insert('Scrub Nurse', 'approved', 'recruiter@gulfcare.example', '2025-01-01');
      ids.othersLive = await insert('Porter', 'approved', 'other@elsewhere.example');
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('lists the employer’s own postings with their state, reason and days left; nobody else’s', async () => {
    const postings = await postingsOf(t.db, employer);
    expect(Object.fromEntries(postings.map((p) => [p.jobTitle, p.state]))).toEqual({
      'Theatre Nurse': 'live',
      'Ward Nurse': 'pending',
      'Night Nurse': 'rejected',
      'Scrub Nurse': 'expired',
    });
    const live = postings.find((p) => p.id === ids.live)!;
    expect(live.daysLeft).toBeGreaterThanOrEqual(29);
    expect(live.reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(postings.find((p) => p.id === ids.rejected)!.rejectionReason).toBe('The salary is missing.');
    expect((await postingsOf(t.db, other)).map((p) => p.jobTitle)).toEqual(['Porter']);
  });

  it('withdraws a live job: gone from /api/jobs and on the withdrawn list (its page answers 404) at once', async () => {
    const search = async () =>
      (await (await jobSearchHandler(new Request('http://localhost/api/jobs?q=nurse'), t.db)).text()).includes('Theatre Nurse');
    expect(await search()).toBe(true);
    expect(await withdrawOwnJob(t.db, employer, ids.live)).toBe('withdrawn');
    expect(await search()).toBe(false);
    expect((await withdrawnJobs(t.db)).ids).toContain(ids.live);
    expect((await postingsOf(t.db, employer)).find((p) => p.id === ids.live)).toMatchObject({ state: 'withdrawn', withdrawable: false });
  });

  it('refuses someone else’s job, a rejected, expired or withdrawn one, and a malformed id; nothing changes', async () => {
    expect(await withdrawOwnJob(t.db, employer, ids.othersLive)).toBe('not-withdrawable');
    expect(await withdrawOwnJob(t.db, employer, ids.rejected)).toBe('not-withdrawable');
    expect(await withdrawOwnJob(t.db, employer, ids.expired)).toBe('not-withdrawable');
    expect(await withdrawOwnJob(t.db, employer, ids.live)).toBe('not-withdrawable');
    expect(await withdrawOwnJob(t.db, employer, 'not-a-uuid\u0000')).toBe('not-withdrawable');
    const statuses = await withActor(t.db, service, (trx) => trx.selectFrom('jobs').select(['id', 'status']).execute());
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toMatchObject({
      [ids.othersLive]: 'approved',
      [ids.rejected]: 'rejected',
      [ids.expired]: 'approved',
    });
  });

  it('a poster may only withdraw: any other status is refused by RLS', async () => {
    await expect(
      withActor(t.db, asUserActor(employer.claims), (trx) =>
        sql`update public.jobs set status = 'approved' where id = ${ids.pending}`.execute(trx),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await withdrawOwnJob(t.db, employer, ids.pending)).toBe('withdrawn');
  });
});
