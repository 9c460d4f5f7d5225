import { sql } from 'kysely';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { isUuid } from '~/lib/uuid';
import { jobReference } from '~/lib/post-job-receipt';
import { postingChangesOf, type PostingChanges } from './posting-changes';
import { canWithdraw, daysLeftOf, postingStateOf, type PostingState } from '~/lib/employer-postings';

export interface Posting {
  id: string;
  reference: string;
  slug: string;
  jobTitle: string;
  companyName: string;
  location: string;
  state: PostingState;
  daysLeft: number | undefined;
  rejectionReason: string | null;
  createdAt: Date;
  withdrawable: boolean;
  /** Edit, renew and open changes (src/server/employers/job-edits.ts). */
  changes: PostingChanges;
  /** The address it was posted from, when a colleague's (undefined: the user's own). */
  postedByColleague: string | undefined;
}

/**
 * The jobs posted from the signed-in user's address and by their colleagues (the other members of
 * the job's company), newest first, read as that user: RLS lets a poster read their own jobs and
 * a member their colleagues', whatever their status (and an admin every job, hence the filter).
 */
export async function postingsOf(db: Db, user: SessionUser, now = new Date()): Promise<Posting[]> {
  const me = user.email.toLowerCase();
  const rows = await withActor(db, asUserActor(user.claims), (trx) =>
    trx
      .selectFrom('jobs as j')
      .innerJoin('job_posters as p', 'p.job_id', 'j.id')
      // A colleague's posting: posted by a member of a company the user is a member of.
      .where((eb) =>
        eb.or([
          eb('p.email', '=', me),
          sql<boolean>`exists (select 1 from public.company_members mine
                               join public.company_members poster on poster.company_id = mine.company_id
                               where mine.email = ${me} and mine.company_id = j.company_id and poster.email = p.email)`,
        ]),
      )
      .select([
        'p.email as posted_by',
        'j.id',
        'j.slug',
        'j.job_title',
        'j.company_name',
        'j.location',
        'j.status',
        'j.expires_at',
        'j.rejection_reason',
        'j.created_at',
        sql<boolean | null>`(select e.fields is not null from public.job_edits e where e.job_id = j.id)`.as('edit_pending'),
        sql<boolean | null>`(select e.renew from public.job_edits e where e.job_id = j.id)`.as('renew_pending'),
      ])
      .orderBy('j.created_at', 'desc')
      .limit(500)
      .execute(),
  );
  return rows.map((row) => {
    const state = postingStateOf(row.status, row.expires_at, now);
    return {
      id: row.id,
      reference: jobReference(row.id),
      slug: row.slug,
      jobTitle: row.job_title,
      companyName: row.company_name,
      location: row.location,
      state,
      daysLeft: daysLeftOf(state, row.expires_at, now),
      rejectionReason: row.rejection_reason,
      createdAt: row.created_at,
      withdrawable: canWithdraw(state),
      changes: postingChangesOf(row, now),
      postedByColleague: row.posted_by === me ? undefined : row.posted_by,
    };
  });
}

/**
 * Withdraws one of the user's or their company's pending or live jobs in one statement, as the
 * user: RLS lets only its poster or a member of its company set it to withdrawn. The jobs trigger then records the withdrawal and queues a
 * rebuild, as for an admin's rejection, so the page answers 404 at once.
 */
export async function withdrawOwnJob(db: Db, user: SessionUser, id: string): Promise<'withdrawn' | 'not-withdrawable'> {
  if (!isUuid(id)) return 'not-withdrawable';
  const row = await withActor(db, asUserActor(user.claims), (trx) =>
    jobTables(trx)
      .updateTable('jobs')
      .set({ status: 'withdrawn' })
      .where('id', '=', id)
      // Pending or live: an expired job is already off the site.
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'approved'), eb('expiresAt', '>', sql<Date>`now()`)])]))
      .returning('id')
      .executeTakeFirst(),
  );
  return row ? 'withdrawn' : 'not-withdrawable';
}
