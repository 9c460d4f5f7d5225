import { sql, type Transaction } from 'kysely';
import type { Database } from '~/server/db/schema';
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
  /** The post repeated a job from the last day (public.job_post_duplicate): this is that job, nothing was stored. */
  repeated?: true;
}

/** The job of the last day this post repeats (as the service, which may read it), after locking the post's key. */
async function repeatedJob(trx: Transaction<Database>, job: ReturnType<typeof jobColumnsFrom>): Promise<SubmittedJob | undefined> {
  const { contactEmail, applicationUrl, jobTitle, location } = job;
  const { rows } = await sql<{ id: string | null }>`
    select public.job_post_duplicate(${contactEmail}, ${applicationUrl}, ${jobTitle}, ${location}) as id`.execute(trx);
  const id = rows[0]?.id;
  if (!id) return undefined;
  await sql`set local role service_role`.execute(trx);
  const found = await jobTables(trx)
    .selectFrom('jobs')
    .select(['id', 'slug', 'status', 'category'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...found, status: found.status === 'approved' ? 'approved' : 'pending', repeated: true };
}

/**
 * Stores a posted job as whoever posts it, so the database decides: a visitor's or user's job is
 * pending whatever they send; a signed-in admin's is published, unless its risk score is high
 * (src/lib/risk): then it stays pending until an admin approves it despite the signals. The
 * category is guessed when none was chosen. In the same transaction: the poster's address is kept
 * (job_posters, private) and sent the receipt at once; every admin is e-mailed about a pending
 * submission. A post that repeats a job of the last day (same sender, title and location) stores
 * nothing and answers that job: the database locks the post's key first, so two posts at once make
 * one job.
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
    const repeated = await repeatedJob(trx, columns);
    if (repeated) return repeated;
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
      await trx.insertInto('job_posters').values({ job_id: id, email: posterEmail, locale }).execute();
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
