import { categoryLabel, categorySlugs, type CategorySlug } from '~/lib/categories';
import { cityBySlug, citySlugs, type CitySlug } from '~/lib/cities';
import { countryBySlug, countrySlugs, type CountrySlug } from '~/lib/countries';
import { topics, type Topic } from '~/lib/jobs/topics';
import {
  employmentTypeLabels,
  employmentTypes,
  experienceLevelLabels,
  packageItems,
  type EmploymentType,
  type PackageItem,
} from '~/lib/jobs/job-facts';
import { experienceLevels, licenceShort, licenceSlugs, type ExperienceLevel, type LicenceSlug } from '~/lib/jobs/licences';
import { maxMinSalary } from '~/lib/jobs/search-params';
import type { SearchState } from '~/lib/jobs/search-params';
import type { AlertFilters } from './filters';
import { shownKeyword } from './keyword';

// The alert's words and the search an island shows, without zod: the /jobs page loads zod only
// with its first live search, and the sign-up offer beside the results must not load it sooner.

/**
 * The search in words, for e-mails, the manage page and the sign-up forms:
 * "Healthcare & Medical jobs matching “icu nurse” in Qatar, remote only", "New jobs in Dubai, UAE",
 * "New jobs in the Gulf".
 */
export function describeAlertFilters(filters: AlertFilters): string {
  const what = filters.category ? `${categoryLabel(filters.category)} jobs` : filters.topic ? `${filters.topic} jobs` : 'New jobs';
  const matching = filters.q ? ` matching “${filters.q}”` : '';
  const remoteOnly = filters.remote || filters.country === 'remote';
  const city = filters.city ? cityBySlug(filters.city) : undefined;
  // A city names its country ("Dubai, UAE"); the forms refuse a city outside the chosen country.
  const countrySlug = city?.country ?? (filters.country !== 'remote' ? filters.country : undefined);
  const country = countrySlug ? countryBySlug(countrySlug)?.name : undefined;
  const place = city && country ? `${city.label}, ${country}` : country;
  const where = place ? ` in ${place}` : remoteOnly ? '' : ' in the Gulf';
  const paying = filters.min_salary ? ` paying AED ${filters.min_salary.toLocaleString('en-US')}+ a month` : '';
  const items = filters.package?.map((item) => packageWords[item]) ?? [];
  const facts = [
    remoteOnly ? 'remote only' : undefined,
    filters.type ? employmentTypeLabels[filters.type].toLowerCase() : undefined,
    filters.visa === 'provided' ? 'visa provided' : undefined,
    filters.nationality === 'open' ? 'open to all nationalities' : undefined,
    items.length ? `with ${items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]}` : undefined,
    filters.licence ? `${licenceShort(filters.licence)} licence` : undefined,
    filters.level ? experienceLevelLabels[filters.level].toLowerCase() : undefined,
    filters.verified ? 'verified employers only' : undefined,
  ].filter(Boolean);
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}${matching}${where}${paying}${facts.map((f) => `, ${f}`).join('')}`;
}

/** The package items in an alert's words ("with housing and flights"). */
const packageWords: Record<PackageItem, string> = {
  housing: 'housing',
  transport: 'transport',
  flights: 'flights',
  medical: 'medical insurance',
  tax_free: 'tax-free pay',
};

const isCategory = (value: string | undefined): value is CategorySlug => (categorySlugs as readonly string[]).includes(value ?? '');
const isCountry = (value: string | undefined): value is CountrySlug | 'remote' =>
  value === 'remote' || (countrySlugs as readonly string[]).includes(value ?? '');
const isCity = (value: string | undefined): value is CitySlug => (citySlugs as readonly string[]).includes(value ?? '');
const isType = (value: string | undefined): value is EmploymentType => (employmentTypes as readonly string[]).includes(value ?? '');
const minSalaryOf = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= maxMinSalary ? n : undefined;
};
/** The known items of a comma list, in their one order; undefined when any is unknown (the endpoint refuses it). */
const packageOf = (value: string | undefined): PackageItem[] | undefined => {
  const list =
    value
      ?.split(',')
      .map((x) => x.trim())
      .filter(Boolean) ?? [];
  if (!list.length || list.some((x) => !(packageItems as readonly string[]).includes(x))) return undefined;
  return packageItems.filter((item) => list.includes(item));
};
const isTopic = (value: string | undefined): value is Topic => (topics as readonly string[]).includes(value ?? '');

/**
 * The alert filters of a search as the island holds it (its URL's values, not yet checked by the
 * endpoint): unknown values are left out, and the server checks everything again on sign-up.
 */
export function alertFiltersOfSearch(search: Partial<Omit<SearchState, 'page'>> & { topic?: string; city?: string }): AlertFilters {
  // Shown as typed (the server stores it folded beside the typed form): «ممرضة» stays «ممرضة».
  const q = search.q === undefined ? undefined : shownKeyword(search.q).slice(0, 100);
  return {
    q: q || undefined,
    category: isCategory(search.category) ? search.category : undefined,
    country: isCountry(search.country) ? search.country : undefined,
    city: isCity(search.city) ? search.city : undefined,
    remote: search.remote === 'true' ? true : undefined,
    topic: isTopic(search.topic) ? search.topic : undefined,
    min_salary: minSalaryOf(search.min_salary),
    type: isType(search.type) ? search.type : undefined,
    visa: search.visa === 'provided' ? 'provided' : undefined,
    nationality: search.nationality === 'open' ? 'open' : undefined,
    package: packageOf(search.package),
    licence: (licenceSlugs as readonly string[]).includes(search.licence ?? '') ? (search.licence as LicenceSlug) : undefined,
    level: (experienceLevels as readonly string[]).includes(search.level ?? '') ? (search.level as ExperienceLevel) : undefined,
    verified: search.verified === 'true' ? true : undefined,
  };
}
