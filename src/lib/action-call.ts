/** Astro's route of every action a script calls (`POST /_actions/admin.moderateJob`). */
export const actionRoutePattern = '/_actions/[...path]';

/** The marker Astro adds to a page's address when a form posts to an action (`?_action=auth.signIn`). */
export const actionQueryParam = '_action';

/**
 * The action a request calls (`auth.signIn`), from a script (the action route) or a page's form
 * (`?_action=`); undefined when it calls none. Astro runs an action for a POST only.
 */
export function calledAction(routePattern: string, url: URL, method: string): string | undefined {
  if (method !== 'POST') return undefined;
  return (
    (routePattern === actionRoutePattern ? url.pathname.replace(/^.*\/_actions\//, '') : url.searchParams.get(actionQueryParam)) ||
    undefined
  );
}

/**
 * True when Astro cannot look the action up: it decodes each dot-separated part of the name once
 * more and throws on a stray `%` (`?_action=%25`), which would be a 500.
 */
export function actionNameIsMalformed(name: string): boolean {
  try {
    name.split('.').forEach((part) => decodeURIComponent(part));
    return false;
  } catch {
    return true;
  }
}
