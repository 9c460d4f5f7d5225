import { categories } from '~/lib/categories';
import { cities } from '~/lib/cities';
import { countries } from '~/lib/countries';
import type { JobSearchFacets } from './public-job';
import type { Locale } from '~/i18n/locales';
import { fill, formatNumber } from '~/i18n/format';
import { employmentTypeLabels, employmentTypes, packageItemLabels, packageItems, type EmploymentType, type PackageItem } from './job-facts';
import { salaryChoices } from './search-params';
import { experienceLevels, licenceOptionLabel, licenceSlugs, type ExperienceLevel } from './licences';

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
  const {
    country,
    city,
    category,
    posted,
    remote,
    salary,
    type,
    visa,
    nationality,
    package: pkg,
    licence,
    level,
    verified,
  } = facets as Record<string, unknown>;
  if (![country, city, category, posted, salary, type, pkg].every(isCounts)) return undefined;
  if (![remote, visa, nationality].every(isCount)) return undefined;
  if (![licence, level].every((x) => x === undefined || isCounts(x))) return undefined;
  if (verified !== undefined && !isCount(verified)) return undefined;
  return {
    country,
    city,
    category,
    posted,
    remote,
    salary,
    type,
    visa,
    nationality,
    package: pkg,
    licence,
    level,
    verified,
  } as JobSearchFacets;
}

/** "Dubai (42)", or "Dubai" when the count is unknown; "دبي (42)" in Arabic, Latin digits. */
export const withCount = (label: string, count: number | undefined, locale: Locale = 'en'): string =>
  count === undefined ? label : `${label} (${formatNumber(count, locale)})`;

export const postedChoices = [
  { value: '1', label: 'Past 24 hours' },
  { value: '3', label: 'Past 3 days' },
  { value: '7', label: 'Past 7 days' },
  { value: '30', label: 'Past 30 days' },
] as const;

/**
 * The names the options show, in the page's language: the search island gets them as
 * props (src/i18n/{en,ar}/listing.ts search, and common's place and industry names); English by default.
 */
export interface OptionLabels {
  countries: Record<string, string>;
  cities: Record<string, string>;
  categories: Record<string, string>;
  postedChoices: Record<(typeof postedChoices)[number]['value'], string>;
  types: Record<EmploymentType, string>;
  packageItems: Record<PackageItem, string>;
  levels: Record<ExperienceLevel, string>;
  /** 'AED {amount}+'. */
  salaryAtLeast: string;
}

export const englishOptionLabels: OptionLabels = {
  countries: Object.fromEntries(countries.map((c) => [c.slug, c.name])),
  cities: Object.fromEntries(cities.map((c) => [c.slug, c.label])),
  categories: Object.fromEntries(categories.map((c) => [c.slug, c.label])),
  postedChoices: Object.fromEntries(postedChoices.map((p) => [p.value, p.label])) as OptionLabels['postedChoices'],
  types: employmentTypeLabels,
  packageItems: packageItemLabels,
  levels: { entry: 'Entry level', mid: 'Mid level', senior: 'Senior level', lead: 'Lead' },
  salaryAtLeast: 'AED {amount}+',
};

export const salaryOptions = (facets: JobSearchFacets | undefined, l = englishOptionLabels, locale: Locale = 'en'): FilterOption[] =>
  salaryChoices.map((amount) => ({
    value: String(amount),
    label: withCount(
      fill(l.salaryAtLeast, { amount: formatNumber(amount, locale) }),
      facets ? (facets.salary[String(amount)] ?? 0) : undefined,
      locale,
    ),
  }));

export const typeOptions = (facets: JobSearchFacets | undefined, l = englishOptionLabels, locale: Locale = 'en'): FilterOption[] =>
  employmentTypes.map((t) => ({ value: t, label: withCount(l.types[t], facets ? (facets.type[t] ?? 0) : undefined, locale) }));

export const packageOptions = (facets: JobSearchFacets | undefined, l = englishOptionLabels, locale: Locale = 'en'): FilterOption[] =>
  packageItems.map((p) => ({ value: p, label: withCount(l.packageItems[p], facets ? (facets.package[p] ?? 0) : undefined, locale) }));

/** The licensing authorities by acronym and place ("DHA · Dubai (12)"). */
export const licenceOptions = (facets: JobSearchFacets | undefined, locale: Locale = 'en'): FilterOption[] =>
  licenceSlugs.map((slug) => ({
    value: slug,
    label: withCount(licenceOptionLabel(slug, locale), facets ? (facets.licence?.[slug] ?? 0) : undefined, locale),
  }));

export const levelOptions = (facets: JobSearchFacets | undefined, l = englishOptionLabels, locale: Locale = 'en'): FilterOption[] =>
  experienceLevels.map((v) => ({ value: v, label: withCount(l.levels[v], facets ? (facets.level?.[v] ?? 0) : undefined, locale) }));

export const countryOptions = (facets: JobSearchFacets | undefined, l = englishOptionLabels, locale: Locale = 'en'): FilterOption[] =>
  countries.map((c) => ({
    value: c.slug,
    label: withCount(l.countries[c.slug] ?? c.name, facets ? (facets.country[c.slug] ?? 0) : undefined, locale),
  }));

export const categoryOptions = (facets: JobSearchFacets | undefined, l = englishOptionLabels, locale: Locale = 'en'): FilterOption[] =>
  categories.map((c) => ({
    value: c.slug,
    label: withCount(l.categories[c.slug] ?? c.label, facets ? (facets.category[c.slug] ?? 0) : undefined, locale),
  }));

export const postedOptions = (facets: JobSearchFacets | undefined, l = englishOptionLabels, locale: Locale = 'en'): FilterOption[] =>
  postedChoices.map((p) => ({
    value: p.value,
    label: withCount(l.postedChoices[p.value], facets ? (facets.posted[p.value] ?? 0) : undefined, locale),
  }));

/**
 * The cities to offer: those of the chosen country, or every country's in groups. With counts,
 * a city without a matching job is left out (unless it is the one chosen); a city of another
 * country never shows.
 */
export function cityOptionGroups(
  country: string | undefined,
  facets: JobSearchFacets | undefined,
  chosen: string | undefined,
  l = englishOptionLabels,
  locale: Locale = 'en',
): OptionGroup[] {
  return countries
    .filter((c) => !country || c.slug === country)
    .map((c) => ({
      label: l.countries[c.slug] ?? c.name,
      options: cities
        .filter((city) => city.country === c.slug)
        .filter((city) => !facets || (facets.city[city.slug] ?? 0) > 0 || city.slug === chosen)
        .map((city) => ({
          value: city.slug,
          label: withCount(l.cities[city.slug] ?? city.label, facets ? (facets.city[city.slug] ?? 0) : undefined, locale),
        })),
    }))
    .filter((group) => group.options.length > 0);
}
