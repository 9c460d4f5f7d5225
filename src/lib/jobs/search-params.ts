import type { Locale } from '~/i18n/locales';
import { formatNumber, plural, type PluralForms } from '~/i18n/format';
import { canonicalCountry } from '~/lib/countries';

// Search constants and the URL's parameters without zod: the island sends the visitor's parameters
// as they are and the endpoint (and /jobs) validate them with jobSearchSchema.

export const searchPageSize = 20;
export const searchMaxPage = 500;

/** The largest minimum monthly salary a search takes (AED). */
export const maxMinSalary = 1_000_000;

/** The minimum monthly salary choices of the filter panel, in AED (the search takes any whole amount). */
export const salaryChoices = [5000, 10000, 15000, 20000, 30000] as const;

/** How many pages a search of `total` jobs has to offer: at least one, at most searchMaxPage. */
export const pageCountOf = (total: number): number => Math.min(searchMaxPage, Math.max(1, Math.ceil(total / searchPageSize)));

/**
 * The count line above a listing: "Showing 1 UAE job opportunity", "Showing 1,234 job
 * opportunities", "عرض فرصتي عمل" (`{n}` is the total; the plural form is the language's own for
 * it). None when nothing matched: the empty state says it instead.
 */
export function listingCountLine(count: PluralForms, total: number, locale: Locale = 'en'): string | undefined {
  if (total === 0) return undefined;
  return plural(count, total, locale, { n: formatNumber(total, locale) });
}

/** The filters a search's address carries (/jobs?…); the spec's `keyword` and `location` names too. */
export interface SearchState {
  q?: string;
  category?: string;
  country?: string;
  city?: string;
  /** Set by a topic page only (healthcare, teaching); never a control. */
  topic?: string;
  /** 'true': remote jobs only, with or without a country. Another value goes to the endpoint as it is (400). */
  remote?: string;
  /** Minimum pay a month in AED (salaryChoices in the panel). */
  min_salary?: string;
  /** An employment type. */
  type?: string;
  /** 'provided'. */
  visa?: string;
  /** 'open': open to all nationalities. */
  nationality?: string;
  /** Package items, a comma list (housing,flights), all required. */
  package?: string;
  /** A healthcare licensing authority (src/lib/jobs/licences.ts). */
  licence?: string;
  /** An experience level: entry, mid, senior or lead. */
  level?: string;
  /** 'true': jobs of verified employers only. */
  verified?: string;
  sort?: string;
  posted?: string;
  /** 'off': search the exact words, without typo correction ("Search instead for …"). */
  spell?: string;
  page: number;
}

/** The address's parameters in their order; `page` last. */
export const searchKeys = [
  'q',
  'category',
  'country',
  'city',
  'topic',
  'remote',
  'min_salary',
  'type',
  'visa',
  'nationality',
  'package',
  'licence',
  'level',
  'verified',
  'sort',
  'posted',
  'spell',
] as const;
export type SearchKey = (typeof searchKeys)[number];

/** The `remote` parameter: 'true' for true or 1, undefined for false, 0 or empty, anything else as given (the endpoint refuses it). */
export const remoteParam = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === 'false' || value === '0' || value === '' ? undefined : value === '1' ? 'true' : value;

const filled = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' || value === 'all' ? undefined : value;

