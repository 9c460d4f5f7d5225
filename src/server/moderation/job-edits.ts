import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { asUserActor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { enqueueEmail } from '~/server/mail/outbox';
import { jobColumnsFrom } from '~/server/jobs/columns';
import { scoreJob } from '~/server/jobs/risk';
import { postJobSchema } from '~/lib/post-job';
import { editableFields, jobEditDiff, type EditableField, type FieldChange } from '~/lib/job-edit-diff';
import { postingChangeEmail } from '~/lib/emails/posting-change';
import { employerPaths } from '~/lib/employer-paths';

/** A poster's change waiting in the review queue: what it changes, in words. */
export interface PendingChange {
  jobId: string;
  slug: string;
  jobTitle: string;
  companyName: string;
  status: string;
  expiresAt: Date;
  renew: boolean;
  askedAt: Date;
  changes: FieldChange[];
  /** The edit no longer passes the post form's checks (a rule changed since): it can only be rejected. */
  invalid: boolean;
}

// Every editable column but the posted date, which an edit never sets (editedColumns below).
const columnsOfJob = editableFields.filter((f): f is Exclude<EditableField, 'postedOn'> => f !== 'postedOn');

/**
 * The job columns a poster's edit sets: the post form's rules and column mapping, as for a new
 * job. The posted date is left out: with it a poster could move the expiry, which only a renewal
 * (approved by an admin) does.
 */
function editedColumns(fields: Record<string, unknown> | null) {
  if (!fields) return { ok: true as const, columns: {} };
  const parsed = postJobSchema.safeParse(fields);
  if (!parsed.success) return { ok: false as const };
  const { postedOn: _postedOn, ...columns } = jobColumnsFrom(parsed.data);
  return { ok: true as const, columns };
}

/** Every change posters wait on, oldest first, as the admin (RLS: admins read them all). */
export async function pendingChanges(db: Db, admin: SessionUser): Promise<PendingChange[]> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const rows = await jobTables(trx)
      .selectFrom('jobs as j')
      .innerJoin(
        sql<{ job_id: string; fields: Record<string, unknown> | null; renew: boolean; created_at: Date }>`public.job_edits`.as('e'),
        'e.job_id',
        'j.id',
      )
      .where('j.status', 'in', ['pending', 'approved'])
      .select(['j.id', 'j.slug', 'j.status', 'j.expiresAt', ...columnsOfJob.map((c) => `j.${c}` as const)])
      .select([
        sql<Record<string, unknown> | null>`e.fields`.as('fields'),
        sql<boolean>`e.renew`.as('renew'),
        sql<Date>`e.created_at`.as('askedAt'),
      ])
      .orderBy(sql`e.created_at`)
      .limit(100)
      .execute();
    return rows.map((row) => {
      const edited = editedColumns(row.fields);
      return {
        jobId: row.id,
        slug: row.slug,
        jobTitle: row.jobTitle,
        companyName: row.companyName,
        status: row.status,
        expiresAt: row.expiresAt,
        renew: row.renew,
        askedAt: row.askedAt,
        changes: edited.ok ? jobEditDiff(row as Partial<Record<EditableField, unknown>>, edited.columns) : [],
        invalid: !edited.ok,
      };
    });
  });
}

export type ChangeDecision = 'applied' | 'rejected' | 'not-found' | 'invalid';

/**
 * Applies or rejects a poster's open change, as the admin, in one transaction: the change is
 * taken out of the queue first (so two admins deciding at once decide it once), then an approval
 * updates the job (the jobs trigger queues the rebuild and the cache purge as for any change; a
 * renewal makes it live 30 days from now) and the poster hears of it in their form's language.
 */
export async function decideChange(
  db: Db,
  admin: SessionUser,
  jobId: string,
  decision: 'approve' | 'reject',
  { siteUrl, reason }: { siteUrl: string; reason?: string },
): Promise<ChangeDecision> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    await trx.selectFrom('jobs').select('id').where('id', '=', jobId).forUpdate().executeTakeFirst();
    // The job's row lock above serialises decisions (a poster's edit has no admin update policy to lock it by).
    const change = await trx.selectFrom('job_edits').selectAll().where('job_id', '=', jobId).executeTakeFirst();
    if (!change) return 'not-found';
    const edited = editedColumns(change.fields);
    // An edit that no longer passes the form's checks stays in the queue, to be rejected.
    if (decision === 'approve' && !edited.ok) return 'invalid';
    await trx.deleteFrom('job_edits').where('job_id', '=', jobId).execute();
    let job: { jobTitle: string; companyName: string } | undefined;
    if (decision === 'approve' && edited.ok) {
      job = await jobTables(trx)
        .updateTable('jobs')
        .set({ ...edited.columns, ...(change.renew ? { expiresAt: sql<Date>`now() + interval '30 days'` } : {}) })
        .where('id', '=', jobId)
        .where('status', 'in', ['pending', 'approved'])
        .returning(['jobTitle', 'companyName'])
        .executeTakeFirst();
      if (!job) return 'not-found';
      if (change.fields) await scoreJob(trx, jobId);
    } else {
      job = await jobTables(trx).selectFrom('jobs').select(['jobTitle', 'companyName']).where('id', '=', jobId).executeTakeFirst();
      if (!job) return 'not-found';
    }
    const poster = await trx.selectFrom('job_posters').select('email').where('job_id', '=', jobId).executeTakeFirst();
    if (poster) {
      await enqueueEmail(trx, {
        to: poster.email,
        ...postingChangeEmail({
          change: change.fields ? 'edit' : 'renewal',
          decision: decision === 'approve' ? 'approved' : 'rejected',
          jobTitle: job.jobTitle,
          companyName: job.companyName,
          reason,
          dashboardUrl: `${siteUrl}${employerPaths.dashboard}`,
          locale: change.locale,
        }),
      });
    }
    return decision === 'approve' ? 'applied' : 'rejected';
  });
}
