import { cleanSearchAddress } from './search-params';

// The site search address that structured data advertises (WebSite SearchAction on the jobs hub):
// /search?q=nurse lands on the job search with that keyword.

/** Where /search?{params} goes: the /jobs search of the same parameters (the spec's `keyword` read as `q`), tidied. */
export function searchLanding(params: URLSearchParams): string {
  return cleanSearchAddress(params) ?? `/jobs${params.size ? `?${params.toString()}` : ''}`;
}
