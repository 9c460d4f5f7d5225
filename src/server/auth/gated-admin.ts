import type { SessionUser } from './types';

/**
 * The admin an admin page or endpoint serves. The middleware's admin gate (src/lib/admin-areas.ts) lets only
 * admins reach them; one outside every admin area fails loudly instead of showing data.
 */
export function gatedAdmin(locals: App.Locals): SessionUser {
  const { user } = locals;
  if (!user?.isAdmin) throw new Error('An admin page was reached without an admin: add its path to adminAreas in src/lib/admin-areas.ts.');
  return user;
}
