import { categories } from '~/lib/categories';
import { cities } from '~/lib/cities';
import { countries } from '~/lib/countries';
import type { JobSearchFacets } from './public-job';
import { employmentTypeLabels, employmentTypes, packageItemLabels, packageItems } from './job-facts';
import { salaryChoices } from './search-params';

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

const isCounts = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0);

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * The facets of a GET /api/jobs answer, checked by hand: a prerendered listing takes only the
 * counts on load, without loading zod and the answer schema (~25 kB gzipped) for it. Undefined
 * when the body has none in the expected shape.
 */
export function facetsOfAnswer(body: unknown): JobSearchFacets | undefined {
  if (typeof body !== 'object' || body === null || !('facets' in body)) return undefined;
  const facets = (body as { facets: unknown }).facets;
  if (typeof facets !== 'object' || facets === null) return undefined;
  const { country, city, category, posted, remote, salary, type, visa, nationality, package: pkg } = facets as Record<string, unknown>;
  if (![country, city, category, posted, salary, type, pkg].every(isCounts)) return undefined;
  if (![remote, visa, nationality].every(isCount)) return undefined;
  return { country, city, category, posted, remote, salary, type, visa, nationality, package: pkg } as JobSearchFacets;
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

export const salaryOptions = (facets: JobSearchFacets | undefined): FilterOption[] =>
  salaryChoices.map((amount) => ({
    value: String(amount),
    label: withCount(`AED ${amount.toLocaleString('en-US')}+`, facets ? (facets.salary[String(amount)] ?? 0) : undefined),
  }));

export const typeOptions = (facets: JobSearchFacets | undefined): FilterOption[] =>
  employmentTypes.map((t) => ({ value: t, label: withCount(employmentTypeLabels[t], facets ? (facets.type[t] ?? 0) : undefined) }));

export const packageOptions = (facets: JobSearchFacets | undefined): FilterOption[] =>
  packageItems.map((p) => ({ value: p, label: withCount(packageItemLabels[p], facets ? (facets.package[p] ?? 0) : undefined) }));

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
