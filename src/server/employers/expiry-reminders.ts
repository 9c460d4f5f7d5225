import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import { employerSignInUrl } from '~/lib/employer-paths';
import { expiryReminderEmail } from '~/lib/emails/expiry-reminder';

/** How many reminders one run queues at most (the rest on the next run). */
const perRun = 200;

/**
 * E-mails the poster of every live job that expires within 3 days a link to renew it, once per
 * expiry: the reminder is claimed (job, expiry) in the statement that picks it, so two runs at
 * once, or a run after a renewal was refused, never send it twice. As the service, in one
 * transaction with the outbox: a reminder is recorded only with its e-mail.
 */
export async function sendExpiryReminders(db: Db, { siteUrl }: { siteUrl: string }): Promise<{ queued: number }> {
  return withActor(db, service, async (trx) => {
    const { rows } = await sql<{
      id: string;
      job_title: string;
      company_name: string;
      expires_at: Date;
      email: string;
      locale: 'en' | 'ar';
    }>`
      with due as (
        select j.id, j.job_title, j.company_name, j.expires_at, p.email, p.locale
        from public.jobs j join public.job_posters p on p.job_id = j.id
        where j.status = 'approved' and j.expires_at > now() and j.expires_at <= now() + interval '3 days'
          and not exists (select 1 from public.job_expiry_reminders r where r.job_id = j.id and r.expires_at = j.expires_at)
        order by j.expires_at
        limit ${perRun}
      ), claimed as (
        insert into public.job_expiry_reminders (job_id, expires_at)
        select id, expires_at from due
        on conflict do nothing
        returning job_id
      )
      select due.* from due join claimed on claimed.job_id = due.id`.execute(trx);
    for (const row of rows) {
      await enqueueEmail(trx, {
        to: row.email,
        ...expiryReminderEmail({
          jobTitle: row.job_title,
          companyName: row.company_name,
          expiresAt: row.expires_at,
          renewUrl: employerSignInUrl(siteUrl, { email: row.email, jobId: row.id, locale: row.locale }),
          locale: row.locale,
        }),
      });
    }
    return { queued: rows.length };
  });
}
