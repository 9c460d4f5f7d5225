import type { Db } from '~/server/db/client';
import type { WithdrawnJobs } from '~/lib/withdrawn-jobs';
import { withdrawnJobs } from './queue';

/**
 * GET /api/withdrawn-jobs: the jobs whose stale static pages must answer 404 (read by the edge
 * function on every job page, so the CDN keeps it for 15 seconds). Every slug and id in it was
 * public until recently. When the database cannot answer: 503, and job pages are served as they are.
 */
export async function withdrawnJobsHandler(db: Db, now = new Date()): Promise<Response> {
  try {
    const list: WithdrawnJobs = await withdrawnJobs(db, now);
    return new Response(JSON.stringify(list), {
      // Netlify caches a function's answer only when told so; browsers never keep it.
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=0, must-revalidate',
        'netlify-cdn-cache-control': 'public, durable, s-maxage=15',
      },
    });
  } catch (error) {
    console.error('withdrawn jobs could not be read:', error);
    return new Response(JSON.stringify({ error: 'The list of withdrawn jobs is not available right now.' }), {
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}