export function searchStateFromUrl(params: URLSearchParams, preset: Partial<SearchState> = {}): SearchState {
  const page = Number(params.get('page') ?? '1');
  const country = filled(params.get('country') ?? params.get('location')) ?? preset.country;
  const remote = remoteParam(params.get('remote')) ?? preset.remote;
  return {
    q: filled((params.get('q') ?? params.get('keyword'))?.trim()) ?? preset.q,
    // 'all' is the spec's default value; aliases (saudi, ksa) become the select's value.
    category: filled(params.get('category')) ?? preset.category,
    // One remote control: the old country=remote is remote=true.
    country: country === 'remote' ? undefined : country ? (canonicalCountry(country.toLowerCase()) ?? country) : undefined,
    city: filled(params.get('city')) ?? preset.city,
    topic: filled(params.get('topic')) ?? preset.topic,
    remote: country === 'remote' ? 'true' : remote,
    min_salary: filled(params.get('min_salary')) ?? preset.min_salary,
    type: filled(params.get('type')) ?? preset.type,
    visa: filled(params.get('visa')) ?? preset.visa,
    nationality: filled(params.get('nationality')) ?? preset.nationality,
    // A form without JavaScript sends one package=… per ticked box: one comma list.
    package: filled(params.getAll('package').filter(Boolean).join(',')) ?? preset.package,
    licence: filled(params.get('licence')) ?? preset.licence,
    level: filled(params.get('level')) ?? preset.level,
    verified: filled(params.get('verified')) ?? preset.verified,
    sort: filled(params.get('sort')) ?? preset.sort,
    posted: filled(params.get('posted')) ?? preset.posted,
    spell: filled(params.get('spell')) ?? preset.spell,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** A query string of the non-empty values, in a stable order. */
export function searchQueryString(
  values: Partial<Record<SearchKey, string | number | boolean | readonly string[] | undefined>> & { page?: number },
): string {
  const params = new URLSearchParams();
  for (const key of searchKeys) {
    const value = values[key];
    const text = Array.isArray(value) ? value.join(',') : value ? String(value) : '';
    if (text) params.set(key, text);
  }
  if (values.page && values.page > 1) params.set('page', String(values.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The address /jobs answers with the same results, from what a form or an old link sends: the
 * spec's `keyword` and `location`, empty fields (a form without JavaScript sends every field) and
 * `all` dropped, country aliases made canonical and `country=remote` as `remote=true`. Undefined
 * when the address is already that one; values the search refuses (a city outside the chosen
 * country among them) stay for it to explain, as GET /api/jobs does.
 */
export function cleanSearchAddress(params: URLSearchParams): string | undefined {
  const known = new Set<string>([...searchKeys, 'page', 'keyword', 'location']);
  if ([...params.keys()].some((key) => !known.has(key))) return undefined;
  const keys = [...params.keys()].filter((key) => key !== 'package');
  if (new Set(keys).size !== keys.length) return undefined;
  const state = searchStateFromUrl(params);
  if (params.has('page') && String(state.page) !== params.get('page')) return undefined; // page=0: refused, not hidden
  const clean = `/jobs${searchQueryString(state)}`;
  const asGiven = `/jobs${params.size ? `?${params.toString()}` : ''}`;
  return clean === asGiven ? undefined : clean;
}

/** Whether two searches ask for the same results (the same filters and page). */
export const sameSearch = (a: SearchState, b: SearchState): boolean => searchQueryString(a) === searchQueryString(b);

/**
 * The address of a search shown on a listing: the listing's own path while the search is its
 * own filters, else /jobs with every filter (the fixed ones included), which renders it on demand
 * (`jobsPath`: /ar/jobs on the Arabic site).
 */
export const searchAddress = (search: SearchState, listing: { path: string; search: SearchState }, jobsPath = '/jobs'): string =>
  sameSearch(search, listing.search) ? listing.path : `${jobsPath}${searchQueryString(search)}`;

/** The panel's filters, in the panel's order (not the keyword, sort or spelling). */
export const filterKeys = [
  'country',
  'city',
  'category',
  'posted',
  'remote',
  'min_salary',
  'type',
  'visa',
  'nationality',
  'package',
  'licence',
  'level',
  'verified',
] as const;

/** How many of the panel's filters (not the keyword, sort or the page's fixed ones) are set. */
export const activeFilterCount = (search: SearchState, fixed: readonly string[]): number =>
  filterKeys.filter((key) => search[key] && !fixed.includes(key)).length;
