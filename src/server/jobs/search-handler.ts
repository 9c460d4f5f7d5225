import type { Db } from '~/server/db/client';
import { parseJobSearch } from '~/lib/jobs/search';
import { understoodSearch } from './understood-search';
import { cachePolicies, cacheTags, noStore } from '~/server/http/cache-control';

const json = (body: unknown, status: number, cache: string, more: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache, ...more },
  });

/** GET /api/jobs: validates the query, searches as the visitor (typos corrected, suggestions when empty), answers JSON. */
export async function jobSearchHandler(request: Request, db: Db): Promise<Response> {
  const parsed = parseJobSearch(new URL(request.url).searchParams);
  if (!parsed.ok) return json({ error: parsed.error }, 400, noStore);
  let result;
  try {
    result = await understoodSearch(db, parsed.value);
  } catch (error) {
    console.error('GET /api/jobs failed:', error);
    return json({ error: 'Search is unavailable right now. Please try again in a moment.' }, 503, noStore);
  }
  // Tagged so a change to a public job purges every cached search at once.
  return json(result, 200, cachePolicies.jobSearchApi['cache-control'], { [cacheTags.header]: cacheTags.jobs });
}
