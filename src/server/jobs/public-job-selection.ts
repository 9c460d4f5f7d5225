import { publicJobColumns } from '~/lib/jobs/public-job';

/**
 * A public job's select list over public.jobs. Visitors may not read contact_email; they read
 * public_contact_email, the address only while the job applies by e-mail (null otherwise).
 */
export const publicJobSelection = publicJobColumns.map((column) =>
  column === 'contactEmail' ? ('publicContactEmail as contactEmail' as const) : column,
);
