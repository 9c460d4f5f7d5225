import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { JobSearchAnswer } from '~/lib/jobs/public-job';
import type { ListingTexts } from '~/lib/pages/listings';
import type { Locale } from '~/i18n/locales';
import {
  cleanSearchAddress,
  listingCountLine,
  sameSearch,
  searchAddress,
  searchQueryString,
  searchStateFromUrl,
  type SearchKey,
  type SearchState as Search,
} from '~/lib/jobs/search-params';
import { cityBySlug } from '~/lib/cities';
import { facetsOfAnswer } from '~/lib/jobs/search-options';
import { JobCard } from '~/components/JobCard';
import { alertFiltersOfSearch } from '~/lib/alerts/describe';
import { showSearch } from '~/stores/job-search';
import { FilterPanel, type ChoiceKey, type SearchUi } from './job-search/FilterPanel';
import { Pager } from './job-search/Pager';
import { FilterChips } from './job-search/FilterChips';
import { withoutFilters } from '~/lib/jobs/filter-chips';
import { CorrectionLine, Suggestions } from './job-search/SearchHints';
import { fill } from '~/i18n/format';
import { searchHeadlineWithCount, shownSearchOf } from '~/lib/jobs/search-headline';

// The endpoint validates the parameters with jobSearchSchema and explains a bad one (400); the
// island parses the answer with the schema the endpoint's result is typed by. Those schemas (and
// zod, ~25 kB gzipped) load with the first search, not with the page that matters most for speed.
const answerSchemas = () =>
  Promise.all([import('~/lib/jobs/public-job'), import('~/lib/api-refusal')]).then(([{ jobSearchAnswerSchema }, { refusalSentence }]) => ({
    jobSearchAnswerSchema,
    refusalSentence,
  }));

type Result = Omit<JobSearchAnswer, 'pageSize'>;
type State = { kind: 'ready' | 'loading' | 'error'; result: Result } | { kind: 'invalid' | 'unavailable'; message: string; result: Result };

interface Props {
  /** The search on screen (the listing's own filters included) and its results, rendered on the server or at build time. */
  search: Search;
  result: Result;
  /** The server refused the search (400) or could not run it (503): said above the form. */
  problem?: { kind: 'invalid' | 'unavailable'; message: string };
  /** The listing's own address and filters: its path while the search is its own, /jobs?… otherwise. */
  listing: { path: string; search: Search };
  /** The listing's fixed filters: hidden fields, not controls. */
  fixed: SearchKey[];
  /** A prerendered listing asks for fresh results and the counts once loaded (/jobs has them already). */
  refresh: boolean;
  texts: ListingTexts;
  /** The page's language, its words for the form, panel and pages, and its /jobs (/ar/jobs on the Arabic site). */
  locale: Locale;
  ui: SearchUi;
  jobsPath: string;
  /** The job-alert offer (an Astro slot, static HTML): shown above the results, and it follows the search. */
  alert?: ReactNode;
  /**
   * /jobs only: the page's own heading and title (a search that names nothing), and the title
   * template ('{title} | site'): the h1 (#listing-heading) and the document title follow the search.
   */
  pageHeading?: { heading: string; title: string; siteTitle: string };
}

const formId = 'job-search-form';

/** The search a listing's address asks for: /jobs carries every filter (read as the server reads it), a listing's own path only adds to its own. */
const searchAt = (listing: Props['listing'], jobsPath: string): Search => {
  const params = new URLSearchParams(window.location.search);
  if (window.location.pathname !== jobsPath) return searchStateFromUrl(params, listing.search);
  const clean = cleanSearchAddress(params);
  return searchStateFromUrl(clean ? new URL(clean, window.location.href).searchParams : params);
};

/**
 * Live job search, the same on every listing: a keyword (debounced as the visitor types), the
 * filter panel with counts, cards and page links. Every change is in the address (/jobs?…, Back
 * works); without JavaScript the same form and links go to the server-rendered /jobs.
 */
