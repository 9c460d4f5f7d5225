import { useId, useRef, useState, type ReactNode } from 'react';
import TabList from './TabList';
import { refusalSentence } from '~/lib/api-refusal';
import {
  analyticsDashboardSchema,
  deviceLabels,
  parseDateRange,
  percentOf,
  readablePath,
  recentMinutes,
  trafficSourceLabels,
  type AnalyticsDashboard,
  type Counted,
  type DateRange,
} from '~/lib/analytics';

interface Props {
  /** The figures for the first range, read by the page (undefined when they could not be loaded). */
  initial?: AnalyticsDashboard;
  range: DateRange;
  initialError?: string;
}

type Tab = 'pages' | 'devices' | 'sources' | 'countries';

/** A bar's width set through the DOM, which the page's CSP allows (it blocks style attributes, which server rendering would write). */
const barWidth = (fraction: number) => (bar: HTMLSpanElement | null) => {
  if (bar) bar.style.width = `${fraction * 100}%`;
};

const tabs: { id: Tab; label: string }[] = [
  { id: 'pages', label: 'Top Pages' },
  { id: 'devices', label: 'Device Types' },
  { id: 'sources', label: 'Traffic Sources' },
  { id: 'countries', label: 'Countries' },
];

const number = new Intl.NumberFormat('en-US');
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const showDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

