import { ActionError, type ActionAPIContext } from 'astro:actions';
import type { SessionUser } from '~/server/auth/types';

/**
 * The admin an action acts for. A visitor gets UNAUTHORIZED (401) and any other signed-in user
 * FORBIDDEN (403), each saying what they tried (`task`, e.g. "moderate jobs"); RLS refuses them
 * again in SQL. Middleware already turns them away from admin pages; actions are reached directly.
 */
export function requireAdmin(context: Pick<ActionAPIContext, 'locals'>, task: string): SessionUser {
  const { user } = context.locals;
  if (!user) throw new ActionError({ code: 'UNAUTHORIZED', message: `Sign in as an admin to ${task}.` });
  if (!user.isAdmin) throw new ActionError({ code: 'FORBIDDEN', message: `Only admins can ${task}.` });
  return user;
}
