import type { Locale } from '~/i18n/locales';
import { filterKeys, type SearchKey, type SearchState } from './search-params';
import {
  categoryOptions,
  countryOptions,
  levelOptions,
  licenceOptions,
  packageOptions,
  postedOptions,
  salaryOptions,
  typeOptions,
  type FilterOption,
  type OptionLabels,
} from './search-options';

/** The words of the yes/no filters, which have no options of their own. */
export interface ChipLabels extends OptionLabels {
  remoteOnly: string;
  visaProvided: string;
  openNationalities: string;
  verifiedOnly: string;
}

export interface FilterChip {
  key: (typeof filterKeys)[number];
  /** A stable key for the list (a package item has one chip each). */
  id: string;
  label: string;
  /** The search without this filter, from page 1. */
  without: SearchState;
}

const labelIn = (options: FilterOption[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/**
 * The active filters as chips, each with the search that removes it; the listing's fixed filters
 * (its own country or topic) are not the visitor's to remove and are left out.
 */
export function filterChips(search: SearchState, fixed: readonly SearchKey[], l: ChipLabels, locale: Locale): FilterChip[] {
  const labelOf: Record<Exclude<(typeof filterKeys)[number], 'package'>, (value: string) => string> = {
    country: (v) => labelIn(countryOptions(undefined, l, locale), v),
    city: (v) => l.cities[v] ?? v,
    category: (v) => labelIn(categoryOptions(undefined, l, locale), v),
    posted: (v) => labelIn(postedOptions(undefined, l, locale), v),
    remote: () => l.remoteOnly,
    min_salary: (v) => labelIn(salaryOptions(undefined, l, locale), v),
    type: (v) => labelIn(typeOptions(undefined, l, locale), v),
    visa: () => l.visaProvided,
    nationality: () => l.openNationalities,
    verified: () => l.verifiedOnly,
    licence: (v) => labelIn(licenceOptions(undefined, locale), v),
    level: (v) => labelIn(levelOptions(undefined, l, locale), v),
  };
  return filterKeys
    .filter((key) => search[key] && !fixed.includes(key))
    .flatMap((key): FilterChip[] => {
      const value = search[key]!;
      if (key !== 'package') return [{ key, id: key, label: labelOf[key](value), without: { ...search, [key]: undefined, page: 1 } }];
      const items = value.split(',');
      return items.map((item) => ({
        key,
        id: `package-${item}`,
        label: labelIn(packageOptions(undefined, l, locale), item),
        without: { ...search, package: items.filter((i) => i !== item).join(',') || undefined, page: 1 },
      }));
    });
}

/** The search with every removable filter cleared (the keyword, sort and fixed filters stay). */
export const withoutFilters = (search: SearchState, fixed: readonly SearchKey[]): SearchState => ({
  ...search,
  ...Object.fromEntries(filterKeys.filter((key) => !fixed.includes(key)).map((key) => [key, undefined])),
  page: 1,
});
