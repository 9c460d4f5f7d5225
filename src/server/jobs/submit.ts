import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import type { SessionUser } from '~/server/auth/types';
import { enqueueEmail } from '~/server/mail/outbox';
import type { PostJobInput } from '~/lib/post-job';
import { jobColumnsFrom } from './columns';
import { jobSubmittedEmail } from '~/lib/emails/job-submitted';
import { jobReceivedEmail } from '~/lib/emails/job-received';
import { employerSignInUrl } from '~/lib/employer-paths';
import type { Locale } from '~/i18n';
import { isHighRisk } from '~/lib/risk/signals';
import { scoreJob } from './risk';

export interface SubmittedJob {
  id: string;
  slug: string;
  status: 'pending' | 'approved';
  category: string | null;
  /** An admin's job held back for review: how many risk signals it raised (absent when none held it). */
  heldForRisk?: number;
}

/**
 * Stores a posted job as whoever posts it, so the database decides: a visitor's or user's job is
 * pending whatever they send; a signed-in admin's is published, unless its risk score is high
 * (src/lib/risk): then it stays pending until an admin approves it despite the signals. The
 * category is guessed when none was chosen. In the same transaction: the poster's address is kept
 * (job_posters, private) and sent the receipt at once; every admin is e-mailed about a pending submission.
 */
export async function submitJob(
  db: Db,
  input: PostJobInput,
  poster: SessionUser | null,
  { siteUrl, locale = 'en' }: { siteUrl: string; locale?: Locale },
): Promise<SubmittedJob> {
  const columns = jobColumnsFrom(input);
  const { category } = columns;
  const actor = poster ? asUserActor(poster.claims) : visitor;
  return withActor(db, actor, async (trx) => {
    const id = crypto.randomUUID();
    await jobTables(trx)
      .insertInto('jobs')
      .values({
        id,
        ...columns,
        // Even an admin's job is stored pending and published only once it is scored (below).
        status: 'pending',
        ...(poster ? { createdBy: poster.id } : {}),
      })
      .execute();
    // The insert was the poster's own; what follows is the service's work in the same
    // transaction (the poster may not read a pending job back, nor the admins' addresses).
    await sql`set local role service_role`.execute(trx);
    const risk = await scoreJob(trx, id);
    const held = risk !== undefined && isHighRisk(risk.score);
    if (poster?.isAdmin && !held) {
      await trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', id).execute();
    }
    const posterEmail = (input.posterEmail ?? input.contactEmail)?.toLowerCase();
    if (posterEmail) {
      await trx.insertInto('job_posters').values({ job_id: id, email: posterEmail }).execute();
    }
    // An admin posting on the employer's behalf needs no receipt.
    if (posterEmail && !poster?.isAdmin) {
      await enqueueEmail(trx, {
        to: posterEmail,
        ...jobReceivedEmail({
          id,
          jobTitle: input.jobTitle,
          companyName: input.companyName,
          signInUrl: employerSignInUrl(siteUrl, { email: posterEmail, jobId: id, locale }),
          locale,
        }),
      });
    }
    const stored = await trx.selectFrom('jobs').select(['slug', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    if (stored.status === 'pending') {
      const admins = await sql<{ email: string }>`select public.admin_emails() as email`.execute(trx);
      for (const admin of admins.rows) {
        await enqueueEmail(trx, {
          to: admin.email,
          ...jobSubmittedEmail({ jobTitle: input.jobTitle, companyName: input.companyName, location: input.location, category, siteUrl }),
        });
      }
    }
    return {
      id,
      slug: stored.slug,
      status: stored.status === 'approved' ? 'approved' : 'pending',
      category,
      ...(poster?.isAdmin && held ? { heldForRisk: risk.signals.length } : {}),
    };
  });
}
