import { useEffect, useRef, useState } from 'react';
import type { Locale } from '~/i18n/locales';
import type { SearchTexts } from '~/i18n/en/listing';
import type { Messages } from '~/i18n/en';
import type { JobSearchFacets } from '~/lib/jobs/public-job';
import { showResultsLabel } from '~/lib/jobs/show-results';
import { activeFilterCount, type SearchKey, type SearchState } from '~/lib/jobs/search-params';
import {
  categoryOptions,
  cityOptionGroups,
  countryOptions,
  levelOptions,
  licenceOptions,
  packageOptions,
  postedOptions,
  salaryOptions,
  typeOptions,
  withCount,
  type FilterOption,
  type OptionLabels,
} from '~/lib/jobs/search-options';
import { islandReadyEvent } from '../island-ready';

/** The panel's words in the page's language, with the names of its countries, cities and industries and the job count (props from the page). */
export type SearchUi = SearchTexts & Pick<OptionLabels, 'countries' | 'cities' | 'categories'> & Pick<Messages['common'], 'jobCount'>;

/** The search values the panel's controls set. */
export type ChoiceKey =
  | 'country'
  | 'city'
  | 'category'
  | 'posted'
  | 'remote'
  | 'sort'
  | 'min_salary'
  | 'type'
  | 'visa'
  | 'nationality'
  | 'package'
  | 'licence'
  | 'level'
  | 'verified';

interface Props {
  /** The id of the search form the controls belong to (they sit outside it, in the side column). */
  form: string;
  search: SearchState;
  /** The keyword as typed (sort only means something with one). */
  text: string;
  facets: JobSearchFacets | undefined;
  /** The listing's own filters: kept as hidden fields, never shown as controls. */
  fixed: readonly SearchKey[];
  choose: (key: ChoiceKey, value: string) => void;
  ui: SearchUi;
  locale: Locale;
  /** The results' total for the sheet's "Show N results" (undefined while loading, refused or failed). */
  count: { total: number } | undefined;
  /** "Clear all" in the sheet: the link a page without JavaScript would follow, and its search shown in place. */
  clear: { href: string; go: () => void };
}

/** Below this width the filters open as a sheet over the page; from it, the panel as before (a disclosure, a column from 1024 px). */
const sheetQuery = '(max-width: 47.99rem)';

const checkClass = 'flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700';
const boxClass = 'size-5 rounded border-slate-300 accent-brand-600';

/** A checkbox filter ("Visa provided (12)"): checked sends name=value, unchecked nothing. */
function Check(props: {
  form: string;
  name: string;
  value: string;
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={checkClass}>
      <input
        form={props.form}
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className={boxClass}
      />
      {props.label}
    </label>
  );
}

const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';
const selectClass = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900';

