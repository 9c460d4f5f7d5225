import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { categories } from '~/lib/categories';
import { countries } from '~/lib/countries';
import type { JobSearchAnswer, PublicJob } from '~/lib/jobs/public-job';
import type { FixedFilter, ListingTexts } from '~/lib/pages/listings';
import { listingCountLine } from '~/lib/pages/listing-results';
import { searchPageSize, searchQueryString, searchStateFromUrl, type SearchState as Search } from '~/lib/jobs/search-params';
import { JobCard } from '~/components/JobCard';
import { alertFiltersOfSearch } from '~/lib/alerts/describe';
import { showSearch } from '~/stores/job-search';

// The endpoint validates the parameters with jobSearchSchema and explains a bad one (400); the
// island parses the answer with the schema the endpoint's result is typed by. Those schemas (and
// zod, ~25 kB gzipped) load with the first search, not with the page that matters most for speed.
const answerSchemas = () =>
  Promise.all([import('~/lib/jobs/public-job'), import('~/lib/api-refusal')]).then(([{ jobSearchAnswerSchema }, { refusalSentence }]) => ({
    jobSearchAnswerSchema,
    refusalSentence,
  }));

interface Props {
  /** The first page, rendered at build time (works without JavaScript). */
  initialJobs: PublicJob[];
  initialTotal: number;
  /** Always applied and never shown (a country or topic page). */
  fixed?: FixedFilter;
  /** Chosen at first (the path forms /jobs/{category} and /jobs/{country}). */
  preset?: { category?: string; country?: string };
  /** The country and category selects and quick country buttons (/jobs). */
  showFilters?: boolean;
  texts: ListingTexts;
  /** The job-alert offer (an Astro slot, static HTML): shown above the results, and it follows the search. */
  alert?: ReactNode;
}

type Result = Omit<JobSearchAnswer, 'pageSize'>;
type State = { kind: 'ready' | 'loading' | 'error'; result: Result } | { kind: 'invalid'; message: string; result: Result };

const isInitial = (s: Search, preset: Props['preset']) =>
  !s.q && !s.remote && s.category === preset?.category && s.country === preset?.country && s.page === 1;

const quickCountries = [...countries.map((c) => ({ slug: c.slug, label: c.name })), { slug: 'remote', label: 'Remote' }];

/**
 * Live job search: filters in the URL (shareable, back button), results from GET /api/jobs as
 * the visitor types (debounced), newest first, paged. Without JavaScript the first page stays.
 */
