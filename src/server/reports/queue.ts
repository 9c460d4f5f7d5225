import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import type { JobStatus } from '~/server/db/schema';
import type { JobReportReason } from '~/lib/job-reports';

// The admins' queue of reported jobs (/admin/reports), read and decided as the admin: RLS lets
// only admins read reports and change jobs.

export interface ReportedJob {
  jobId: string;
  slug: string;
  jobTitle: string;
  companyName: string;
  status: JobStatus;
  expiresAt: Date;
  /** Open reports by reason. */
  counts: Partial<Record<JobReportReason, number>>;
  reports: { reason: JobReportReason; note: string | null; createdAt: string }[];
  firstAt: Date;
  lastAt: Date;
}

/** Jobs with open reports, the most recently reported first (at most 100 jobs, 50 reports each). */
export async function reportedJobs(db: Db, admin: SessionUser): Promise<ReportedJob[]> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const { rows } = await sql<ReportedJob>`
      select j.id as "jobId", j.slug, j.job_title as "jobTitle", j.company_name as "companyName", j.status,
             j.expires_at as "expiresAt", min(r.created_at) as "firstAt", max(r.created_at) as "lastAt",
             (select json_object_agg(c.reason, c.n) from (
                select reason, count(*)::int as n from public.job_reports
                where job_id = j.id and closed_at is null group by reason) c) as counts,
             (select json_agg(json_build_object('reason', x.reason, 'note', x.note, 'createdAt', x.created_at) order by x.created_at desc)
              from (select reason, note, created_at from public.job_reports
                    where job_id = j.id and closed_at is null order by created_at desc limit 50) x) as reports
      from public.job_reports r join public.jobs j on j.id = r.job_id
      where r.closed_at is null
      group by j.id
      order by max(r.created_at) desc
      limit 100`.execute(trx);
    return rows;
  });
}

export const reportDecisions = ['dismiss', 'hide', 'delete'] as const;
export type ReportDecision = (typeof reportDecisions)[number];

/**
 * What an admin decides about a reported job, in one transaction. Dismiss: its reports are closed
 * and a job the reports hid is public again with the expiry it had (approval would otherwise give
 * it 30 more days). Hide: its reports are closed and the job is rejected. Delete: the job goes,
 * and its reports with it. False when the job does not exist (or has no open reports to dismiss).
 */
export async function decideReportedJob(db: Db, admin: SessionUser, jobId: string, decision: ReportDecision): Promise<boolean> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    if (decision === 'delete') {
      const deleted = await trx.deleteFrom('jobs').where('id', '=', jobId).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    }
    const closed = await trx
      .updateTable('job_reports')
      .set({ closed_at: sql<Date>`now()` })
      .where('job_id', '=', jobId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) return false;
    if (decision === 'hide') {
      await trx.updateTable('jobs').set({ status: 'rejected' }).where('id', '=', jobId).where('status', '<>', 'rejected').execute();
      return true;
    }
    // Only the reports hide an approved job by sending it back to pending, and only a public job can be reported.
    const { rows } = await sql<{ expires_at: Date }>`
      with before as (select expires_at from public.jobs where id = ${jobId})
      update public.jobs j set status = 'approved' from before
      where j.id = ${jobId} and j.status = 'pending'
      returning before.expires_at`.execute(trx);
    if (rows[0]) await trx.updateTable('jobs').set({ expires_at: rows[0].expires_at }).where('id', '=', jobId).execute();
    return true;
  });
}
