import { listingCountLine, sameSearch, searchQueryString, type SearchState } from '~/lib/jobs/search-params';
import { jobsIndexPage, jobsWordListings, listingPages, type ListingPageDef } from './listings';

/** The count line above a listing (in search-params.ts, which the search island loads without the listings' texts). */
export { listingCountLine };

/** A listing's own search: its fixed and preset filters, page 1 (its address without a query). */
export const listingBaseSearch = (page: Pick<ListingPageDef, 'fixed' | 'preset'>): SearchState => ({
  country: page.fixed.country ?? page.preset?.country,
  category: page.fixed.category ?? page.preset?.category,
  topic: page.fixed.topic,
  remote: page.fixed.remote ? 'true' : undefined,
  page: 1,
});

/** The listings that are the canonical address of their filters (not /jobs/uae: /uae-jobs is). */
const canonicalListings = (): ListingPageDef[] => [jobsIndexPage, ...listingPages, ...jobsWordListings.filter((p) => !p.canonical)];

/**
 * The canonical address and robots rule of a /jobs search (one canonical address per filter set):
 * a search of a listing's own filters is that listing's page (country=uae → /uae-jobs,
 * category=engineering → /jobs/engineering, country=uae&topic=healthcare → /healthcare-jobs-uae);
 * any other search is /jobs with its filters, without the page and the sort (the same results in
 * another order or slice). A keyword, city, posted-within, sort or page is not indexed
 * (noindex, follow): endless combinations, thin pages.
 */
export function searchPageFacts(search: SearchState): { canonical: string; noindex: boolean } {
  const filters: SearchState = { ...search, sort: undefined, spell: undefined, page: 1 };
  const listing = canonicalListings().find((p) => sameSearch(listingBaseSearch(p), filters));
  return {
    canonical: listing?.path ?? `/jobs${searchQueryString(filters)}`,
    noindex: Boolean(search.q || search.city || search.posted || search.sort || search.spell || search.page > 1),
  };
}