function Share({
  rows,
  total,
  label,
  caption,
  empty,
}: {
  rows: Counted<string>[];
  total: number;
  label: (key: string) => ReactNode;
  caption: string;
  empty: string;
}) {
  if (rows.length === 0)
    return <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">{empty}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-2 pe-3 font-semibold">
              {caption}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              Page views
            </th>
            <th scope="col" className="w-1/3 py-2 font-semibold">
              Share
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const share = percentOf(row.views, total);
            return (
              <tr key={row.key}>
                <td className="max-w-[14rem] break-all py-2 pe-3 text-slate-900 sm:max-w-none">{label(row.key)}</td>
                <td className="py-2 pe-3 text-end tabular-nums">{number.format(row.views)}</td>
                <td className="py-2">
                  <span className="flex items-center gap-2">
                    <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                      <span className="block h-full w-0 rounded-full bg-brand-600" ref={barWidth(total > 0 ? row.views / total : 0)} />
                    </span>
                    <span className="w-12 text-end tabular-nums text-slate-700">{share}</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The analytics dashboard: a date range (Gulf days, last 30 by default) that reloads when it
 * changes, Refresh with a loading state, totals, tabs of breakdowns and the job funnel. Figures
 * come from GET /api/admin/analytics; nothing is invented (no sessions or bounce rate).
 */
export default function AnalyticsBoard({ initial, range: initialRange, initialError }: Props) {
  const [from, setFrom] = useState(initialRange.from);
  const [to, setTo] = useState(initialRange.to);
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(initialError);
  const [rangeError, setRangeError] = useState<string>();
  const [tab, setTab] = useState<Tab>('pages');
  const request = useRef(0);
  const id = useId();

  async function load(nextFrom: string, nextTo: string) {
    const parsed = parseDateRange({ from: nextFrom, to: nextTo }, new Date());
    if (!parsed.ok) {
      setRangeError(parsed.error);
      return;
    }
    setRangeError(undefined);
    const mine = ++request.current;
    setLoading(true);
    const query = new URLSearchParams({ from: parsed.range.from, to: parsed.range.to }).toString();
    try {
      const response = await fetch(`/api/admin/analytics?${query}`, { headers: { accept: 'application/json' } });
      const body: unknown = await response.json().catch(() => undefined);
      if (mine !== request.current) return; // a newer request is on its way
      const dashboard = response.ok ? analyticsDashboardSchema.safeParse(body) : undefined;
      if (dashboard?.success) {
        setData(dashboard.data);
        setError(undefined);
        history.replaceState(null, '', `?${query}`);
      } else if (response.status === 401) {
        window.location.assign(`/auth?next=${encodeURIComponent(`/analytics?${query}`)}`);
      } else {
        setError(refusalSentence(body) ?? `The figures could not be loaded (error ${response.status}). Please try again.`);
      }
    } catch {
      if (mine === request.current)
        setError('The figures could not be loaded: the server did not answer. Check your connection and try again.');
    } finally {
      if (mine === request.current) setLoading(false);
    }
  }

  const total = data?.pageViews ?? 0;
  const cards = data
    ? [
        { label: 'Page views', value: number.format(data.pageViews) },
        { label: 'Unique pages viewed', value: number.format(data.uniquePages) },
        { label: 'Job page views', value: number.format(data.jobViews) },
        {
          label: 'Apply clicks',
          value: number.format(data.applyClicks),
          note: data.jobViews > 0 ? `${percentOf(data.applyClicks, data.jobViews)} of job views` : undefined,
        },
      ]
    : [];

  return (
    <div className="mt-6 space-y-6" aria-busy={loading}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void load(from, to);
        }}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          From
          <input
            type="date"
            name="from"
            value={from}
            max={to}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            onChange={(e) => {
              setFrom(e.target.value);
              void load(e.target.value, to);
            }}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          To
          <input
            type="date"
            name="to"
            value={to}
            min={from}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range-error` : undefined}
            onChange={(e) => {
              setTo(e.target.value);
              void load(from, e.target.value);
            }}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={loading}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {loading ? 'Refreshing...' : 'Refresh'}
        </button>
        <p className="text-sm text-slate-600 sm:ms-auto sm:self-center" aria-live="polite">
          {loading ? 'Loading the figures…' : data ? `${showDay(data.range.from)} – ${showDay(data.range.to)}, Gulf time` : ''}
        </p>
      </form>
      {rangeError && (
        <p id={`${id}-range-error`} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {rangeError}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <strong>Error</strong>: {error}
        </p>
      )}

      {data && (
        <div className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <p className="mb-3 flex items-center gap-2 text-sm text-slate-700">
            <span className="inline-block h-2.5 w-2.5 rounded-full bg-brand-600" aria-hidden="true" />
            Right now: {number.format(data.recentViews)} {data.recentViews === 1 ? 'page view' : 'page views'} in the last {recentMinutes}{' '}
            minutes
          </p>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {cards.map((c) => (
              <li key={c.label} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-700">{c.label}</p>
                <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{c.value}</p>
                {c.note && <p className="text-xs text-slate-600">{c.note}</p>}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            Counted without cookies or visitor ids, so there are no visitor, session or bounce-rate figures. Bots and visitors with Global
            Privacy Control or Do Not Track are not counted.
          </p>

          <section aria-label="Breakdowns" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <TabList
              tabs={tabs}
              selected={tab}
              onSelect={setTab}
              idBase={id}
              label="Breakdowns"
              className="grid grid-cols-2 border-b border-slate-200 sm:flex sm:gap-1"
              tabClassName="-mb-px whitespace-nowrap border-b-2 px-3 py-2 sm:px-4 text-sm font-semibold"
            />
            <div role="tabpanel" id={`${id}-panel-pages`} aria-labelledby={`${id}-tab-pages`} hidden={tab !== 'pages'} className="pt-4">
              <Share
                rows={data.topPages}
                total={total}
                caption="Page"
                label={(k) =>
                  /^\/(?![/\\])/.test(k) ? (
                    <a href={k} className="text-brand-700 underline">
                      {readablePath(k)}
                    </a>
                  ) : (
                    readablePath(k)
                  )
                }
                empty="No page views in this range yet."
              />
            </div>
            <div
              role="tabpanel"
              id={`${id}-panel-devices`}
              aria-labelledby={`${id}-tab-devices`}
              hidden={tab !== 'devices'}
              className="pt-4"
            >
              <Share
                rows={data.devices}
                total={total}
                caption="Device"
                label={(k) => deviceLabels[k as keyof typeof deviceLabels] ?? k}
                empty="No page views in this range yet."
              />
            </div>
            <div
              role="tabpanel"
              id={`${id}-panel-sources`}
              aria-labelledby={`${id}-tab-sources`}
              hidden={tab !== 'sources'}
              className="space-y-6 pt-4"
            >
              <Share
                rows={data.sources}
                total={total}
                caption="Source"
                label={(k) => trafficSourceLabels[k as keyof typeof trafficSourceLabels] ?? k}
                empty="No page views in this range yet."
              />
              <div>
                <h3 className="font-semibold text-slate-900">Referring sites</h3>
                <Share
                  rows={data.referrers}
                  total={total}
                  caption="Site"
                  label={(k) => k}
                  empty="No visits came from other sites in this range."
                />
              </div>
            </div>
            <div
              role="tabpanel"
              id={`${id}-panel-countries`}
              aria-labelledby={`${id}-tab-countries`}
              hidden={tab !== 'countries'}
              className="space-y-3 pt-4"
            >
              <p className="text-sm text-slate-600">Where the hosting platform reports it; page views without a country are not listed.</p>
              <Share
                rows={data.countries}
                total={total}
                caption="Country"
                label={(k) => countryNames.of(k) ?? k}
                empty="No country was reported for this range."
              />
            </div>
          </section>

          <section aria-labelledby={`${id}-funnel`} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <h2 id={`${id}-funnel`} className="text-lg font-semibold text-slate-900">
              Job funnel
            </h2>
            <p className="mt-1 text-sm text-slate-600">Views of each job page and clicks on its apply button, most viewed first.</p>
            {data.topJobs.length === 0 ? (
              <p className="mt-4 rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
                No job was viewed in this range yet.
              </p>
            ) : (
              <div className="relative mt-4 overflow-x-auto">
                <table className="w-full min-w-[32rem] text-start text-sm">
                  <caption className="sr-only">Job views and apply clicks</caption>
                  <thead className="text-slate-700">
                    <tr>
                      <th scope="col" className="py-2 pe-3 font-semibold">
                        Job
                      </th>
                      <th scope="col" className="py-2 pe-3 text-end font-semibold">
                        Views
                      </th>
                      <th scope="col" className="py-2 pe-3 text-end font-semibold">
                        Apply clicks
                      </th>
                      <th scope="col" className="py-2 text-end font-semibold">
                        Apply rate
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.topJobs.map((job) => (
                      <tr key={job.jobId}>
                        <td className="py-2 pe-3">
                          <a href={`/jobs/${job.slug}`} className="font-medium text-brand-700 underline">
                            {job.title}
                          </a>
                          <span className="block text-xs text-slate-600">{job.company}</span>
                        </td>
                        <td className="py-2 pe-3 text-end tabular-nums">{number.format(job.views)}</td>
                        <td className="py-2 pe-3 text-end tabular-nums">{number.format(job.applies)}</td>
                        <td className="py-2 text-end tabular-nums">{job.views > 0 ? percentOf(job.applies, job.views) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
