// The receipt of a posted job (/post-job/submitted?ref=…): a reference a person can read out on
// the phone, the first 8 hex digits of the job's id as "3F9A-C21B". The database finds the job by
// them (public.job_receipt_title); two jobs sharing them is a 1 in 4 billion chance, and then
// the receipt names the newer one.

const referencePattern = /^([0-9a-f]{4})-?([0-9a-f]{4})$/i;

/** "3F9A-C21B" for the job 3f9ac21b-…. */
export const jobReference = (id: string): string => `${id.slice(0, 4)}-${id.slice(4, 8)}`.toUpperCase();

/** The 8 lower-case hex digits a typed or linked reference stands for; undefined when it is not one. */
export function referenceDigits(reference: string | null | undefined): string | undefined {
  const match = referencePattern.exec((reference ?? '').trim());
  return match ? `${match[1]}${match[2]}`.toLowerCase() : undefined;
}

/** The receipt's address for a job (in English; the caller puts it in the page's language). */
export const receiptPath = (submittedPath: string, id: string | undefined): string =>
  id ? `${submittedPath}?ref=${jobReference(id)}` : submittedPath;
