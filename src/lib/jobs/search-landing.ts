// The site search address that structured data advertises (WebSite SearchAction on the jobs hub):
// /search?q=nurse lands on the job search with that keyword.

/** Where /search?{params} goes: /jobs with the text as `keyword`, or /jobs when there is none. */
export function searchLanding(params: URLSearchParams): string {
  const text = (params.get('q') ?? params.get('keyword') ?? '').trim();
  return text ? `/jobs?${new URLSearchParams({ keyword: text }).toString()}` : '/jobs';
}
