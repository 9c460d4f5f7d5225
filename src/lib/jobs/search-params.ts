import { canonicalCountry } from '~/lib/countries';

// Search constants and the URL's parameters without zod: the island sends the visitor's parameters
// as they are and the endpoint validates them with jobSearchSchema.

export const searchPageSize = 20;
export const searchMaxPage = 500;

/** Keyword searches count matches up to this many; beyond it the total reads "1,000+". */
export const keywordCountCap = 1000;

/** "1,000+" for a capped total, otherwise the number with thousands separators. */
export const formatJobTotal = (total: number, capped: boolean): string => `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;

/** The filters a listing's address carries; the spec's `keyword` and `location` names too. */
export interface SearchState {
  q?: string;
  category?: string;
  country?: string;
  /** 'true': remote jobs only, with or without a country. Another value goes to the endpoint as it is (400). */
  remote?: string;
  page: number;
}

/** The `remote` parameter: 'true' for true or 1, undefined for false, 0 or empty, anything else as given (the endpoint refuses it). */
export const remoteParam = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === 'false' || value === '0' || value === '' ? undefined : value === '1' ? 'true' : value;

export function searchStateFromUrl(params: URLSearchParams, preset: Partial<SearchState> = {}): SearchState {
  const page = Number(params.get('page') ?? '1');
  const country = params.get('country') ?? params.get('location') ?? preset.country;
  const category = params.get('category') ?? preset.category;
  return {
    q: params.get('q') ?? params.get('keyword') ?? undefined,
    // 'all' is the spec's default value; aliases (saudi, ksa) become the select's value.
    category: category === 'all' ? undefined : category,
    country: country === 'all' ? undefined : country ? (canonicalCountry(country.toLowerCase()) ?? country) : undefined,
    remote: remoteParam(params.get('remote')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** A query string of the non-empty values, in a stable order. */
export function searchQueryString(
  values: Partial<Record<'q' | 'category' | 'country' | 'city' | 'topic' | 'remote' | 'sort' | 'posted', string | boolean | undefined>> & {
    page?: number;
  },
): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'country', 'city', 'topic', 'remote', 'sort', 'posted'] as const) {
    const value = values[key];
    if (value) params.set(key, String(value));
  }
  if (values.page && values.page > 1) params.set('page', String(values.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
