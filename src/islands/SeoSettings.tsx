import { startTransition, useActionState, useId, useMemo, useRef, useState } from 'react';
import TabList from './TabList';
import { actions, isInputError } from 'astro:actions';
import {
  lengthAdvice,
  seoLimits,
  seoOverrideInputSchema,
  seoStatuses,
  seoStatusOf,
  type SeoStatus,
  type StoredSeoOverride,
} from '~/lib/seo/overrides';
import { fieldErrorsOf } from '~/lib/field-errors';
import { fieldMessages, refusalMessage } from '~/lib/action-errors';
import { firstError } from '~/lib/forms';
import type { SeoPageRow } from '~/lib/pages/seo-list';
import { searchSeoPages } from '~/lib/seo/page-search';
import type { Locale } from '~/i18n/locales';
import { gulfTimeZone } from '~/lib/gulf-time';

interface Props {
  pages: SeoPageRow[];
  /** The page selected at first (the first in the list otherwise). */
  initialPath?: string;
}

type Tab = 'basic' | 'social' | 'advanced';
const tabs: { id: Tab; label: string }[] = [
  { id: 'basic', label: 'Basic' },
  { id: 'social', label: 'Social' },
  { id: 'advanced', label: 'Advanced' },
];

interface Draft {
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  noindex: boolean;
}

type Notice = { ok: boolean; text: string } | undefined;

/** What the editor shows after Save Changes or Reset, for the page selection it was made in. */
interface Outcome {
  selection: number;
  notice?: Notice;
  fieldErrors: Record<string, string>;
}
/** A submission of the editor: its form (save) or the reset button. */
type Intent = { kind: 'save'; path: string; draft: Draft; selection: number } | { kind: 'reset'; path: string; selection: number };
const checkFields = 'Please check the fields.';

const draftOf = (o: StoredSeoOverride | null): Draft => ({
  title: o?.title ?? '',
  description: o?.description ?? '',
  keywords: o?.keywords.join(', ') ?? '',
  ogTitle: o?.ogTitle ?? '',
  ogDescription: o?.ogDescription ?? '',
  ogImage: o?.ogImage ?? '',
  noindex: o?.noindex ?? false,
});

