import type { Db } from '~/server/db/client';
import { parseJobSearch } from '~/lib/jobs/search';
import { searchPublicJobs } from './queries';

const json = (body: unknown, status: number, cache: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache },
  });

/** GET /api/jobs: validates the query, searches as the visitor, answers JSON. */
export async function jobSearchHandler(request: Request, db: Db): Promise<Response> {
  const parsed = parseJobSearch(new URL(request.url).searchParams);
  if (!parsed.ok) return json({ error: parsed.error }, 400, 'no-store');
  let result;
  try {
    result = await searchPublicJobs(db, parsed.value);
  } catch (error) {
    console.error('GET /api/jobs failed:', error);
    return json({ error: 'Search is unavailable right now. Please try again in a moment.' }, 503, 'no-store');
  }
  // Fresh within a minute at the CDN; browsers revalidate quickly so moderation shows up soon.
  return json(result, 200, 'public, max-age=30, s-maxage=60, stale-while-revalidate=300');
}
