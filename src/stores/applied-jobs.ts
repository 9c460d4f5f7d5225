import { persistentAtom } from './persistent-atom';
import { addAppliedJob, addAskedJob, parseAppliedJobs, parseAskedJobs, removeAppliedJob, type AppliedJob } from '~/lib/applied-jobs';

// The jobs the visitor applied to, and the jobs already asked about, in this browser only (like
// the saved jobs). Rules in src/lib/applied-jobs.ts.

export const appliedJobsStorageKey = 'gj:applied-jobs';
export const askedJobsStorageKey = 'gj:apply-asked';

export const $appliedJobs = persistentAtom<AppliedJob[]>(appliedJobsStorageKey, [], parseAppliedJobs, (list) => JSON.stringify(list));
export const $askedJobs = persistentAtom<string[]>(askedJobsStorageKey, [], parseAskedJobs, (list) => JSON.stringify(list));

export const markApplied = (job: Omit<AppliedJob, 'appliedAt'>): void =>
  $appliedJobs.set(addAppliedJob($appliedJobs.get(), job, new Date()));
export const unmarkApplied = (id: string): void => $appliedJobs.set(removeAppliedJob($appliedJobs.get(), id));
export const markAsked = (id: string): void => $askedJobs.set(addAskedJob($askedJobs.get(), id));