const badgeClass: Record<SeoStatus, string> = {
  optimized: 'bg-brand-100 text-brand-800',
  'needs-review': 'bg-amber-100 text-amber-900',
  draft: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({ status }: { status: SeoStatus }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[status]}`}>{status}</span>;
}

/** The language filter of the list: every page, or one language's (the Arabic mirrors sit under /ar). */
const languages: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'Arabic' },
];

const inputClass = 'w-full rounded-md border border-slate-300 px-3 py-2 font-normal text-slate-900';

/**
 * SEO settings: the page list with search and status, and the selected page's override in three
 * tabs. Save Changes validates with the action's own schema, then actions.admin.saveSeoOverride stores it
 * (and the database queues a rebuild).
 */
export default function SeoSettings({ pages: initialPages, initialPath }: Props) {
  const [pages, setPages] = useState(initialPages);
  const [query, setQuery] = useState('');
  const [selectedPath, setSelectedPath] = useState(
    initialPath && initialPages.some((p) => p.path === initialPath) ? initialPath : initialPages[0]?.path,
  );
  const selected = pages.find((p) => p.path === selectedPath);
  const [draft, setDraft] = useState<Draft>(draftOf(selected?.override ?? null));
  const [tab, setTab] = useState<Tab>('basic');
  // Selecting a page starts afresh: an outcome shows only in the selection it was made in.
  const [selection, setSelection] = useState(0);
  const [submitting, setSubmitting] = useState<Intent['kind']>('save');
  const editorRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  const [statusFilter, setStatusFilter] = useState<SeoStatus | ''>('');
  const [languageFilter, setLanguageFilter] = useState<Locale | ''>('');
  const withStatus = useMemo(() => pages.map((p) => ({ ...p, status: seoStatusOf(p.override ?? undefined) })), [pages]);
  const visible = useMemo(
    () =>
      searchSeoPages(withStatus, query).filter(
        (p) => (!statusFilter || p.status === statusFilter) && (!languageFilter || p.locale === languageFilter),
      ),
    [withStatus, query, statusFilter, languageFilter],
  );
  const countOf = (status: SeoStatus) => withStatus.filter((p) => p.status === status).length;
  const languageCount = (locale: Locale) => pages.filter((p) => p.locale === locale).length;

  const select = (path: string) => {
    const page = pages.find((p) => p.path === path);
    setSelectedPath(path);
    setDraft(draftOf(page?.override ?? null));
    setSelection((n) => n + 1);
    setTab('basic');
    // On a phone the editor is below the list: take the reader there.
    requestAnimationFrame(() => editorRef.current?.focus());
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const updateRow = (path: string, override: StoredSeoOverride | null) =>
    setPages((list) => list.map((p) => (p.path === path ? { ...p, override } : p)));

  const [outcome, submit, busy] = useActionState(
    async (previous: Outcome, intent: Intent): Promise<Outcome> => {
      const { selection } = intent;
      if (intent.kind === 'reset') {
        // A reset leaves the field errors of the same selection as they are.
        const { fieldErrors } = previous.selection === selection ? previous : { fieldErrors: {} };
        try {
          const { data, error } = await actions.admin.deleteSeoOverride({ path: intent.path });
          if (!data) {
            return {
              selection,
              fieldErrors,
              notice: {
                ok: false,
                text: refusalMessage(error, `The override could not be removed (error ${error.status}). Please try again.`),
              },
            };
          }
          updateRow(intent.path, null);
          setDraft(draftOf(null));
          return { selection, fieldErrors, notice: { ok: true, text: data.message } };
        } catch {
          return {
            selection,
            fieldErrors,
            notice: {
              ok: false,
              text: 'The override could not be removed: the server did not answer. Check your connection and try again.',
            },
          };
        }
      }
      const parsed = seoOverrideInputSchema.safeParse({ path: intent.path, ...intent.draft });
      if (!parsed.success)
        return { selection, fieldErrors: fieldErrorsOf(parsed.error), notice: { ok: false, text: firstError(parsed) ?? checkFields } };
      try {
        const { data, error } = await actions.admin.saveSeoOverride(parsed.data);
        if (!data) {
          const fallback = isInputError(error) ? checkFields : `The changes could not be saved (error ${error.status}). Please try again.`;
          return { selection, fieldErrors: fieldMessages(error), notice: { ok: false, text: refusalMessage(error, fallback) } };
        }
        updateRow(intent.path, data.override);
        setDraft(draftOf(data.override));
        return { selection, fieldErrors: {}, notice: { ok: true, text: data.message } };
      } catch {
        return {
          selection,
          fieldErrors: {},
          notice: { ok: false, text: 'The changes could not be saved: the server did not answer. Check your connection and try again.' },
        };
      }
    },
    { selection: 0, fieldErrors: {} },
  );

  const dispatch = (intent: Intent) => {
    setSubmitting(intent.kind);
    startTransition(() => submit(intent));
  };
  const save = () => {
    if (selected) dispatch({ kind: 'save', path: selected.path, draft, selection });
  };
  const reset = () => {
    if (!selected?.override) return;
    if (!window.confirm(`Remove the override for ${selected.path}? The page goes back to its built-in title and description.`)) return;
    dispatch({ kind: 'reset', path: selected.path, selection });
  };
  // While a submission runs its notice is gone, and a save clears the field errors.
  const current = outcome.selection === selection;
  const notice = current && !busy ? outcome.notice : undefined;
  const fieldErrors = current && !(busy && submitting === 'save') ? outcome.fieldErrors : {};

  const counter = (value: string, limit: number, counterId: string) => {
    const advice = lengthAdvice(value.trim().length, limit);
    return (
      <p id={counterId} className={`mt-1 text-xs ${advice.over ? 'font-semibold text-amber-800' : 'text-slate-600'}`}>
        {advice.text}
      </p>
    );
  };
  const error = (field: string) =>
    fieldErrors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {fieldErrors[field]}
      </p>
    ) : null;
  const described = (field: string, extra?: string) =>
    [extra, fieldErrors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr]">
      <section aria-labelledby={`${id}-pages`} className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id={`${id}-pages`} className="text-lg font-semibold text-slate-900">
          Pages
        </h2>
        <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-slate-700">
          Search pages
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name or path, e.g. uae"
            className={inputClass}
          />
        </label>
        <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-slate-700">
          Status
          <select
            value={statusFilter}
            onChange={(e) => setStatusFilter(e.target.value as SeoStatus | '')}
            className={`${inputClass} bg-white`}
          >
            <option value="">All statuses</option>
            {seoStatuses.map((status) => (
              <option key={status} value={status}>
                {status} ({countOf(status)})
              </option>
            ))}
          </select>
        </label>
        <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-slate-700">
          Language
          <select
            value={languageFilter}
            onChange={(e) => setLanguageFilter(e.target.value as Locale | '')}
            className={`${inputClass} bg-white`}
          >
            <option value="">All languages</option>
            {languages.map(({ value, label }) => (
              <option key={value} value={value}>
                {label} ({languageCount(value)})
              </option>
            ))}
          </select>
        </label>
        <p className="mt-2 text-xs text-slate-600" aria-live="polite">
          {visible.length === pages.length ? `${pages.length} pages` : `${visible.length} of ${pages.length} pages`}
        </p>
        {visible.length === 0 ? (
          <p className="mt-3 rounded-md border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">
            No page matches this search.
          </p>
        ) : (
          <ul className="mt-2 max-h-[28rem] space-y-1 overflow-y-auto pe-1 lg:max-h-[40rem]">
            {visible.map((page, index) => {
              const current = page.path === selectedPath;
              // An Arabic page sits indented under its English page when both are shown.
              const underPair = page.locale === 'ar' && visible[index - 1]?.path === page.pairPath;
              return (
                <li key={page.path} className={underPair ? 'ms-4 border-s-2 border-slate-200 ps-1' : undefined}>
                  <button
                    type="button"
                    onClick={() => select(page.path)}
                    aria-current={current ? 'true' : undefined}
                    className={`flex w-full items-start justify-between gap-2 rounded-md px-3 py-2 text-start text-sm ${current ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-slate-50'}`}
                  >
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{page.name}</span>
                      <span className="block break-all text-xs text-slate-600">{page.path}</span>
                    </span>
                    <StatusBadge status={page.status} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {selected ? (
        <section aria-labelledby={`${id}-editor`} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={`${id}-editor`} ref={editorRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
                {selected.name}
              </h2>
              <p className="break-all text-sm text-slate-600">
                <a href={selected.path} className="text-brand-700 underline">
                  {selected.path}
                </a>
                {selected.override
                  ? ` · saved ${new Date(selected.override.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: gulfTimeZone })} (Gulf time)`
                  : ' · no override yet: the page uses its built-in metadata'}
              </p>
              {selected.pairPath && (
                <button
                  type="button"
                  onClick={() => select(selected.pairPath!)}
                  className="mt-1 min-h-11 text-start text-sm font-medium text-brand-700 underline"
                >
                  {selected.locale === 'ar' ? 'Edit the English page' : 'Edit the Arabic page'} ({selected.pairPath})
                </button>
              )}
            </div>
            <StatusBadge status={seoStatusOf(selected.override ?? undefined)} />
          </div>
          {(selected.title ?? selected.description) && (
            <dl className="mt-3 space-y-1 rounded-md bg-slate-50 p-3 text-sm">
              {selected.title && (
                <div>
                  <dt className="font-medium text-slate-700">Built-in title</dt>
                  <dd lang={selected.locale} dir="auto" className="text-slate-900">
                    {selected.title}
                  </dd>
                </div>
              )}
              {selected.description && (
                <div>
                  <dt className="font-medium text-slate-700">Built-in description</dt>
                  <dd lang={selected.locale} dir="auto" className="text-slate-900">
                    {selected.description}
                  </dd>
                </div>
              )}
            </dl>
          )}

          <TabList
            tabs={tabs}
            selected={tab}
            onSelect={setTab}
            idBase={id}
            label="Settings"
            className="mt-5 flex gap-1 border-b border-slate-200"
            tabClassName="-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold"
          />

          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <div
              role="tabpanel"
              id={`${id}-panel-basic`}
              aria-labelledby={`${id}-tab-basic`}
              hidden={tab !== 'basic'}
              className="space-y-5 pt-5"
            >
              <div>
                <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-700">
                  Title
                </label>
                <input
                  id={`${id}-title`}
                  dir="auto"
                  value={draft.title}
                  onChange={(e) => set('title', e.target.value)}
                  placeholder={selected.title ?? 'The page’s own title'}
                  aria-describedby={described('title', `${id}-title-count`)}
                  aria-invalid={fieldErrors.title ? true : undefined}
                  className={`mt-1 ${inputClass}`}
                />
                {counter(draft.title, seoLimits.title, `${id}-title-count`)}
                {error('title')}
              </div>
              <div>
                <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-700">
                  Description
                </label>
                <textarea
                  id={`${id}-description`}
                  dir="auto"
                  rows={3}
                  value={draft.description}
                  onChange={(e) => set('description', e.target.value)}
                  placeholder={selected.description ?? 'The page’s own description'}
                  aria-describedby={described('description', `${id}-description-count`)}
                  aria-invalid={fieldErrors.description ? true : undefined}
                  className={`mt-1 ${inputClass}`}
                />
                {counter(draft.description, seoLimits.description, `${id}-description-count`)}
                {error('description')}
              </div>
              <div>
                <label htmlFor={`${id}-keywords`} className="text-sm font-medium text-slate-700">
                  Keywords
                </label>
                <input
                  id={`${id}-keywords`}
                  dir="auto"
                  value={draft.keywords}
                  onChange={(e) => set('keywords', e.target.value)}
                  placeholder="nurse jobs dubai, dha licence"
                  aria-describedby={described('keywords', `${id}-keywords-hint`)}
                  aria-invalid={fieldErrors.keywords ? true : undefined}
                  className={`mt-1 ${inputClass}`}
                />
                <p id={`${id}-keywords-hint`} className="mt-1 text-xs text-slate-600">
                  Separate keywords with commas.
                </p>
                {error('keywords')}
              </div>
            </div>

            <div
              role="tabpanel"
              id={`${id}-panel-social`}
              aria-labelledby={`${id}-tab-social`}
              hidden={tab !== 'social'}
              className="space-y-5 pt-5"
            >
              <p className="text-sm text-slate-700">
                What link previews on social media and messengers show. Left empty, they use the title and description.
              </p>
              {selected.locale === 'ar' && (
                <p className="text-sm text-slate-700">
                  The image of an Arabic page is its English page’s card unless you set one here: the cards are drawn without an Arabic
                  font.
                </p>
              )}
              <div>
                <label htmlFor={`${id}-og-title`} className="text-sm font-medium text-slate-700">
                  Social title (og:title)
                </label>
                <input
                  id={`${id}-og-title`}
                  dir="auto"
                  value={draft.ogTitle}
                  onChange={(e) => set('ogTitle', e.target.value)}
                  aria-describedby={described('ogTitle')}
                  aria-invalid={fieldErrors.ogTitle ? true : undefined}
                  className={`mt-1 ${inputClass}`}
                />
                {error('ogTitle')}
              </div>
              <div>
                <label htmlFor={`${id}-og-description`} className="text-sm font-medium text-slate-700">
                  Social description (og:description)
                </label>
                <textarea
                  id={`${id}-og-description`}
                  dir="auto"
                  rows={3}
                  value={draft.ogDescription}
                  onChange={(e) => set('ogDescription', e.target.value)}
                  aria-describedby={described('ogDescription')}
                  aria-invalid={fieldErrors.ogDescription ? true : undefined}
                  className={`mt-1 ${inputClass}`}
                />
                {error('ogDescription')}
              </div>
              <div>
                <label htmlFor={`${id}-og-image`} className="text-sm font-medium text-slate-700">
                  Social image URL (og:image)
                </label>
                <input
                  id={`${id}-og-image`}
                  type="url"
                  value={draft.ogImage}
                  onChange={(e) => set('ogImage', e.target.value)}
                  placeholder="/og-default.png"
                  aria-describedby={described('ogImage', `${id}-og-image-hint`)}
                  aria-invalid={fieldErrors.ogImage ? true : undefined}
                  className={`mt-1 ${inputClass}`}
                />
                <p id={`${id}-og-image-hint`} className="mt-1 text-xs text-slate-600">
                  An https address or a path on this site; 1200 × 630 pixels works everywhere.
                </p>
                {error('ogImage')}
              </div>
            </div>

            <div
              role="tabpanel"
              id={`${id}-panel-advanced`}
              aria-labelledby={`${id}-tab-advanced`}
              hidden={tab !== 'advanced'}
              className="space-y-5 pt-5"
            >
              <div>
                <label htmlFor={`${id}-canonical`} className="text-sm font-medium text-slate-700">
                  Canonical URL
                </label>
                <input
                  id={`${id}-canonical`}
                  value={selected.canonicalUrl}
                  readOnly
                  aria-describedby={`${id}-canonical-hint`}
                  className={`mt-1 ${inputClass} bg-slate-50`}
                />
                <p id={`${id}-canonical-hint`} className="mt-1 text-xs text-slate-600">
                  Set by the site from the page’s address; it cannot be changed here.
                </p>
              </div>
              <label className="flex items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={draft.noindex}
                  onChange={(e) => set('noindex', e.target.checked)}
                  className="mt-0.5 h-5 w-5 accent-brand-600"
                />
                <span>
                  <span className="block font-medium">Hide from search engines (noindex)</span>
                  <span className="block text-slate-600">Search engines drop the page from their results; visitors can still open it.</span>
                </span>
              </label>
            </div>

            {notice && (
              <p
                role={notice.ok ? 'status' : 'alert'}
                className={`mt-5 rounded-md p-3 text-sm ${notice.ok ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800'}`}
              >
                {notice.text}
              </p>
            )}

            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {busy && submitting === 'save' ? 'Saving...' : 'Save Changes'}
              </button>
              {selected.override && (
                <button
                  type="button"
                  onClick={reset}
                  disabled={busy}
                  className="rounded-md border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                >
                  {busy && submitting === 'reset' ? 'Removing...' : 'Reset to page defaults'}
                </button>
              )}
            </div>
          </form>
        </section>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          Choose a page to edit its metadata.
        </p>
      )}
    </div>
  );
}
