// A guide's checklist remembers its ticks in the browser (localStorage). What is stored is outside
// input: another version of the page, an extension or a person may have written anything there.

/** The stored shape: a version, so a later format can be told apart, and the ticked item ids. */
interface StoredTicks {
  v: 1;
  ticked: string[];
}

/** The localStorage key of one checklist. */
export const checklistStorageKey = (checklistId: string): string => `gulfjobs:checklist:${checklistId}`;

const isStoredTicks = (value: unknown): value is StoredTicks =>
  typeof value === 'object' &&
  value !== null &&
  (value as { v?: unknown }).v === 1 &&
  Array.isArray((value as { ticked?: unknown }).ticked) &&
  (value as { ticked: unknown[] }).ticked.every((id) => typeof id === 'string');

/**
 * The ticked ids among `knownIds`, read from what localStorage held (null when nothing). Anything
 * unreadable counts as nothing ticked; ids of items the checklist no longer has are dropped.
 */
export function parseTicks(stored: string | null, knownIds: readonly string[]): Set<string> {
  if (stored === null) return new Set();
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return new Set(); // not JSON: written by something else; the checklist starts empty
  }
  if (!isStoredTicks(value)) return new Set();
  const known = new Set(knownIds);
  return new Set(value.ticked.filter((id) => known.has(id)));
}

/** What to store for these ticks, in the checklist's own item order (stable output). */
export function serialiseTicks(ticked: ReadonlySet<string>, knownIds: readonly string[]): string {
  const stored: StoredTicks = { v: 1, ticked: knownIds.filter((id) => ticked.has(id)) };
  return JSON.stringify(stored);
}

/** The progress line under a checklist: "3 of 10 done", or a cheer when everything is ticked. */
export const checklistProgress = (done: number, total: number): string =>
  done === total ? `All ${total} done: you are ready.` : `${done} of ${total} done`;
