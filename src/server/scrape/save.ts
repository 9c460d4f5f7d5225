import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import { guessCategory, type PostJobInput } from '~/lib/post-job';

export type SavedDraft =
  | { kind: 'saved'; id: string; slug: string; category: string | null }
  | { kind: 'duplicate'; id: string; title: string; status: string };

/**
 * Stores a scraped draft as a pending job for review, as the admin who saved it (RLS decides):
 * it applies at the source page, its category is the reference one or the keyword guess. A page
 * already saved is not stored twice.
 */
export async function saveScrapedJob(db: Db, admin: SessionUser, input: PostJobInput & { applicationUrl: string }): Promise<SavedDraft> {
  const category = input.category ?? guessCategory(input.jobTitle, input.jobDescription) ?? null;
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const existing = await trx
      .selectFrom('jobs')
      .select(['id', 'job_title', 'status'])
      .where('application_url', '=', input.applicationUrl)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (existing) return { kind: 'duplicate', id: existing.id, title: existing.job_title, status: existing.status };
    const saved = await trx
      .insertInto('jobs')
      .values({
        company_name: input.companyName,
        job_title: input.jobTitle,
        job_description: input.jobDescription,
        location: input.location,
        salary_range: input.salaryRange ?? null,
        contact_email: null,
        category,
        application_type: 'url',
        application_url: input.applicationUrl,
        status: 'pending',
        created_by: admin.id,
      })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    return { kind: 'saved', id: saved.id, slug: saved.slug, category };
  });
}
