import { cardTexts } from '~/i18n/island';
import { saveButtonName, savedJobOf, type SavedJob } from '~/lib/saved-jobs';
import { $savedJobIds, toggleJobSavedByClick } from '~/stores/saved-jobs';
import { jobDataOf } from './apply-bar';

// Binds the static Save buttons (SaveJobButton rendered without hydration: job pages, server-
// rendered lists) to the saved-jobs store. Buttons inside a React island bind themselves.

/** The job a Save button stores (its data-save-job), checked as the saved list checks it; throws on JSON that does not parse. */
export const savedEntryOfButton = (json: string | undefined): SavedJob | undefined =>
  savedJobOf({ ...JSON.parse(json ?? 'null'), savedAt: new Date().toISOString() });

/** Draws a Save button saved or not: pressed, its word and name in the page's language (<html lang="ar"> on the Arabic site), its icon filled. */
export function showSaveButton(button: HTMLElement, saved: boolean, title: string): void {
  const locale = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  button.setAttribute('aria-pressed', String(saved));
  const label = button.querySelector('[data-save-label]');
  if (label) label.textContent = saved ? cardTexts(locale).saved : cardTexts(locale).save;
  button.setAttribute('aria-label', saveButtonName(saved, title, locale));
  button.querySelector('svg')?.setAttribute('fill', saved ? 'currentColor' : 'none');
}

/**
 * An island that hydrates on first use (client:use, src/islands/hydrate-on-use.ts): its Save
 * buttons are bound here from the page's load, so a click works before, while and after it
 * hydrates. Hydration keeps these nodes (SaveJobButton's label matches whatever was drawn here), so
 * this listener stays; once hydrated React answers the same click too, and the two toggle once
 * between them (toggleJobSavedByClick). React marks the button its own (data-bound="react") when it
 * draws it with the browser's state; from then on React alone draws it.
 */
const waitingIsland = 'astro-island[client="use"]';

function bind(button: HTMLButtonElement) {
  const island = button.closest('astro-island');
  if (button.dataset.bound || (island && !island.matches(waitingIsland))) return;
  const job = savedEntryOfButton(jobDataOf(button, 'saveJob'));
  if (!job) return;
  button.dataset.bound = 'script';
  button.addEventListener('click', (event) => toggleJobSavedByClick(event, job));
  $savedJobIds.subscribe((ids) => {
    if (button.dataset.bound === 'script') showSaveButton(button, ids.has(job.id), job.title);
  });
  button.hidden = false;
}

export function setUpSaveButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-save-job]')) {
    try {
      bind(button);
    } catch (error) {
      console.error('a Save button has unreadable job data', error);
    }
  }
}