export default function JobSearch({ initialJobs, initialTotal, fixed = {}, preset, showFilters = false, texts, alert }: Props) {
  const initialResult: Result = {
    jobs: initialJobs,
    total: initialTotal,
    totalCapped: false,
    page: 1,
    pageCount: Math.max(1, Math.ceil(initialTotal / searchPageSize)),
  };
  const start: Search = { page: 1, ...preset };
  const [search, setSearch] = useState<Search>(start);
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'ready', result: initialResult });
  const latest = useRef<Search>(start);
  const request = useRef<AbortController | null>(null);
  const debounce = useRef<number | undefined>(undefined);

  const load = useCallback(async (next: Search) => {
    request.current?.abort();
    if (isInitial(next, preset)) {
      setState({ kind: 'ready', result: initialResult });
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setState((s) => ({ kind: 'loading', result: s.result }));
    try {
      const schemas = answerSchemas();
      schemas.catch(() => undefined); // awaited below, unless the fetch fails first
      const response = await fetch(`/api/jobs${searchQueryString({ ...next, ...fixed })}`, { signal: controller.signal });
      const body: unknown = await response.json();
      const { jobSearchAnswerSchema, refusalSentence } = await schemas;
      if (response.status === 400) {
        const message = refusalSentence(body) ?? 'Please check the search.';
        setState((s) => ({ kind: 'invalid', message, result: s.result }));
        return;
      }
      const answer = response.ok ? jobSearchAnswerSchema.safeParse(body) : undefined;
      if (!answer?.success) throw new Error(`GET /api/jobs answered ${response.status} with an unexpected body`);
      setState({ kind: 'ready', result: answer.data });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Job search failed:', error);
      setState((s) => ({ kind: 'error', result: s.result }));
    }
    // An island's props never change after the first render, so load is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed, initialResult and preset are fixed props
  }, []);

  const apply = useCallback(
    (next: Search, history: 'push' | 'replace' | 'none') => {
      window.clearTimeout(debounce.current);
      latest.current = next;
      setSearch(next);
      if (history !== 'none') {
        // Leaving a path form's preset lands on the plain listing with query parameters.
        const path = preset && (next.category !== preset.category || next.country !== preset.country) ? '/jobs' : window.location.pathname;
        const url = `${path}${searchQueryString(path === '/jobs' || !preset ? next : { q: next.q, remote: next.remote, page: next.page })}`;
        if (history === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(null, '', url);
        if (history === 'push') window.scrollTo({ top: 0 });
      }
      void load(next);
    },
    [load, preset],
  );

  useEffect(() => {
    const fromUrl = () => {
      const search = searchStateFromUrl(
        new URLSearchParams(window.location.search),
        window.location.pathname === '/jobs' ? undefined : preset,
      );
      setText(search.q ?? '');
      apply(search, 'none');
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [apply, preset]);

  // The alert offer subscribes to the search on screen, the listing's fixed filter included.
  useEffect(() => {
    showSearch({
      filters: alertFiltersOfSearch({ ...search, ...fixed, remote: fixed.remote ? 'true' : search.remote }),
      empty: state.kind === 'ready' && state.result.total === 0,
    });
  }, [search, state, fixed]);

  const onText = (value: string) => {
    setText(value);
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => apply({ ...latest.current, q: value.trim() || undefined, page: 1 }, 'replace'), 300);
  };
  const choose = (key: 'category' | 'country' | 'remote', value: string) =>
    apply({ ...latest.current, q: text.trim() || undefined, [key]: value || undefined, page: 1 }, 'push');

  const { result } = state;
  const empty = state.kind !== 'error' && state.kind !== 'loading' && result.total === 0;
  const countLine = listingCountLine(texts.count, result.total, result.totalCapped);
  const selectClass = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900';
  return (
    <div>
      <form
        role="search"
        className={`grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${showFilters ? 'sm:grid-cols-[1fr_auto_auto] lg:grid-cols-[1fr_auto_auto_auto]' : ''}`}
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...latest.current, q: text.trim() || undefined, page: 1 }, 'push');
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Keywords
          <input
            type="search"
            name="q"
            value={text}
            onChange={(e) => onText(e.target.value)}
            placeholder={texts.placeholder}
            maxLength={100}
            className="rounded-md border border-slate-300 px-3 py-2 text-base font-normal text-slate-900"
          />
        </label>
        {showFilters && (
          <>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              Country
              <select
                name="country"
                value={search.country ?? ''}
                onChange={(e) => choose('country', e.target.value)}
                className={selectClass}
              >
                <option value="">All countries</option>
                {quickCountries.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              Category
              <select
                name="category"
                value={search.category ?? ''}
                onChange={(e) => choose('category', e.target.value)}
                className={selectClass}
              >
                <option value="">All categories</option>
                {categories.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                name="remote"
                value="true"
                checked={search.remote === 'true'}
                onChange={(e) => choose('remote', e.target.checked ? 'true' : '')}
                className="size-5 rounded border-slate-300 accent-brand-600"
              />
              Remote only
            </label>
          </>
        )}
      </form>
      {showFilters && (
        <div role="group" aria-label="Quick country filters" className="mt-3 flex flex-wrap gap-2">
          {[{ slug: '', label: 'All' }, ...quickCountries].map((c) => (
            <button
              key={c.slug || 'all'}
              type="button"
              aria-pressed={(search.country ?? '') === c.slug}
              onClick={() => choose('country', c.slug)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {c.label}
            </button>
          ))}
        </div>
      )}

      <h2 className="sr-only">Jobs</h2>
      <div aria-live="polite" className="mt-6">
        {state.kind === 'invalid' && (
          <p role="alert" className="mb-3 rounded-md bg-red-50 p-4 text-red-800">
            {state.message}
          </p>
        )}
        {state.kind === 'error' ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <h2 className="text-lg font-semibold text-red-900">Error Loading Jobs</h2>
            <p className="mt-1 text-red-800">Failed to load jobs. Please try again.</p>
            <button
              type="button"
              onClick={() => void load(latest.current)}
              className="mt-4 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              Try Again
            </button>
          </div>
        ) : state.kind === 'loading' ? (
          <p className="text-sm text-slate-700">{texts.loading}</p>
        ) : (
          countLine && <p className="text-sm text-slate-700">{countLine}</p>
        )}
      </div>

      {empty && (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{texts.emptyTitle}</h2>
          <p className="mt-1 text-slate-600">{texts.emptyText}</p>
        </div>
      )}
      {/* Always this place in the tree: React never re-creates the slot's static HTML (and its form). */}
      {alert && <div className="mt-4">{alert}</div>}
      {!empty && state.kind !== 'error' && (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={state.kind === 'loading'}>
          {result.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}

      {result.pageCount > 1 && state.kind !== 'error' && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            disabled={result.page <= 1}
            onClick={() => apply({ ...latest.current, page: result.page - 1 }, 'push')}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium disabled:opacity-50"
          >
            Previous
          </button>
          <span className="text-sm text-slate-700">
            Page {result.page} of {result.pageCount}
          </span>
          <button
            type="button"
            disabled={result.page >= result.pageCount}
            onClick={() => apply({ ...latest.current, page: result.page + 1 }, 'push')}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium disabled:opacity-50"
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
