import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

type JobStatus = 'pending' | 'approved' | 'rejected';

export interface JobInput {
  title?: string;
  status?: JobStatus;
  company?: string;
  description?: string;
  location?: string;
  category?: string | null;
  /** Posted this many days ago (40 makes an expired job); today when absent. */
  postedDaysAgo?: number;
}

/**
 * A Gulf Care nursing job in Doha (unless told otherwise) inserted as the service role (so any
 * status is allowed), with what a test needs back: its id, slug and updated_at.
 */
export const insertJob = (
  db: Db,
  {
    title = 'ICU Nurse',
    status = 'approved',
    company = 'Gulf Care',
    description = 'Care.',
    location = 'Doha, Qatar',
    category = 'healthcare-medical',
    postedDaysAgo,
  }: JobInput = {},
) =>
  withActor(db, service, (trx) =>
    trx
      .insertInto('jobs')
      .values({
        company_name: company,
        job_title: title,
        job_description: description,
        location,
        salary_range: null,
        contact_email: 'hr@gulfcare.example',
        category,
        application_url: null,
        status,
        ...(postedDaysAgo === undefined ? {} : { posted_on: sql<string>`current_date - ${postedDaysAgo}::int` }),
      })
      .returning(['id', 'slug', 'updated_at'])
      .executeTakeFirstOrThrow(),
  );
