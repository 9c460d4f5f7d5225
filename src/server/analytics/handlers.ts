import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { jsonNoStore } from '~/server/http/responses';
import { parseDateRange } from '~/lib/analytics';
import { analyticsDashboard } from './dashboard';

export const analyticsTexts = {
  failed: 'The figures could not be loaded. Please try again.',
} as const;

/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: the dashboard's figures (default: the
 * last 30 days), for the admin the middleware's admin gate let through.
 */
export async function analyticsHandler(url: URL, db: Db, user: SessionUser, now = new Date()): Promise<Response> {
  const range = parseDateRange({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }, now);
  if (!range.ok) return jsonNoStore({ error: range.error }, 400);
  try {
    return jsonNoStore(await analyticsDashboard(db, user, range.range));
  } catch (error) {
    console.error('analytics dashboard failed:', error);
    return jsonNoStore({ error: analyticsTexts.failed }, 503);
  }
}
