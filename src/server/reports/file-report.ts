import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { rateLimitKeyOf } from '~/server/http/client-address';
import { keyedHash } from '~/server/forms/rate-limit';
import { enqueueEmail } from '~/server/mail/outbox';
import { jobReportedEmail } from '~/lib/emails/job-reported';
import { messagesFor } from '~/i18n';
import { moneyReason, reportsThatHide, type JobReportReason } from '~/lib/job-reports';

/**
 * Who reported, without keeping who: the keyed hash the rate limits use (keyedHash), of the network
 * address as they count it (an IPv6 address by its /64), under the server's secret.
 */
export const reporterKeyOf = (address: string, secret: string): string => keyedHash('job_report:reporter', rateLimitKeyOf(address), secret);

export type FiledReport = 'filed' | 'hidden' | 'already-reported' | 'not-public';

/**
 * Files a visitor's report of a public job, as the service, in one transaction: the job's row is
 * locked first, so concurrent reports count one after another. One report per address and job
 * (a second one is thanked and not stored). When the open reports saying the job asks for money
 * reach reportsThatHide, the job goes back to pending at once: the jobs trigger withdraws its page
 * and queues a rebuild, as for any job that stops being public. Admins hear of a job's first open
 * report and of a job hidden.
 */
export async function fileJobReport(
  db: Db,
  report: { jobId: string; reason: JobReportReason; note: string; address: string },
  { secret, siteUrl }: { secret: string; siteUrl: string },
): Promise<FiledReport> {
  return withActor(db, service, async (trx) => {
    const job = await trx
      .selectFrom('jobs')
      .select(['job_title as title', 'company_name as company'])
      .where('id', '=', report.jobId)
      .where('status', '=', 'approved')
      .where(sql<boolean>`expires_at > now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!job) return 'not-public';
    const inserted = await trx
      .insertInto('job_reports')
      .values({
        job_id: report.jobId,
        reason: report.reason,
        note: report.note || null,
        reporter_key: reporterKeyOf(report.address, secret),
      })
      .onConflict((oc) => oc.constraint('job_reports_one_per_reporter').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'already-reported';
    const hidden = await sql<{ id: string }>`
      update public.jobs set status = 'pending'
      where id = ${report.jobId} and status = 'approved'
        and (select count(*) from public.job_reports r
             where r.job_id = ${report.jobId} and r.reason = ${moneyReason} and r.closed_at is null) >= ${reportsThatHide}
      returning id`.execute(trx);
    const { n } = await trx
      .selectFrom('job_reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('job_id', '=', report.jobId)
      .where('closed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const isHidden = hidden.rows.length > 0;
    if (isHidden || Number(n) === 1) {
      const admins = await sql<{ email: string }>`select public.admin_emails() as email`.execute(trx);
      const reason = messagesFor('en').trust.report.reasons[report.reason];
      for (const admin of admins.rows) {
        await enqueueEmail(trx, {
          to: admin.email,
          ...jobReportedEmail({ jobTitle: job.title, companyName: job.company, reason, hidden: isHidden, siteUrl }),
        });
      }
    }
    return isHidden ? 'hidden' : 'filed';
  });
}
