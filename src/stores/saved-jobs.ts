import { computed } from 'nanostores';
import { persistentAtom } from './persistent-atom';
import { addSavedJob, parseSavedJobs, removeSavedJob, toggleSavedJob, type SavedJob } from '~/lib/saved-jobs';

// The visitor's saved jobs, shared by every island and script of the page and by the other tabs
// (localStorage). Rules in src/lib/saved-jobs.ts.

export const savedJobsStorageKey = 'gj:saved-jobs';

export const $savedJobs = persistentAtom<SavedJob[]>(savedJobsStorageKey, [], parseSavedJobs, (list) => JSON.stringify(list));

export const $savedJobIds = computed($savedJobs, (list) => new Set(list.map((j) => j.id)));

export const saveJob = (job: Omit<SavedJob, 'savedAt'>): void => $savedJobs.set(addSavedJob($savedJobs.get(), job, new Date()));
export const unsaveJob = (id: string): void => $savedJobs.set(removeSavedJob($savedJobs.get(), id));
export const toggleJobSaved = (job: Omit<SavedJob, 'savedAt'>): void => $savedJobs.set(toggleSavedJob($savedJobs.get(), job, new Date()));

/** Clicks that have toggled a job already. */
const toggledByClick = new WeakSet<Event>();
/**
 * Toggles a job for a click on its Save button, once per click: the Save buttons of an island that
 * hydrates on first use (client:use, src/islands/hydrate-on-use.ts) are answered by the page script
 * (src/scripts/save-buttons.ts) and, once hydrated, by React as well; whichever hears the click
 * first toggles, the other sees it done.
 */
export function toggleJobSavedByClick(click: Event, job: Omit<SavedJob, 'savedAt'>): void {
  if (toggledByClick.has(click)) return;
  toggledByClick.add(click);
  toggleJobSaved(job);
}
