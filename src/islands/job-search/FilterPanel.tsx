import type { Locale } from '~/i18n/locales';
import type { SearchTexts } from '~/i18n/en/listing';
import type { Messages } from '~/i18n/en';
import type { JobSearchFacets } from '~/lib/jobs/public-job';
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
  | 'level';

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
export function FilterPanel({ form, search, text, facets, fixed, choose, ui, locale }: Props) {
  const shown = (key: SearchKey) => !fixed.includes(key);
  const active = activeFilterCount(search, fixed);
  const chosenPackage = search.package ? search.package.split(',') : [];
  const packages = packageOptions(facets, ui, locale);
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm lg:border-0 lg:bg-transparent lg:shadow-none lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2.5 font-semibold text-slate-900 lg:hidden [&::-webkit-details-marker]:hidden">
        <span>
          {ui.filters}
          {active > 0 && (
            <span className="ms-2 rounded-full bg-brand-600 px-2 py-0.5 text-sm text-white">
              {active}
              <span className="sr-only"> {ui.active}</span>
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
    </details>
  );
}
