import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import type { SessionUser } from '~/server/auth/types';
import type { PostJobInput } from '~/lib/post-job';
import { jobColumnsFrom } from '~/server/jobs/columns';
import { scoreJob } from '~/server/jobs/risk';

export type SavedDraft =
  { kind: 'saved'; id: string; slug: string; category: string | null } | { kind: 'duplicate'; id: string; title: string; status: string };

/**
 * Stores a scraped draft as a pending job for review, as the admin who saved it (RLS decides):
 * it applies at the source page, its category is the reference one or the keyword guess. A page
 * already saved is not stored twice. The job is scored for risk in the same transaction.
 */
export async function saveScrapedJob(db: Db, admin: SessionUser, input: PostJobInput & { applicationUrl: string }): Promise<SavedDraft> {
  // A scraped job applies at its source page; the posted date is the database's default (today).
  const columns = jobColumnsFrom({ ...input, applicationType: 'url', contactEmail: undefined, jobPostedDate: undefined });
  const { category } = columns;
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const jobs = jobTables(trx);
    const existing = await jobs
      .selectFrom('jobs')
      .select(['id', 'jobTitle', 'status'])
      .where('applicationUrl', '=', input.applicationUrl)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    if (existing) return { kind: 'duplicate', id: existing.id, title: existing.jobTitle, status: existing.status };
    const saved = await jobs
      .insertInto('jobs')
      .values({
        ...columns,
        status: 'pending',
        createdBy: admin.id,
      })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    await scoreJob(trx, saved.id);
    return { kind: 'saved', id: saved.id, slug: saved.slug, category };
  });
}
