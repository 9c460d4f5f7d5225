import type { Db } from '~/server/db/client';
import { parseJobSearch } from '~/lib/jobs/search';
import type { JobSearchAnswer } from '~/lib/jobs/public-job';
import { cleanSearchAddress, searchStateFromUrl, type SearchState } from '~/lib/jobs/search-params';
import { understoodSearch } from '~/server/jobs/understood-search';
import { messagesFor } from '~/i18n';
import { cachePolicies } from '~/server/http/cache-control';

/** What GET /jobs?… (and /ar/jobs?…) shows: the results, a refused search (400) or the database down (503); ListingPage says the refusal in the page's language. */
export type SearchPage =
  | { kind: 'results'; search: SearchState; answer: JobSearchAnswer }
  | { kind: 'invalid' | 'unavailable'; search: SearchState; message: string };

export const searchPageResponse: Record<SearchPage['kind'], { status: number; headers: Record<string, string> }> = {
  results: { status: 200, headers: cachePolicies.searchPage },
  invalid: { status: 400, headers: cachePolicies.searchPage },
  unavailable: { status: 503, headers: { ...cachePolicies.noStore, 'retry-after': '30' } },
};

/** Searches as the visitor (the same query as GET /api/jobs) for the address /jobs was asked with. */
export async function searchPage(url: URL, db: () => Db): Promise<SearchPage> {
  // The spec's keyword= and location=, a form's empty fields and old aliases are read as their
  // clean address (answered here, not redirected: the header's country links use location=).
  const clean = cleanSearchAddress(url.searchParams);
  const params = clean ? new URL(clean, url).searchParams : url.searchParams;
  const parsed = parseJobSearch(params);
  const search = searchStateFromUrl(params);
  if (!parsed.ok) return { kind: 'invalid', search, message: parsed.error };
  try {
    return { kind: 'results', search, answer: await understoodSearch(db(), parsed.value) };
  } catch (error) {
    console.error('GET /jobs failed:', error);
    return { kind: 'unavailable', search, message: messagesFor('en').listing.refused.unavailable };
  }
}
