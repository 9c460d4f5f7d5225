import { useSyncExternalStore } from 'react';
import type { Locale } from '~/i18n/locales';
import { useStore } from '@nanostores/react';
import type { PublicJob } from '~/lib/jobs/public-job';
import { cardTexts } from '~/i18n/island';
import { salaryShown } from '~/lib/jobs/salary-shown';
import { saveButtonName, savedEntryOfJob, type SavedJob } from '~/lib/saved-jobs';
import { $savedJobIds, toggleJobSavedByClick } from '~/stores/saved-jobs';

/** What a Save button stores (data-save-job), from a public job. */
export const savedJobOfPublic = (job: PublicJob, locale: Locale = 'en'): Omit<SavedJob, 'savedAt'> =>
  savedEntryOfJob(job, salaryShown(job, locale));

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** The Save button's look (src/styles/components.css). */
export const saveButtonClass = 'save-job-button';

/**
 * Save / Saved (a toggle). Hidden until JavaScript runs: inside a React island this component
 * binds itself to the store; rendered as static HTML (job pages, server-rendered lists)
 * src/scripts/save-buttons.ts binds the same markup to the same store. `repeat`: a job page's Save
 * (and the phone's Apply bar's) carries no job of its own: it reads the job from the page's Apply
 * link, or from the page's own Save (src/scripts/apply-bar.ts).
 */
export function SaveJobButton({
  job,
  className = '',
  locale = 'en',
  repeat = false,
}: {
  job: PublicJob;
  className?: string;
  locale?: Locale;
  repeat?: boolean;
}) {
  const ids = useStore($savedJobIds);
  // The first render matches the server's HTML (hidden, not pressed); the browser's state follows.
  const ready = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const saved = ready && ids.has(job.id);
  const entry = savedJobOfPublic(job, locale);
  return (
    <button
      type="button"
      hidden={!ready}
      data-save-job={repeat ? '' : JSON.stringify(entry)}
      data-bound={ready ? 'react' : undefined}
      aria-pressed={saved}
      aria-label={saveButtonName(saved, job.jobTitle, locale)}
      // One toggle per click: in an island that hydrates on first use the page script answers this
      // same button too (src/scripts/save-buttons.ts), whichever hears the click first toggles.
      onClick={(event) => toggleJobSavedByClick(event.nativeEvent, entry)}
      className={className ? `${saveButtonClass} ${className}` : saveButtonClass}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M6 3h12v18l-6-4-6 4z" />
      </svg>
      {/* The page script may have drawn it Saved before hydration (client:use): a text mismatch would
          make React 19 throw the island's server nodes away and draw it again, losing the clicks
          and typing made on them meanwhile. React draws it from the store right after. */}
      <span data-save-label="" suppressHydrationWarning>
        {saved ? cardTexts(locale).saved : cardTexts(locale).save}
      </span>
    </button>
  );
}