function Select(props: {
  form: string;
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  options?: FilterOption[];
  groups?: { label: string; options: FilterOption[] }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className={labelClass}>
      {props.label}
      <select
        form={props.form}
        name={props.name}
        value={props.value ?? ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        className={`${selectClass} disabled:bg-slate-100 disabled:text-slate-500`}
      >
        <option value="">{props.all}</option>
        {props.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {props.groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/**
 * The filters beside the results, the same on every listing: country, city, category, posted
 * within, remote only, the job facts and the sort, each option with its count. From 1024 px a
 * column; below, folded into "Filters (n)". The server's HTML is that disclosure, so it works
 * without JavaScript; with it, a phone (< 768 px) opens the same controls as a modal sheet whose
 * footer shows the live total ("Show 42 results") and lands on the first result.
 */
export function FilterPanel({ form, search, text, facets, fixed, choose, ui, locale, count, clear }: Props) {
  const shown = (key: SearchKey) => !fixed.includes(key);
  const active = activeFilterCount(search, fixed);
  const chosenPackage = search.package ? search.package.split(',') : [];
  const packages = packageOptions(facets, ui, locale);
  const [sheet, setSheet] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  /** Set by "Show N results", which puts the focus on the first result instead of back on "Filters". */
  const landing = useRef(false);
  useEffect(() => {
    const query = window.matchMedia(sheetQuery);
    const follow = () => setSheet(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  // The disclosure opened (by a tap, or before the script ran): on a phone that opens the sheet.
  const openSheet = () => {
    if (sheet && details.current?.open && dialog.current && !dialog.current.open) {
      dialog.current.showModal();
      // The focus inside the sheet, also when the tap that opened it was made before the island ran.
      if (!dialog.current.contains(document.activeElement)) dialog.current.querySelector('button')?.focus();
    }
  };
  useEffect(openSheet, [sheet]);
  // Once the panel is a sheet or not as the screen asks, the island is ready for the clicks held
  // while it hydrated on first use (client:use, src/islands/hydrate-on-use.ts).
  useEffect(() => {
    if (sheet === window.matchMedia(sheetQuery).matches) details.current?.dispatchEvent(new Event(islandReadyEvent, { bubbles: true }));
  }, [sheet]);
  const closed = () => {
    // The disclosure folds with its sheet, so "Filters" reads as collapsed again and the next tap reopens it.
    if (details.current) details.current.open = false;
    if (!landing.current) details.current?.querySelector('summary')?.focus();
    landing.current = false;
  };
  const showResults = () => {
    landing.current = true;
    dialog.current?.close();
    // The first result, where the eye goes next; the list starts at the top of the screen.
    const first = document.querySelector<HTMLElement>('#job-results ul a[href]');
    document.getElementById('job-results')?.scrollIntoView({ block: 'start' });
    if (first) first.focus({ preventScroll: true });
    else details.current?.querySelector('summary')?.focus();
  };

  const filtersCount = (
    <>
      {ui.filters}
      {active > 0 && (
        <span className="ms-2 rounded-full bg-brand-600 px-2 py-0.5 text-sm text-white">
          {active}
          <span className="sr-only"> {ui.active}</span>
        </span>
      )}
    </>
  );
  const controls = (
    <>
      {shown('country') && (
        <Select
          form={form}
          name="country"
          label={ui.country}
          value={search.country}
          all={ui.allCountries}
          options={countryOptions(facets, ui, locale)}
          onChange={(v) => choose('country', v)}
        />
      )}
      {shown('city') && (
        <Select
          form={form}
          name="city"
          label={ui.city}
          value={search.city}
          all={ui.allCities}
          groups={cityOptionGroups(search.country, facets, search.city, ui, locale)}
          onChange={(v) => choose('city', v)}
        />
      )}
      {shown('category') && (
        <Select
          form={form}
          name="category"
          label={ui.category}
          value={search.category}
          all={ui.allCategories}
          options={categoryOptions(facets, ui, locale)}
          onChange={(v) => choose('category', v)}
        />
      )}
      <Select
        form={form}
        name="posted"
        label={ui.posted}
        value={search.posted}
        all={ui.anyTime}
        options={postedOptions(facets, ui, locale)}
        onChange={(v) => choose('posted', v)}
      />
      {shown('remote') && (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700">
          <input
            form={form}
            type="checkbox"
            name="remote"
            value="true"
            checked={search.remote === 'true'}
            onChange={(e) => choose('remote', e.target.checked ? 'true' : '')}
            className="size-5 rounded border-slate-300 accent-brand-600"
          />
          {withCount(ui.remoteOnly, facets?.remote, locale)}
        </label>
      )}
      <Select
        form={form}
        name="min_salary"
        label={ui.minSalary}
        value={search.min_salary}
        all={ui.anySalary}
        options={salaryOptions(facets, ui, locale)}
        onChange={(v) => choose('min_salary', v)}
      />
      <Select
        form={form}
        name="type"
        label={ui.type}
        value={search.type}
        all={ui.anyType}
        options={typeOptions(facets, ui, locale)}
        onChange={(v) => choose('type', v)}
      />
      <Check
        form={form}
        name="visa"
        value="provided"
        checked={search.visa === 'provided'}
        label={withCount(ui.visaProvided, facets?.visa, locale)}
        onChange={(on) => choose('visa', on ? 'provided' : '')}
      />
      <Check
        form={form}
        name="nationality"
        value="open"
        checked={search.nationality === 'open'}
        label={withCount(ui.openNationalities, facets?.nationality, locale)}
        onChange={(on) => choose('nationality', on ? 'open' : '')}
      />
      <Check
        form={form}
        name="verified"
        value="true"
        checked={search.verified === 'true'}
        label={withCount(ui.verifiedOnly, facets?.verified, locale)}
        onChange={(on) => choose('verified', on ? 'true' : '')}
      />
      <fieldset className="grid gap-0">
        <legend className="text-sm font-medium text-slate-700">{ui.packageIncludes}</legend>
        {packages.map((o) => (
          <Check
            key={o.value}
            form={form}
            name="package"
            value={o.value}
            checked={chosenPackage.includes(o.value)}
            label={o.label}
            onChange={(on) =>
              // In the one order of the items, as the search keeps them.
              choose(
                'package',
                packages
                  .filter((p) => (p.value === o.value ? on : chosenPackage.includes(p.value)))
                  .map((p) => p.value)
                  .join(','),
              )
            }
          />
        ))}
      </fieldset>
      <Select
        form={form}
        name="licence"
        label={ui.licence}
        value={search.licence}
        all={ui.anyLicence}
        options={licenceOptions(facets, locale)}
        onChange={(v) => choose('licence', v)}
      />
      <Select
        form={form}
        name="level"
        label={ui.level}
        value={search.level}
        all={ui.anyLevel}
        options={levelOptions(facets, ui, locale)}
        onChange={(v) => choose('level', v)}
      />
      <Select
        form={form}
        name="sort"
        label={ui.sortBy}
        value={text.trim() ? search.sort : 'newest'}
        all={ui.relevance}
        options={[{ value: 'newest', label: ui.newest }]}
        disabled={!text.trim()}
        onChange={(v) => choose('sort', v)}
      />
    </>
  );
  return (
    <details
      ref={details}
      onToggle={openSheet}
      className="group rounded-xl border border-slate-200 bg-white shadow-sm lg:border-0 lg:bg-transparent lg:shadow-none lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2.5 font-semibold text-slate-900 lg:hidden [&::-webkit-details-marker]:hidden">
        <span>{filtersCount}</span>
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      {sheet ? (
        <dialog
          ref={dialog}
          aria-labelledby="filter-sheet-heading"
          onClose={closed}
          className="inset-x-0 top-auto bottom-0 m-0 flex max-h-[90dvh] w-full max-w-none flex-col rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 [&:not([open])]:hidden"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-1 ps-4 pe-1">
            <h2 id="filter-sheet-heading" className="text-lg font-semibold">
              {filtersCount}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={ui.closeFilters}
              className="flex size-11 items-center justify-center rounded-md text-2xl text-slate-600 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="grid gap-4 overflow-y-auto overscroll-contain p-4">{controls}</div>
          <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-3">
            {active > 0 && (
              <a
                href={clear.href}
                onClick={(e) => {
                  e.preventDefault();
                  clear.go();
                }}
                className="inline-flex min-h-11 shrink-0 items-center px-2 font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {ui.clearAll}
              </a>
            )}
            <button
              type="button"
              onClick={showResults}
              data-show-results
              aria-live="polite"
              className="min-h-11 flex-1 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {showResultsLabel(ui.showCount, ui.showResults, count, locale)}
            </button>
          </div>
        </dialog>
      ) : (
        <div className="grid gap-4 border-t border-slate-200 p-4 lg:border-0 lg:p-0">
          {controls}
          <button
            type="submit"
            form={form}
            onClick={(e) => {
              // The results are below the open panel on a phone: fold it so they show.
              const details = e.currentTarget.closest('details');
              if (details) details.open = false;
            }}
            className="min-h-11 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 lg:hidden"
          >
            {ui.showResults}
          </button>
        </div>
      )}
    </details>
  );
}
