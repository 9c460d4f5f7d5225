import { categories } from '~/lib/categories';
import { cities } from '~/lib/cities';
import { countries } from '~/lib/countries';
import type { JobSearchFacets } from './public-job';

// The filter panel's options with the count of matching jobs beside each ("Dubai (42)"), for the
// search on screen. Without counts (a prerendered page before its first search) the bare labels.

export interface FilterOption {
  value: string;
  label: string;
}
export interface OptionGroup {
  label: string;
  options: FilterOption[];
}

/** "Dubai (42)", or "Dubai" when the count is unknown. */
export const withCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${count.toLocaleString('en-US')})`;

export const postedChoices = [
  { value: '1', label: 'Past 24 hours' },
  { value: '3', label: 'Past 3 days' },
  { value: '7', label: 'Past 7 days' },
  { value: '30', label: 'Past 30 days' },
] as const;

export const countryOptions = (facets: JobSearchFacets | undefined): FilterOption[] =>
  countries.map((c) => ({ value: c.slug, label: withCount(c.name, facets ? (facets.country[c.slug] ?? 0) : undefined) }));

export const categoryOptions = (facets: JobSearchFacets | undefined): FilterOption[] =>
  categories.map((c) => ({ value: c.slug, label: withCount(c.label, facets ? (facets.category[c.slug] ?? 0) : undefined) }));

export const postedOptions = (facets: JobSearchFacets | undefined): FilterOption[] =>
  postedChoices.map((p) => ({ value: p.value, label: withCount(p.label, facets ? (facets.posted[p.value] ?? 0) : undefined) }));

/**
 * The cities to offer: those of the chosen country, or every country's in groups. With counts,
 * a city without a matching job is left out (unless it is the one chosen); a city of another
 * country never shows.
 */
export function cityOptionGroups(
  country: string | undefined,
  facets: JobSearchFacets | undefined,
  chosen: string | undefined,
): OptionGroup[] {
  return countries
    .filter((c) => !country || c.slug === country)
    .map((c) => ({
      label: c.name,
      options: cities
        .filter((city) => city.country === c.slug)
        .filter((city) => !facets || (facets.city[city.slug] ?? 0) > 0 || city.slug === chosen)
        .map((city) => ({ value: city.slug, label: withCount(city.label, facets ? (facets.city[city.slug] ?? 0) : undefined) })),
    }))
    .filter((group) => group.options.length > 0);
}
