import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { jsonNoStore } from '~/server/http/responses';
import { parseDateRange } from '~/lib/analytics';
import { analyticsDashboard } from './dashboard';

export const analyticsTexts = {
  signIn: 'Sign in as an admin to see analytics.',
  adminsOnly: 'Only admins can see analytics.',
  failed: 'The figures could not be loaded. Please try again.',
} as const;

/** 401 without a session, 403 for a signed-in non-admin; undefined for an admin. */
export function refuseNonAdminAnalytics(user: SessionUser | null): Response | undefined {
  if (!user) return jsonNoStore({ error: analyticsTexts.signIn }, 401);
  if (!user.isAdmin) return jsonNoStore({ error: analyticsTexts.adminsOnly }, 403);
  return undefined;
}

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: the dashboard's figures (default: the last 30 days). */
export async function analyticsHandler(url: URL, db: Db, user: SessionUser | null, now = new Date()): Promise<Response> {
  const refusal = refuseNonAdminAnalytics(user);
  if (refusal) return refusal;
  const range = parseDateRange({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }, now);
  if (!range.ok) return jsonNoStore({ error: range.error }, 400);
  try {
    return jsonNoStore(await analyticsDashboard(db, user!, range.range));
  } catch (error) {
    console.error('analytics dashboard failed:', error);
    return jsonNoStore({ error: analyticsTexts.failed }, 503);
  }
}
