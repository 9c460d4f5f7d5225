import { sql } from 'kysely';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import type { Locale } from '~/i18n';
import { isUuid } from '~/lib/uuid';
import { editValues } from '~/server/moderation/review-page';

/** The post form's values as typed (the package checkboxes a list). */
export type FormValues = Record<string, string | string[]>;

export interface OwnJob {
  id: string;
  jobTitle: string;
  /** The form's values: the open edit's when one waits, else the job's own. */
  values: FormValues;
  /** An edit of it already waits for review. */
  editPending: boolean;
}

/** The fields a poster sends that are not the job's: never kept with an edit. */
const notJobFields = ['website', 'posterEmail', 'locale', 'job'];

/** Only the form's own strings and lists of strings: what the form is filled with again. */
function formValuesOf(raw: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (notJobFields.includes(name)) continue;
    if (typeof value === 'string') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.filter((v): v is string => typeof v === 'string');
  }
  return values;
}

/**
 * One of the user's own or their company's jobs as the post form shows it, read as the user
 * (RLS: a poster reads their own jobs and open edits, a member their company's). `open` asks for a job that may still be edited (pending or
 * approved); otherwise any of theirs (a copy). Undefined when it is not theirs or not open.
 */
export async function ownJobForForm(db: Db, user: SessionUser, id: string, { open }: { open: boolean }): Promise<OwnJob | undefined> {
  if (!isUuid(id)) return undefined;
  return withActor(db, asUserActor(user.claims), async (trx) => {
    let query = jobTables(trx)
      .selectFrom('jobs as j')
      .where('j.id', '=', id)
      .where(sql<boolean>`public.manages_job(j.id)`);
    if (open) query = query.where('j.status', 'in', ['pending', 'approved']);
    const job = await query
      .select([
        'j.id',
        'j.status',
        'j.companyName',
        'j.jobTitle',
        'j.jobDescription',
        'j.location',
        'j.salaryRange',
        'j.category',
        'j.applicationType',
        'j.contactEmail',
        'j.applicationUrl',
        'j.employmentType',
        'j.salaryMin',
        'j.salaryMax',
        'j.salaryCurrency',
        'j.salaryPeriod',
        'j.visa',
        'j.nationality',
        'j.packageItems',
        'j.licenceAuthority',
        'j.licenceStatus',
        'j.experienceYears',
        'j.experienceLevel',
        sql<string>`j.posted_on::text`.as('postedOn'),
      ])
      .executeTakeFirst();
    if (!job) return undefined;
    const edit = open ? await trx.selectFrom('job_edits').select('fields').where('job_id', '=', id).executeTakeFirst() : undefined;
    const { id: _id, status: _status, ...values } = editValues(job);
    return {
      id: job.id,
      jobTitle: job.jobTitle,
      values: edit?.fields ? formValuesOf(edit.fields) : formValuesOf(values),
      editPending: Boolean(edit?.fields),
    };
  });
}

/**
 * Stores the poster's edit of their pending or approved job for review, replacing an open one
 * (a renewal asked for stays asked), as the user: RLS lets a poster write only their own open
 * jobs' edits, and never the job itself, so nothing is published until an admin applies it.
 */
export async function proposeEdit(
  db: Db,
  user: SessionUser,
  id: string,
  raw: Record<string, unknown>,
  locale: Locale,
): Promise<'stored' | 'not-editable'> {
  if (!isUuid(id)) return 'not-editable';
  const fields = JSON.stringify(formValuesOf(raw));
  return withActor(db, asUserActor(user.claims), async (trx) => {
    const { rows } = await sql<{ allowed: boolean }>`select public.job_edit_allowed(${id}::uuid, false) as allowed`.execute(trx);
    if (!rows[0]?.allowed) return 'not-editable';
    await trx
      .insertInto('job_edits')
      .values({ job_id: id, fields: sql`${fields}::jsonb`, locale })
      .onConflict((oc) => oc.column('job_id').doUpdateSet({ fields: sql`${fields}::jsonb`, locale, created_at: sql`now()` }))
      .execute();
    return 'stored';
  });
}

/**
 * Asks for a renewal of the poster's job (from 3 days before its expiry until 30 days after),
 * as the user: RLS checks the window and the ownership. An open edit stays with it.
 */
export async function askRenewal(db: Db, user: SessionUser, id: string, locale: Locale): Promise<'stored' | 'not-renewable'> {
  if (!isUuid(id)) return 'not-renewable';
  return withActor(db, asUserActor(user.claims), async (trx) => {
    const { rows } = await sql<{ allowed: boolean }>`select public.job_edit_allowed(${id}::uuid, true) as allowed`.execute(trx);
    if (!rows[0]?.allowed) return 'not-renewable';
    await trx
      .insertInto('job_edits')
      .values({ job_id: id, renew: true, locale })
      .onConflict((oc) => oc.column('job_id').doUpdateSet({ renew: true }))
      .execute();
    return 'stored';
  });
}
