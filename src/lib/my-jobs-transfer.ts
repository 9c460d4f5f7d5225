import { appliedJobOf, appliedJobsCap, type AppliedJob } from './applied-jobs';
import { checkedList, savedJobOf, savedJobsCap, savedJobsMaxChars, type SavedJob } from './saved-jobs';

// Moving the saved and applied lists to another device: one JSON file, written and read here.
// Reading checks the size, the file's kind and every entry; merging keeps every job already here.

/** What marks the file as ours. */
export const myJobsFileKind = 'gulf-jobs/my-jobs';
/** Both lists full and their keys: a bigger file is refused unread. */
export const myJobsFileMaxChars = savedJobsMaxChars * 2 + 1_000;

export interface MyJobs {
  saved: SavedJob[];
  applied: AppliedJob[];
}

/** The file's text. */
export const myJobsFile = (jobs: MyJobs): string => JSON.stringify({ kind: myJobsFileKind, version: 1, ...jobs }, null, 1);

/** Why a file was refused: the key of a sentence in the page's catalogue. */
export type MyJobsFileProblem = 'tooBig' | 'notJson' | 'notOurs';

/** The lists in a file, checked; a file that is too big, not JSON or not ours is refused with the reason. */
export function readMyJobsFile(text: string): { ok: true; jobs: MyJobs } | { ok: false; problem: MyJobsFileProblem } {
  if (text.length > myJobsFileMaxChars) return { ok: false, problem: 'tooBig' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (typeof body !== 'object' || body === null || (body as Record<string, unknown>).kind !== myJobsFileKind) {
    return { ok: false, problem: 'notOurs' };
  }
  const file = body as Record<string, unknown>;
  return {
    ok: true,
    jobs: { saved: checkedList(file.saved, savedJobOf, savedJobsCap), applied: checkedList(file.applied, appliedJobOf, appliedJobsCap) },
  };
}

/** `here` with the jobs of `incoming` it lacks after them; nothing here is dropped or changed. */
function mergeList<T extends { id: string }>(here: readonly T[], incoming: readonly T[], cap: number): { list: T[]; added: number } {
  const ids = new Set(here.map((j) => j.id));
  const fresh = incoming.filter((j) => !ids.has(j.id));
  const list = [...here, ...fresh].slice(0, Math.max(cap, here.length));
  return { list, added: list.length - here.length };
}

/** Both lists merged, with how many jobs each gained. */
export function mergeMyJobs(here: MyJobs, incoming: MyJobs): { jobs: MyJobs; addedSaved: number; addedApplied: number } {
  const saved = mergeList(here.saved, incoming.saved, savedJobsCap);
  const applied = mergeList(here.applied, incoming.applied, appliedJobsCap);
  return { jobs: { saved: saved.list, applied: applied.list }, addedSaved: saved.added, addedApplied: applied.added };
}
