import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

type JobStatus = 'pending' | 'approved' | 'rejected';

/**
 * A Gulf Care nursing job in Doha inserted as the service role (so any status is allowed), with
 * what a test needs back: its id, slug and updated_at.
 */
export const insertJob = (
  db: Db,
  {
    title = 'ICU Nurse',
    status = 'approved',
    company = 'Gulf Care',
    description = 'Care.',
  }: { title?: string; status?: JobStatus; company?: string; description?: string } = {},
) =>
  withActor(db, service, (trx) =>
    trx
      .insertInto('jobs')
      .values({
        company_name: company,
        job_title: title,
        job_description: description,
        location: 'Doha, Qatar',
        salary_range: null,
        contact_email: 'hr@gulfcare.example',
        category: 'healthcare-medical',
        application_url: null,
        status,
      })
      .returning(['id', 'slug', 'updated_at'])
      .executeTakeFirstOrThrow(),
  );
