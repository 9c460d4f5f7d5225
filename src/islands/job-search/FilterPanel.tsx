import type { JobSearchFacets } from '~/lib/jobs/public-job';
import { activeFilterCount, type SearchKey, type SearchState } from '~/lib/jobs/search-params';
import {
  categoryOptions,
  cityOptionGroups,
  countryOptions,
  packageOptions,
  postedOptions,
  salaryOptions,
  typeOptions,
  withCount,
  type FilterOption,
} from '~/lib/jobs/search-options';

/** The search values the panel's controls set. */
export type ChoiceKey =
  'country' | 'city' | 'category' | 'posted' | 'remote' | 'sort' | 'min_salary' | 'type' | 'visa' | 'nationality' | 'package';

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
}

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
 * within, remote only and the sort, each option with its count. On a phone they fold into
 * "Filters (n)"; from 1024 px the column is always open (the summary hidden).
 */
export function FilterPanel({ form, search, text, facets, fixed, choose }: Props) {
  const shown = (key: SearchKey) => !fixed.includes(key);
  const active = activeFilterCount(search, fixed);
  const chosenPackage = search.package ? search.package.split(',') : [];
  const packages = packageOptions(facets);
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm lg:border-0 lg:bg-transparent lg:shadow-none lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2.5 font-semibold text-slate-900 lg:hidden [&::-webkit-details-marker]:hidden">
        <span>
          Filters
          {active > 0 && (
            <span className="ms-2 rounded-full bg-brand-600 px-2 py-0.5 text-sm text-white">
              {active}
              <span className="sr-only"> active</span>
            </span>
          )}
        </span>
        <span aria-hidden="true" className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="grid gap-4 border-t border-slate-200 p-4 lg:border-0 lg:p-0">
        {shown('country') && (
          <Select
            form={form}
            name="country"
            label="Country"
            value={search.country}
            all="All countries"
            options={countryOptions(facets)}
            onChange={(v) => choose('country', v)}
          />
        )}
        {shown('city') && (
          <Select
            form={form}
            name="city"
            label="City"
            value={search.city}
            all="All cities"
            groups={cityOptionGroups(search.country, facets, search.city)}
            onChange={(v) => choose('city', v)}
          />
        )}
        {shown('category') && (
          <Select
            form={form}
            name="category"
            label="Category"
            value={search.category}
            all="All categories"
            options={categoryOptions(facets)}
            onChange={(v) => choose('category', v)}
          />
        )}
        <Select
          form={form}
          name="posted"
          label="Posted"
          value={search.posted}
          all="Any time"
          options={postedOptions(facets)}
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
            {withCount('Remote only', facets?.remote)}
          </label>
        )}
        <Select
          form={form}
          name="min_salary"
          label="Minimum salary a month"
          value={search.min_salary}
          all="Any salary"
          options={salaryOptions(facets)}
          onChange={(v) => choose('min_salary', v)}
        />
        <Select
          form={form}
          name="type"
          label="Employment type"
          value={search.type}
          all="Any type"
          options={typeOptions(facets)}
          onChange={(v) => choose('type', v)}
        />
        <Check
          form={form}
          name="visa"
          value="provided"
          checked={search.visa === 'provided'}
          label={withCount('Visa provided', facets?.visa)}
          onChange={(on) => choose('visa', on ? 'provided' : '')}
        />
        <Check
          form={form}
          name="nationality"
          value="open"
          checked={search.nationality === 'open'}
          label={withCount('Open to all nationalities', facets?.nationality)}
          onChange={(on) => choose('nationality', on ? 'open' : '')}
        />
        <fieldset className="grid gap-0">
          <legend className="text-sm font-medium text-slate-700">Package includes</legend>
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
          name="sort"
          label="Sort by"
          value={text.trim() ? search.sort : 'newest'}
          all="Relevance"
          options={[{ value: 'newest', label: 'Newest' }]}
          disabled={!text.trim()}
          onChange={(v) => choose('sort', v)}
        />
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
          Show results
        </button>
      </div>
    </details>
  );
}
