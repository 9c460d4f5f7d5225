import { startTransition, useActionState, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { categories } from '~/lib/categories';
import { actions, isInputError } from 'astro:actions';
import {
  draftFields,
  postJobFromDraft,
  scrapeRequestSchema,
  scrapeTexts,
  type DraftFactField,
  type DraftField,
  type ScrapedDraft,
} from '~/lib/scrape/draft';
import { emptyDraftFacts, type DraftFacts } from '~/lib/scrape/facts';
import { DraftFactsFields } from './DraftFactsFields';
import { fieldMessages, refusalMessage } from '~/lib/action-errors';
import { firstError } from '~/lib/forms';
import { showToast } from '~/scripts/toast';

type Fields = Record<DraftField, string>;
type FieldErrors = Partial<Record<DraftField | DraftFactField | 'url' | 'category', string>>;

/** What the tool shows: the draft being corrected, the field errors, the failed scrape, the job just saved. */
interface Shown {
  draft: ScrapedDraft | null;
  errors: FieldErrors;
  problem: string | null;
  saved: string | null;
}
/** A submission of one of the two forms, or Clear. */
type Intent =
  | { kind: 'scrape'; url: string | undefined; category: string | undefined }
  | { kind: 'save'; body: Fields & DraftFacts & { url: string; category: string } }
  | { kind: 'clear' };
const nothingShown: Shown = { draft: null, errors: {}, problem: null, saved: null };

const fieldSpecs: Record<DraftField, { label: string; required: boolean; max: number; hint?: string }> = {
  title: { label: 'Job title', required: true, max: 200 },
  company: { label: 'Company', required: true, max: 200 },
  location: { label: 'Location', required: true, max: 200, hint: 'e.g. Dubai, UAE' },
  salary: { label: 'Salary', required: false, max: 200, hint: 'Optional, e.g. AED 12,000 - 15,000 per month' },
  description: { label: 'Description', required: true, max: 20000 },
};

const signInAgain = () => window.location.assign(`/auth?next=${encodeURIComponent(window.location.pathname)}`);

const label = 'block text-sm font-semibold text-slate-800';
const input = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';
const primary =
  'rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
const secondary =
  'rounded-md border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/**
 * The job scraping tool: a page address and a reference category,
 * Scrape, then the draft to correct and save as a pending job. The server fetches and judges.
 */
export default function ScrapeJob() {
  const id = useId();
  const [fields, setFields] = useState<Fields | null>(null);
  const [facts, setFacts] = useState<DraftFacts>(emptyDraftFacts);
  const [submitting, setSubmitting] = useState<Intent['kind']>('scrape');
  // The address and category are read from the form itself: typed before hydration, they count.
  const urlInput = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fieldRefs = useRef<Partial<Record<DraftField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  /** A failed scrape keeps the draft on the page, if any. */
  const failScrape = (previous: Shown, message: string): Shown => {
    showToast(scrapeTexts.errorTitle, message, 'error');
    return { ...nothingShown, draft: previous.draft, problem: message };
  };
  const failSave = (previous: Shown, message: string, errors: FieldErrors = {}): Shown => {
    showToast(scrapeTexts.saveFailedTitle, message, 'error');
    const first = draftFields.find((f) => errors[f]);
    if (first) fieldRefs.current[first]?.focus();
    return { ...previous, errors };
  };
  /** Clear, and after a save: the form empty and ready for the next address. */
  const cleared = (saved: string | null): Shown => {
    setFields(null);
    if (urlInput.current) urlInput.current.value = '';
    urlInput.current?.focus();
    return { ...nothingShown, saved };
  };

  const [shown, submit, busy] = useActionState(async (previous: Shown, intent: Intent): Promise<Shown> => {
    if (intent.kind === 'clear') return cleared(null);
    if (intent.kind === 'scrape') {
      const checked = scrapeRequestSchema.safeParse({ url: intent.url, category: intent.category });
      if (!checked.success) {
        urlInput.current?.focus();
        return { ...previous, errors: { url: firstError(checked) } };
      }
      try {
        const { data, error } = await actions.admin.scrapeJob(checked.data);
        if (error?.code === 'UNAUTHORIZED') {
          signInAgain();
          return { ...nothingShown, draft: previous.draft };
        }
        if (!data) return failScrape(previous, refusalMessage(error, scrapeTexts.failure));
        setFields({
          title: data.title,
          company: data.company,
          location: data.location,
          salary: data.salary,
          description: data.description,
        });
        setFacts(data.facts);
        showToast(scrapeTexts.successTitle, scrapeTexts.success);
        return { ...nothingShown, draft: data };
      } catch {
        return failScrape(previous, scrapeTexts.failure);
      }
    }
    const checked = postJobFromDraft(intent.body);
    if (!checked.ok) return failSave(previous, checked.message, checked.fieldErrors);
    try {
      const { error } = await actions.admin.saveScrapedJob(intent.body);
      if (error?.code === 'UNAUTHORIZED') {
        signInAgain();
        return previous;
      }
      if (error && isInputError(error)) return failSave(previous, refusalMessage(error, scrapeTexts.saveFailed), fieldMessages(error));
      if (error) return failSave(previous, error.status < 500 ? refusalMessage(error, scrapeTexts.saveFailed) : scrapeTexts.saveFailed);
      showToast(scrapeTexts.savedTitle, scrapeTexts.saved);
      return cleared(intent.body.title);
    } catch {
      return failSave(previous, scrapeTexts.saveFailed);
    }
  }, nothingShown);
  const scraping = busy && submitting === 'scrape';
  const saving = busy && submitting === 'save';
  // A scrape on its way has cleared the last one's outcome, as the Scrape button is pressed.
  const { draft, errors, problem, saved } = scraping ? { ...nothingShown, draft: shown.draft } : shown;

  // Each new draft takes focus once it is on the page (a frame timer could fire before React had
  // rendered it, and focus then stayed on the disabled Scrape button).
  useEffect(() => {
    if (draft) resultHeading.current?.focus();
  }, [draft]);

  const dispatch = (intent: Intent) => {
    setSubmitting(intent.kind);
    startTransition(() => submit(intent));
  };
  function scrape(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ kind: 'scrape', url: urlInput.current?.value, category: categorySelect.current?.value });
  }
  function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft && fields)
      dispatch({ kind: 'save', body: { ...fields, ...facts, url: draft.url, category: categorySelect.current?.value ?? '' } });
  }
  const clear = () => dispatch({ kind: 'clear' });

  const describe = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-6">
      <form
        noValidate
        onSubmit={scrape}
        aria-busy={scraping}
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:p-8"
      >
        <div>
          <label htmlFor={`${id}-category`} className={label}>
            Reference category
          </label>
          <select
            ref={categorySelect}
            id={`${id}-category`}
            name="category"
            defaultValue=""
            className={input}
            aria-describedby={`${id}-category-hint`}
          >
            <option value="">Guess from the posting</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
          <p id={`${id}-category-hint`} className="mt-1 text-sm text-slate-600">
            The saved job's category. Left on Guess, it is chosen from the posting's words.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-url`} className={label}>
            Job posting URL *
          </label>
          <input
            ref={urlInput}
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="url"
            required
            maxLength={2000}
            placeholder="https://careers.example.com/jobs/123"
            name="url"
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={describe(errors.url && `${id}-url-error`, `${id}-url-hint`)}
            className={input}
          />
          {errors.url && (
            <p id={`${id}-url-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.url}
            </p>
          )}
          <p id={`${id}-url-hint`} className="mt-1 text-sm text-slate-600">
            A public job page (http or https). The server reads it; nothing is saved until you choose Save to Database.
          </p>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={`${primary} w-full sm:w-auto`}>
            {scraping ? scrapeTexts.scraping : scrapeTexts.scrape}
          </button>
        </div>
        {problem && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            <strong>{scrapeTexts.errorTitle}:</strong> {problem}
          </p>
        )}
      </form>

      {saved && (
        <p role="status" className="rounded-xl border border-brand-600 bg-brand-50 p-4 text-brand-800">
          <strong>{scrapeTexts.savedTitle}</strong> "{saved}" is pending review.{' '}
          <a href="/admin/review-jobs?status=pending" className="font-semibold underline">
            Review pending jobs
          </a>
        </p>
      )}

      {draft && fields && (
        <section aria-labelledby={`${id}-result`} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <h2 id={`${id}-result`} ref={resultHeading} tabIndex={-1} className="text-xl font-bold text-slate-900">
            Scraped job
          </h2>
          <p className="mt-1 break-all text-sm text-slate-700">
            From{' '}
            <a href={draft.url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
              {draft.url}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            . Check every field before saving: it is saved as a pending job that applies at this page.
          </p>
          <form noValidate onSubmit={save} aria-busy={saving} className="mt-5 grid gap-5 sm:grid-cols-2">
            {draftFields.map((field) => {
              const spec = fieldSpecs[field];
              const fieldId = `${id}-${field}`;
              const common = {
                id: fieldId,
                value: fields[field],
                maxLength: spec.max,
                required: spec.required,
                'aria-invalid': errors[field] ? true : undefined,
                'aria-describedby': describe(errors[field] && `${fieldId}-error`, spec.hint && `${fieldId}-hint`),
                className: field === 'description' ? `${input} min-h-[120px] font-mono text-sm` : input,
              };
              const onChange = (e: { target: { value: string } }) => setFields({ ...fields, [field]: e.target.value });
              return (
                <div key={field} className={field === 'description' ? 'sm:col-span-2' : undefined}>
                  <label htmlFor={fieldId} className={label}>
                    {spec.label}
                    {spec.required ? ' *' : ''}
                  </label>
                  {field === 'description' ? (
                    <textarea
                      {...common}
                      rows={14}
                      onChange={onChange}
                      ref={(el) => {
                        fieldRefs.current[field] = el;
                      }}
                    />
                  ) : (
                    <input
                      {...common}
                      onChange={onChange}
                      ref={(el) => {
                        fieldRefs.current[field] = el;
                      }}
                    />
                  )}
                  {errors[field] && (
                    <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {errors[field]}
                    </p>
                  )}
                  {spec.hint && (
                    <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
                      {spec.hint}
                    </p>
                  )}
                </div>
              );
            })}
            <DraftFactsFields id={`${id}-facts`} facts={facts} errors={errors} onChange={setFacts} />
            {errors.category && (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                {errors.category}
              </p>
            )}
            {draft.markdown && (
              <details className="rounded-md border border-slate-200 bg-slate-50 p-3 sm:col-span-2">
                <summary className="cursor-pointer text-sm font-semibold text-slate-800">The page as markdown</summary>
                <pre tabIndex={0} className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words text-xs text-slate-800">
                  {draft.markdown}
                </pre>
              </details>
            )}
            <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
              <button type="submit" disabled={busy} className={primary}>
                {saving ? scrapeTexts.saving : scrapeTexts.save}
              </button>
              <button type="button" disabled={busy} onClick={clear} className={secondary}>
                {scrapeTexts.clear}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
