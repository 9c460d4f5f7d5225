import type { JobSearch } from './search';
import { cityBySlug } from '~/lib/cities';
import { searchQueryString } from './search-params';
import { searchWords } from './search';

/** The filters a suggestion may let go of, in the order they are tried (the place has its own kind). */
export const droppableFilters = [
  'category',
  'posted',
  'min_salary',
  'type',
  'visa',
  'nationality',
  'package',
  'licence',
  'level',
  'verified',
  'remote',
] as const;
export type DroppableFilter = (typeof droppableFilters)[number];

/**
 * A search near one that found nothing: a wider place (a city's country, then the whole Gulf:
 * value 'gulf'), without one filter (value: its key) or without one word (value: the word); value
 * 'all': without every filter, or without the words.
 */
export interface NearerSearch {
  kind: 'place' | 'filter' | 'word';
  value: string;
  search: JobSearch;
}

/** At most this many nearer searches are counted for an empty result. */
export const nearerSearchLimit = 8;

/**
 * The searches to try when a search finds nothing, nearest first: the wider place, each filter
 * dropped, each word dropped (with two words or more), then the words alone and the filters alone.
 * The page and the sort go; a topic (a page's own filter) stays. At most nearerSearchLimit.
 */
export function nearerSearches(search: JobSearch): NearerSearch[] {
  const base: JobSearch = { ...search, page: 1, sort: undefined };
  const out: NearerSearch[] = [];
  if (search.city) {
    const country = search.country ?? cityBySlug(search.city)?.country;
    out.push({ kind: 'place', value: country ?? 'gulf', search: { ...base, city: undefined, country } });
  } else if (search.country && search.country !== 'remote') {
    out.push({ kind: 'place', value: 'gulf', search: { ...base, country: undefined } });
  }
  for (const key of droppableFilters) {
    if (search[key] !== undefined) out.push({ kind: 'filter', value: key, search: { ...base, [key]: undefined } });
  }
  const words = search.q ? (searchWords(search.q)?.split(' ') ?? []) : [];
  if (words.length > 1) {
    for (const [i, word] of words.entries()) {
      out.push({ kind: 'word', value: word, search: { ...base, q: words.filter((_, j) => j !== i).join(' ') } });
    }
  }
  // Further away: the words without any filter, and the filters without the words.
  const filtered = Boolean(search.city || search.country || droppableFilters.some((key) => search[key] !== undefined));
  if (search.q && filtered) {
    const all: Partial<JobSearch> = Object.fromEntries([...droppableFilters, 'city', 'country'].map((key) => [key, undefined]));
    out.push({ kind: 'filter', value: 'all', search: { ...base, ...all } });
    out.push({ kind: 'word', value: 'all', search: { ...base, q: undefined } });
  }
  return out.slice(0, nearerSearchLimit);
}

/** The address's query string of a search (?q=nurse&country=uae), as /jobs reads it. */
export const queryStringOf = (search: JobSearch): string =>
  searchQueryString({ ...search, remote: search.remote ? 'true' : undefined, page: search.page });
