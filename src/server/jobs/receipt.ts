import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobReference, referenceDigits } from '~/lib/post-job-receipt';

/** What the receipt page shows: the reference as a person reads it and the job's title; undefined for an unknown reference. */
export interface Receipt {
  reference: string;
  jobTitle: string;
}

/**
 * The receipt for a reference from the page's address (?ref=3F9A-C21B), read as a visitor: the
 * database answers only the title of a job posted in the last 30 days (public.job_receipt_title).
 */
export async function receiptFor(db: Db, reference: string | null): Promise<Receipt | undefined> {
  const digits = referenceDigits(reference);
  if (!digits) return undefined;
  const { rows } = await withActor(db, visitor, (trx) =>
    sql<{ title: string | null }>`select public.job_receipt_title(${digits}) as title`.execute(trx),
  );
  const jobTitle = rows[0]?.title;
  return jobTitle ? { reference: jobReference(digits), jobTitle } : undefined;
}
