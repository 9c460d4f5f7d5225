import type { Db } from '~/server/db/client';
import { parseJobSearch } from '~/lib/jobs/search';
import type { JobSearchAnswer } from '~/lib/jobs/public-job';
import { cleanSearchAddress, searchStateFromUrl, type SearchState } from '~/lib/jobs/search-params';
import { searchPublicJobs } from '~/server/jobs/queries';
import { messagesFor } from '~/i18n';

/** What GET /jobs?… (and /ar/jobs?…) shows: the results, a refused search (400) or the database down (503); ListingPage says the refusal in the page's language. */
export type SearchPage =
  | { kind: 'results'; search: SearchState; answer: JobSearchAnswer }
  | { kind: 'invalid' | 'unavailable'; search: SearchState; message: string };

/** Browsers revalidate every time; Netlify's CDN keeps a search a minute and serves it stale two more while it refreshes. */
const cdnCache = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, s-maxage=60, stale-while-revalidate=120',
};
export const searchPageResponse: Record<SearchPage['kind'], { status: number; headers: Record<string, string> }> = {
  results: { status: 200, headers: cdnCache },
  invalid: { status: 400, headers: cdnCache },
  unavailable: { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
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
    return { kind: 'results', search, answer: await searchPublicJobs(db(), parsed.value) };
  } catch (error) {
    console.error('GET /jobs failed:', error);
    return { kind: 'unavailable', search, message: messagesFor('en').listing.refused.unavailable };
  }
}
