import { privateNoStore } from './cache-control';
/**
 * The response of an on-demand request, as the session step of the middleware finishes it: when
 * the request wrote cookies (a session was started, refreshed or ended) it carries someone's
 * session and must not be stored anywhere (`private, no-store`, no CDN cache rules); a wait an
 * action asked for (`locals.retryAfterSeconds`) goes out as `retry-after`.
 */
export function finishedResponse(
  response: Response,
  { cookiesWritten, retryAfterSeconds }: { cookiesWritten: boolean; retryAfterSeconds?: number },
): Response {
  if (!cookiesWritten && retryAfterSeconds === undefined) return response;
  const changed = new Response(response.body, response);
  if (retryAfterSeconds !== undefined) changed.headers.set('retry-after', String(retryAfterSeconds));
  if (!cookiesWritten) return changed;
  changed.headers.set('cache-control', privateNoStore);
  changed.headers.delete('cdn-cache-control');
  changed.headers.delete('netlify-cdn-cache-control');
  return changed;
}
