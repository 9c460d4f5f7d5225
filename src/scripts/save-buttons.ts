import { cardTexts } from '~/i18n/island';
import { parseSavedJobs, saveButtonName } from '~/lib/saved-jobs';
import { $savedJobIds, toggleJobSaved } from '~/stores/saved-jobs';

// Binds the static Save buttons (SaveJobButton rendered without hydration: job pages, server-
// rendered lists) to the saved-jobs store. Buttons inside a React island bind themselves.

function bind(button: HTMLButtonElement) {
  if (button.dataset.bound || button.closest('astro-island')) return;
  const [job] = parseSavedJobs(
    `[${JSON.stringify({ ...JSON.parse(button.dataset.saveJob ?? 'null'), savedAt: new Date().toISOString() })}]`,
  );
  if (!job) return;
  button.dataset.bound = 'script';
  const label = button.querySelector('[data-save-label]');
  const icon = button.querySelector('svg');
  // The page's language: <html lang="ar"> on the Arabic site.
  const locale = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const show = (ids: Set<string>) => {
    const saved = ids.has(job.id);
    button.setAttribute('aria-pressed', String(saved));
    if (label) label.textContent = saved ? cardTexts(locale).saved : cardTexts(locale).save;
    button.setAttribute('aria-label', saveButtonName(saved, job.title, locale));
    icon?.setAttribute('fill', saved ? 'currentColor' : 'none');
  };
  button.addEventListener('click', () => toggleJobSaved(job));
  $savedJobIds.subscribe(show);
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
