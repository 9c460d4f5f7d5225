import { parseStoredList, savedJobOf, savedJobsCap, type SavedJob } from './saved-jobs';

// Jobs the visitor said they applied to ("Did you apply?" after an apply link or e-mail draft),
// kept in the browser like the saved jobs and checked by the same rules.

/** An applied job: what a saved job keeps, with the day it was applied to instead of the day it was saved. */
export type AppliedJob = Omit<SavedJob, 'savedAt'> & {
  /** ISO timestamp. */
  appliedAt: string;
};

/** The most applied jobs kept, as many as saved ones. */
export const appliedJobsCap = savedJobsCap;

/** One entry, checked; undefined when it is not an applied job. */
export function appliedJobOf(value: unknown): AppliedJob | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const savedAt = (value as Record<string, unknown>).appliedAt;
  const job = savedJobOf({ ...value, savedAt });
  if (!job) return undefined;
  const { savedAt: appliedAt, ...rest } = job;
  return { ...rest, appliedAt };
}

/** The applied list stored as `raw` (the saved list's rules). */
export const parseAppliedJobs = (raw: string | null | undefined): AppliedJob[] => parseStoredList(raw, appliedJobOf, appliedJobsCap);

/** The list with `job` first, applied `now`; a job already there keeps its first date. */
export function addAppliedJob(list: readonly AppliedJob[], job: Omit<AppliedJob, 'appliedAt'>, now: Date): AppliedJob[] {
  if (list.some((j) => j.id === job.id)) return [...list];
  const entry = appliedJobOf({ ...job, appliedAt: now.toISOString() });
  return entry ? [entry, ...list].slice(0, appliedJobsCap) : [...list];
}

export const removeAppliedJob = (list: readonly AppliedJob[], id: string): AppliedJob[] => list.filter((j) => j.id !== id);

/** Job ids already asked "Did you apply?": kept so that a job is asked about once. */
export const askedJobsCap = 500;

export function parseAskedJobs(raw: string | null | undefined): string[] {
  if (!raw || raw.length > askedJobsCap * 120) return [];
  try {
    const body: unknown = JSON.parse(raw);
    return Array.isArray(body)
      ? body.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100).slice(-askedJobsCap)
      : [];
  } catch {
    return [];
  }
}

export const addAskedJob = (asked: readonly string[], id: string): string[] =>
  asked.includes(id) ? [...asked] : [...asked, id].slice(-askedJobsCap);
