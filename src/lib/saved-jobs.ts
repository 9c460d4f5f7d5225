import type { Locale } from '~/i18n/locales';
import { cardTexts } from '~/i18n/island';

// Saved jobs, kept in the visitor's browser (no account): the list's rules, pure. The store in
// src/stores/saved-jobs.ts binds them to localStorage and nanostores. Hand-written checks instead
// of zod keep the job page's script small.

/** What a saved job keeps: enough to list it without asking the server. */
export interface SavedJob {
  id: string;
  slug: string;
  title: string;
  company: string;
  location: string;
  /** ISO timestamp. */
  savedAt: string;
  /** ISO timestamp; after it the job is closed. */
  expiresAt: string;
  /** The salary as the card showed it, when it named one. */
  salary?: string;
}

/** What a Save button, or "Did you apply?", keeps of a job; `salary` as the page showed it. */
export const savedEntryOfJob = (
  job: { id: string; slug: string; jobTitle: string; companyName: string; location: string; expiresAt: string },
  salary: string | null | undefined,
): Omit<SavedJob, 'savedAt'> => ({
  id: job.id,
  slug: job.slug,
  title: job.jobTitle,
  company: job.companyName,
  location: job.location,
  expiresAt: job.expiresAt,
  ...(salary ? { salary: salary.slice(0, 200) } : {}),
});

/** The most jobs kept; saving one more drops the oldest. */
export const savedJobsCap = 200;
/** Storage is refused beyond this many characters (a tampered or runaway value). */
export const savedJobsMaxChars = 200_000;

const text = (value: unknown, max = 500): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** One stored entry, checked; undefined when it is not a saved job. */
export function savedJobOf(value: unknown): SavedJob | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (!text(v.id, 100) || !text(v.slug, 300) || !text(v.title) || !text(v.savedAt, 40) || !text(v.expiresAt, 40)) return undefined;
  if (Number.isNaN(Date.parse(v.savedAt)) || Number.isNaN(Date.parse(v.expiresAt))) return undefined;
  const company = typeof v.company === 'string' ? v.company.slice(0, 500) : '';
  const location = typeof v.location === 'string' ? v.location.slice(0, 500) : '';
  const entry: SavedJob = { id: v.id, slug: v.slug, title: v.title, company, location, savedAt: v.savedAt, expiresAt: v.expiresAt };
  if (text(v.salary, 200)) entry.salary = v.salary;
  return entry;
}

/** Entries checked one by one, first of each id kept, at most `cap`. */
export function checkedList<T extends { id: string }>(body: unknown, check: (value: unknown) => T | undefined, cap: number): T[] {
  if (!Array.isArray(body)) return [];
  const seen = new Set<string>();
  const list: T[] = [];
  for (const value of body) {
    const entry = check(value);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    list.push(entry);
    if (list.length === cap) break;
  }
  return list;
}

/** A list stored as `raw`: absent, corrupt or oversized storage is an empty list; bad entries and repeats are dropped. */
export function parseStoredList<T extends { id: string }>(
  raw: string | null | undefined,
  check: (value: unknown) => T | undefined,
  cap: number,
): T[] {
  if (!raw || raw.length > savedJobsMaxChars) return [];
  try {
    return checkedList(JSON.parse(raw), check, cap);
  } catch {
    return [];
  }
}

/** The saved list stored as `raw` (parseStoredList's rules). */
export const parseSavedJobs = (raw: string | null | undefined): SavedJob[] => parseStoredList(raw, savedJobOf, savedJobsCap);

/** The list with `job` first (newest first), once, and at most savedJobsCap long. */
export function addSavedJob(list: readonly SavedJob[], job: Omit<SavedJob, 'savedAt'>, now: Date): SavedJob[] {
  const entry = savedJobOf({ ...job, savedAt: now.toISOString() });
  if (!entry) return [...list];
  return [entry, ...list.filter((j) => j.id !== job.id)].slice(0, savedJobsCap);
}

export const removeSavedJob = (list: readonly SavedJob[], id: string): SavedJob[] => list.filter((j) => j.id !== id);

export const isSavedJob = (list: readonly SavedJob[], id: string): boolean => list.some((j) => j.id === id);

/** Saves the job, or removes it when it is saved. */
export const toggleSavedJob = (list: readonly SavedJob[], job: Omit<SavedJob, 'savedAt'>, now: Date): SavedJob[] =>
  isSavedJob(list, job.id) ? removeSavedJob(list, job.id) : addSavedJob(list, job, now);

/** Closed: past its expiry, or withdrawn from the site (rejected, deleted) by the list of /api/withdrawn-jobs. */
export function isClosedJob(
  job: Pick<SavedJob, 'id' | 'slug' | 'expiresAt'>,
  now: Date,
  withdrawn?: { slugs: readonly string[]; ids: readonly string[] },
): boolean {
  if (Date.parse(job.expiresAt) <= now.getTime()) return true;
  return withdrawn ? withdrawn.ids.includes(job.id.toLowerCase()) || withdrawn.slugs.includes(job.slug.toLowerCase()) : false;
}

/** A Save button's accessible name: its visible word and the job's title. */
export const saveButtonName = (saved: boolean, title: string, locale: Locale = 'en'): string =>
  `${saved ? cardTexts(locale).saved : cardTexts(locale).save}: ${title}`;
