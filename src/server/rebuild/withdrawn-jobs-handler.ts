import type { Db } from '~/server/db/client';
import { withdrawnJobsScopes, type WithdrawnJobs } from '~/lib/withdrawn-jobs';
import { withdrawnJobs, withdrawnJobsForSavedJobs } from './queue';
import { cachePolicies } from '~/server/http/cache-control';

const json = (body: unknown, status: number, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

/**
 * GET /api/withdrawn-jobs: the jobs whose stale static pages must answer 404 (read by the edge
 * function on every job page, so the CDN keeps it for 15 seconds). Every slug and id in it was
 * public until recently. With ?for=saved-jobs: the jobs rejected or deleted in the last weeks,
 * whenever the site was last built (/saved-jobs shows them as closed). When the database cannot
 * answer: 503, and job pages are served as they are.
 */
export async function withdrawnJobsHandler(db: Db, now = new Date(), url?: URL): Promise<Response> {
  const scope = url?.searchParams.get('for') ?? null;
  if ([...(url?.searchParams.keys() ?? [])].some((key) => key !== 'for') || (scope !== null && !withdrawnJobsScopes.includes(scope))) {
    return json(
      { error: `Unknown parameter. Use no parameter, or for=${withdrawnJobsScopes.join(' or for=')}.` },
      400,
      cachePolicies.noStore,
    );
  }
  try {
    const list: WithdrawnJobs = scope === 'saved-jobs' ? await withdrawnJobsForSavedJobs(db, now) : await withdrawnJobs(db, now);
    // Netlify caches a function's answer only when told so; browsers never keep it.
    return json(list, 200, cachePolicies.withdrawnJobs);
  } catch (error) {
    console.error('withdrawn jobs could not be read:', error);
    return json({ error: 'The list of withdrawn jobs is not available right now.' }, 503, cachePolicies.noStore);
  }
}
