import { actionQueryParam, calledAction } from './action-call';

/**
 * The parts of the site only admins may use, as path prefixes, each with what a visitor tried to
 * do there ("Sign in as an admin to …", "Only admins can …"). Read by the admin step of
 * src/middleware.ts; the longest matching prefix wins. RLS refuses non-admins again in SQL.
 */
export interface AdminArea {
  /** `/admin` covers `/admin` and `/admin/…`; a prefix ending in `.` (an action namespace) covers `admin.…`. */
  prefix: string;
  /** The end of "Sign in as an admin to …" and "Only admins can …". */
  task: string;
}

export const adminAreas: readonly AdminArea[] = [
  { prefix: '/admin', task: 'see the admin pages' },
  { prefix: '/analytics', task: 'see analytics' },
  { prefix: '/scrape-jobs', task: 'scrape jobs' },
  { prefix: '/api/admin', task: 'moderate jobs' },
  { prefix: '/api/admin/analytics', task: 'see analytics' },
  { prefix: '/api/admin/seo', task: 'change SEO settings' },
  { prefix: '/_actions/admin.', task: 'manage the job board' },
];

/** Where a signed-in non-admin lands (with status 403): the admin home says they are not an admin. */
export const notAdminPage = '/admin';

const covers = (prefix: string, path: string) => path === prefix || path.startsWith(prefix.endsWith('.') ? prefix : `${prefix}/`);

/** The admin area `path` lies in (the longest prefix), or undefined when anyone may use it. */
export function adminAreaOf(path: string, areas: readonly AdminArea[] = adminAreas): AdminArea | undefined {
  let found: AdminArea | undefined;
  for (const area of areas) if (covers(area.prefix, path) && (!found || area.prefix.length > found.prefix.length)) found = area;
  return found;
}

/** Addresses that answer JSON: endpoints and action calls from scripts. Everything else is a page. */
const answersJson = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/_actions/');

export type AdminGate =
  | { kind: 'pass' }
  /** A visitor on a page: 303 to sign in, coming back afterwards. */
  | { kind: 'sign-in'; location: string }
  /** A signed-in non-admin on a page: the not-admin page (notAdminPage), status 403. */
  | { kind: 'not-admin-page' }
  /** An endpoint (`{ error }`) or an action call (Astro's ActionError shape): 401 or 403. */
  | { kind: 'refuse'; status: 401 | 403; message: string; shape: 'error' | 'action-error' };

/**
 * What the admin gate does with a request from `user`: `paths` are what it reaches (see
 * gatedPaths), `url` the address asked for, where a visitor returns after signing in (without a
 * form action's marker).
 */
export function adminGate(paths: readonly string[], url: URL, user: { isAdmin: boolean } | null): AdminGate {
  if (user?.isAdmin) return { kind: 'pass' };
  const area = paths.map((path) => adminAreaOf(path)).find(Boolean);
  if (!area) return { kind: 'pass' };
  if (answersJson(url.pathname)) {
    const shape = url.pathname.startsWith('/_actions/') ? 'action-error' : 'error';
    return user
      ? { kind: 'refuse', status: 403, message: `Only admins can ${area.task}.`, shape }
      : { kind: 'refuse', status: 401, message: `Sign in as an admin to ${area.task}.`, shape };
  }
  if (user) return { kind: 'not-admin-page' };
  const query = new URLSearchParams(url.search);
  query.delete(actionQueryParam);
  const back = `${url.pathname}${query.size ? `?${query}` : ''}`;
  return { kind: 'sign-in', location: `/auth?next=${encodeURIComponent(back)}` };
}

/**
 * What a request reaches: the route Astro matched (so `/%61dmin` is `/admin`) and, for a POST
 * calling an action, `/_actions/<name>` (from a script, or a page's form with `?_action=<name>`).
 */
export function gatedPaths(routePattern: string, url: URL, method: string): string[] {
  const action = calledAction(routePattern, url, method);
  return action ? [routePattern, `/_actions/${action}`] : [routePattern];
}