export default function JobSearch({
  search: initialSearch,
  result: initialResult,
  problem,
  listing,
  fixed,
  refresh,
  texts,
  locale,
  ui,
  jobsPath,
  alert,
  pageHeading,
}: Props) {
  const [search, setSearch] = useState<Search>(initialSearch);
  const [text, setText] = useState(initialSearch.q ?? '');
  const [state, setState] = useState<State>(problem ? { ...problem, result: initialResult } : { kind: 'ready', result: initialResult });
  const latest = useRef<Search>(initialSearch);
  const request = useRef<AbortController | null>(null);
  const debounce = useRef<number | undefined>(undefined);
  const keyword = useRef<HTMLInputElement>(null);

  /** Searches; `countsOnly`: a prerendered listing keeps its cards (no reordering on load) and takes the current counts. */
  const load = useCallback(async (next: Search, countsOnly = false) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    if (countsOnly) {
      // Only the counts: checked by hand, so zod and the answer schema load with the first search.
      try {
        const response = await fetch(`/api/jobs${searchQueryString(next)}`, { signal: controller.signal });
        const facets = response.ok ? facetsOfAnswer(await response.json()) : undefined;
        if (facets) setState((s) => ({ ...s, result: { ...s.result, facets } }));
      } catch (error) {
        // Without the counts the listing still works: its cards and controls stay as built.
        if (!controller.signal.aborted) console.error('Job search counts failed:', error);
      }
      return;
    }
    setState((s) => ({ kind: 'loading', result: s.result }));
    try {
      const schemas = answerSchemas();
      schemas.catch(() => undefined); // awaited below, unless the fetch fails first
      const response = await fetch(`/api/jobs${searchQueryString(next)}`, { signal: controller.signal });
      const body: unknown = await response.json();
      const { jobSearchAnswerSchema, refusalSentence } = await schemas;
      if (response.status === 400) {
        // The endpoint explains in English; the Arabic site says its own sentence.
        const message = (locale === 'en' && refusalSentence(body)) || ui.checkSearch;
        setState((s) => ({ kind: 'invalid', message, result: { ...s.result, jobs: [], total: 0, pageCount: 1 } }));
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
    // An island's props never change after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- locale and ui are fixed props
  }, []);

  const apply = useCallback(
    (next: Search, history: 'push' | 'replace' | 'none') => {
      window.clearTimeout(debounce.current);
      latest.current = next;
      setSearch(next);
      if (history !== 'none') {
        const url = searchAddress(next, listing, jobsPath);
        if (history === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(null, '', url);
      }
      void load(next);
    },
    // An island's props never change after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listing is a fixed prop
    [load],
  );

  useEffect(() => {
    // A prerendered listing opened with a query (an old link) searches it; otherwise it fetches
    // the counts for its build-time results. /jobs arrives with both.
    const show = (next: Search) => {
      setText(next.q ?? '');
      apply(next, 'none');
    };
    const here = searchAt(listing, jobsPath);
    const counts = (search: Search) => void load(search, true);
    if (!sameSearch(here, initialSearch)) show(here);
    else if (refresh) counts(here);
    const onPop = () => show(searchAt(listing, jobsPath));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Once, on load: the props are fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only
  }, []);

  // The alert offer subscribes to the search on screen, the listing's fixed filter included.
  useEffect(() => {
    showSearch({
      filters: alertFiltersOfSearch(shownSearchOf(search, state.result)),
      empty: state.kind === 'ready' && state.result.total === 0,
    });
  }, [search, state]);

  // /jobs names its search in the heading and title: "Nurse jobs in Dubai — 42 jobs".
  useEffect(() => {
    if (!pageHeading || state.kind !== 'ready') return;
    const named = searchHeadlineWithCount(shownSearchOf(search, state.result), state.result.total, ui, locale);
    const heading = document.getElementById('listing-heading');
    if (heading) heading.textContent = named ?? pageHeading.heading;
    document.title = fill(pageHeading.siteTitle, { title: named ?? pageHeading.title });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pageHeading, ui and locale are fixed props
  }, [search, state]);

  /** A suggestion or "Search instead" link on /jobs, followed in place (elsewhere the link loads /jobs). */
  const follow = (href: string) => {
    const next = searchStateFromUrl(new URL(href, window.location.href).searchParams);
    setText(next.q ?? '');
    apply(next, 'push');
    document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
  };
  const inPlace = fixed.length === 0 ? follow : undefined;

  const onText = (value: string) => {
    setText(value);
    window.clearTimeout(debounce.current);
    // Typing is one history step: the first change leaves the listing's own address (push), the rest refine it (replace).
    debounce.current = window.setTimeout(
      () =>
        apply(
          { ...latest.current, q: value.trim() || undefined, spell: undefined, page: 1 },
          sameSearch(latest.current, listing.search) ? 'push' : 'replace',
        ),
      300,
    );
  };
  // Hydrated on first use (client:use): a keyword typed before the island ran is searched as typed.
  // (FilterPanel says when the clicks held meanwhile can be made again: src/islands/hydrate-on-use.ts.)
  useEffect(() => {
    const typed = keyword.current?.value ?? '';
    if (typed !== text && sameSearch(searchAt(listing, jobsPath), initialSearch)) onText(typed);
    // Once, on load: the props are fixed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only
  }, []);
  const choose = (key: ChoiceKey, value: string) => {
    const next: Search = { ...latest.current, q: text.trim() || undefined, [key]: value || undefined, page: 1 };
    // A city belongs to one country: choosing another country lets go of it.
    if (key === 'country' && next.city && next.country && cityBySlug(next.city)?.country !== next.country) next.city = undefined;
    apply(next, 'push');
  };
  /** A chip or "Clear all": the search it links to, shown in place (the keyword as typed kept). */
  const goTo = (next: Search) => apply({ ...next, q: text.trim() || undefined }, 'push');
  const hrefOf = (next: Search) => searchAddress(next, listing, jobsPath);
  const goToPage = (page: number) => {
    apply({ ...latest.current, page }, 'push');
    document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
  };

  const { result } = state;
  const shownProblem = state.kind === 'invalid' || state.kind === 'unavailable' ? state.message : undefined;
  const empty = state.kind === 'ready' && result.total === 0;
  const countLine = listingCountLine(texts.count, result.total, locale);
  return (
    <div>
      <form
        id={formId}
        action={jobsPath}
        method="get"
        role="search"
        className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim() || undefined;
          apply({ ...latest.current, q, spell: q === latest.current.q ? latest.current.spell : undefined, page: 1 }, 'push');
        }}
      >
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          {ui.keywords}
          <input
            ref={keyword}
            type="search"
            name="q"
            value={text}
            onChange={(e) => onText(e.target.value)}
            placeholder={texts.placeholder}
            maxLength={100}
            className="min-h-11 rounded-md border border-slate-300 px-3 py-2 text-base font-normal text-slate-900"
          />
        </label>
        {fixed.map((key) => (
          <input key={key} type="hidden" name={key} value={search[key] ?? ''} />
        ))}
        <button type="submit" className="min-h-11 rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {ui.submit}
        </button>
      </form>

      <div className="mt-4 gap-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside aria-label={ui.filters} className="lg:pt-1">
          <FilterPanel
            form={formId}
            search={search}
            text={text}
            facets={result.facets}
            fixed={fixed}
            choose={choose}
            ui={ui}
            locale={locale}
            count={state.kind === 'ready' ? { total: result.total } : undefined}
            clear={{ href: hrefOf(withoutFilters(search, fixed)), go: () => goTo(withoutFilters(search, fixed)) }}
          />
        </aside>

        <section id="job-results" aria-labelledby="job-results-heading" className="mt-4 scroll-mt-20 lg:mt-0">
          <h2 id="job-results-heading" className="sr-only">
            {ui.resultsHeading}
          </h2>
          <FilterChips search={search} fixed={fixed} ui={ui} locale={locale} href={hrefOf} go={goTo} />
          <div aria-live="polite">
            {shownProblem && (
              <p role="alert" className="mb-3 rounded-md bg-red-50 p-4 text-red-800">
                {shownProblem}
              </p>
            )}
            {state.kind === 'error' ? (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
                <h2 className="text-lg font-semibold text-red-900">{ui.errorTitle}</h2>
                <p className="mt-1 text-red-800">{ui.errorText}</p>
                <button
                  type="button"
                  onClick={() => void load(latest.current)}
                  className="mt-4 min-h-11 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                >
                  {ui.tryAgain}
                </button>
              </div>
            ) : state.kind === 'loading' ? (
              <p className="text-sm text-slate-700">{texts.loading}</p>
            ) : (
              <>
                {result.correction && (
                  <CorrectionLine
                    to={result.correction.to}
                    from={result.correction.from}
                    href={`${jobsPath}${searchQueryString({ ...search, q: result.correction.from, spell: 'off', page: 1 })}`}
                    go={inPlace}
                    texts={ui}
                  />
                )}
                {countLine && <p className="text-sm text-slate-700">{countLine}</p>}
              </>
            )}
          </div>

          {empty && (
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <h2 className="text-lg font-semibold text-slate-900">{texts.emptyTitle}</h2>
              <p className="mt-1 text-slate-600">{texts.emptyText}</p>
              {result.suggestions?.length ? (
                <Suggestions
                  suggestions={result.suggestions}
                  hrefOf={(query) => `${jobsPath}${query}`}
                  go={inPlace}
                  texts={ui}
                  locale={locale}
                />
              ) : null}
            </div>
          )}
          {/* Always this place in the tree: React never re-creates the slot's static HTML (and its form). */}
          {alert && <div className="mt-4">{alert}</div>}
          {!empty && state.kind !== 'error' && (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-2" aria-busy={state.kind === 'loading'}>
              {result.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} locale={locale} />
                </li>
              ))}
            </ul>
          )}
          {state.kind !== 'error' && (
            <Pager
              page={result.page}
              pageCount={result.pageCount}
              href={(page) => searchAddress({ ...search, page }, listing, jobsPath)}
              go={goToPage}
              texts={ui}
            />
          )}
        </section>
      </div>
    </div>
  );
}
