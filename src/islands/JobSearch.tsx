import { useCallback, useEffect, useRef, useState } from 'react';
import { categories } from '~/lib/categories';
import { countries } from '~/lib/countries';
import { publicJobSchema, type PublicJob } from '~/lib/job';
import { formatJobTotal, jobSearchSchema, searchPageSize, type JobSearch as Search } from '~/lib/search';
import { z } from 'zod';
import { JobCard } from './JobCard';

interface Props {
  /** The first page of all jobs, rendered at build time (works without JavaScript). */
  initialJobs: PublicJob[];
  initialTotal: number;
}

const resultSchema = z.object({
  jobs: z.array(publicJobSchema),
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageCount: z.number(),
});
type Result = z.infer<typeof resultSchema>;

type State =
  | { kind: 'ready'; result: Result }
  | { kind: 'loading'; result: Result }
  | { kind: 'error'; result: Result }
  | { kind: 'invalid'; message: string; result: Result };

const emptySearch: Search = { page: 1 };

/** The URL's filters; the spec's `keyword` and `location` names are accepted as well. */
function searchFromUrl(): { ok: true; search: Search } | { ok: false; message: string } {
  const params = new URLSearchParams(window.location.search);
  const parsed = jobSearchSchema.safeParse({
    q: params.get('q') ?? params.get('keyword') ?? undefined,
    category: params.get('category') ?? undefined,
    country: params.get('country') ?? params.get('location') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  return parsed.success ? { ok: true, search: parsed.data } : { ok: false, message: parsed.error.issues.map((i) => i.message).join(' ') };
}

function queryString(search: Search): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.country) params.set('country', search.country);
  if (search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const isUnfiltered = (s: Search) => !s.q && !s.category && !s.country && s.page === 1;

/** Live search on /jobs: filters in the URL, results from GET /api/jobs, newest first, paged. */
export default function JobSearch({ initialJobs, initialTotal }: Props) {
  const initialResult: Result = {
    jobs: initialJobs,
    total: initialTotal,
    totalCapped: false,
    page: 1,
    pageCount: Math.max(1, Math.ceil(initialTotal / searchPageSize)),
  };
  const [search, setSearch] = useState<Search>(emptySearch);
  // The latest search, for handlers and timers that outlive the render they were made in.
  const latest = useRef<Search>(emptySearch);
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'ready', result: initialResult });
  const request = useRef<AbortController | null>(null);
  const debounce = useRef<number | undefined>(undefined);

  const load = useCallback(async (next: Search) => {
    request.current?.abort();
    if (isUnfiltered(next)) {
      setState({ kind: 'ready', result: initialResult });
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setState((s) => ({ kind: 'loading', result: s.result }));
    try {
      const response = await fetch(`/api/jobs${queryString(next)}`, { signal: controller.signal });
      const body: unknown = await response.json();
      if (response.status === 400) {
        const message = z.object({ error: z.string() }).safeParse(body);
        setState((s) => ({ kind: 'invalid', message: message.success ? message.data.error : 'Please check the search.', result: s.result }));
        return;
      }
      if (!response.ok) throw new Error(`GET /api/jobs answered ${response.status}`);
      setState({ kind: 'ready', result: resultSchema.parse(body) });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Job search failed:', error);
      setState((s) => ({ kind: 'error', result: s.result }));
    }
    // initialResult comes from props that never change after the first render.
  }, []);

  const apply = useCallback(
    (next: Search, history: 'push' | 'replace' | 'none') => {
      window.clearTimeout(debounce.current);
      latest.current = next;
      setSearch(next);
      if (history !== 'none') {
        const url = `${window.location.pathname}${queryString(next)}`;
        if (history === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(null, '', url);
      }
      void load(next);
    },
    [load],
  );

  useEffect(() => {
    const fromUrl = () => {
      const parsed = searchFromUrl();
      if (!parsed.ok) {
        setState((s) => ({ kind: 'invalid', message: parsed.message, result: s.result }));
        return;
      }
      setText(parsed.search.q ?? '');
      apply(parsed.search, 'none');
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [apply]);

  const onText = (value: string) => {
    setText(value);
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => apply({ ...latest.current, q: value.trim() || undefined, page: 1 }, 'replace'), 300);
  };
  // A select change also takes the text typed so far (its debounce is cancelled by apply).
  const onSelect = (key: 'category' | 'country', value: string) =>
    apply({ ...latest.current, q: text.trim() || undefined, [key]: value || undefined, page: 1 }, 'push');
  const goToPage = (page: number) => {
    apply({ ...latest.current, page }, 'push');
    window.scrollTo({ top: 0 });
  };

  const { result } = state;
  return (
    <div>
      <form role="search" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto]" onSubmit={(e) => { e.preventDefault(); apply({ ...latest.current, q: text.trim() || undefined, page: 1 }, 'push'); }}>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Keywords
          <input
            type="search"
            name="q"
            value={text}
            onChange={(e) => onText(e.target.value)}
            placeholder="Job title, keyword or company"
            maxLength={100}
            className="rounded-md border border-slate-300 px-3 py-2 text-base font-normal text-slate-900"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Country
          <select name="country" value={search.country ?? ''} onChange={(e) => onSelect('country', e.target.value)} className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900">
            <option value="">All countries</option>
            {countries.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
            <option value="remote">Remote</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Category
          <select name="category" value={search.category ?? ''} onChange={(e) => onSelect('category', e.target.value)} className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900">
            <option value="">All categories</option>
            {categories.map((c) => <option key={c.slug} value={c.slug}>{c.label}</option>)}
          </select>
        </label>
      </form>

      <div aria-live="polite" className="mt-6">
        {state.kind === 'invalid' && <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">{state.message}</p>}
        {state.kind === 'error' ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <h2 className="text-lg font-semibold text-red-900">Error Loading Jobs</h2>
            <p className="mt-1 text-red-800">Failed to load jobs. Please try again.</p>
            <button type="button" onClick={() => void load(search)} className="mt-4 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">Try Again</button>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            {state.kind === 'loading' ? 'Loading jobs...' : `Showing ${formatJobTotal(result.total, result.totalCapped)} job opportunities`}
          </p>
        )}
      </div>

      {state.kind !== 'error' && result.total === 0 && state.kind !== 'loading' ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Jobs Found</h2>
          <p className="mt-1 text-slate-600">Try other keywords, or clear the country and category.</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={state.kind === 'loading'}>
          {result.jobs.map((job) => <li key={job.id}><JobCard job={job} /></li>)}
        </ul>
      )}

      {result.pageCount > 1 && state.kind !== 'error' && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
          <button type="button" disabled={result.page <= 1} onClick={() => goToPage(result.page - 1)} className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium disabled:opacity-50">Previous</button>
          <span className="text-sm text-slate-700">Page {result.page} of {result.pageCount}</span>
          <button type="button" disabled={result.page >= result.pageCount} onClick={() => goToPage(result.page + 1)} className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium disabled:opacity-50">Next</button>
        </nav>
      )}
    </div>
  );
}
