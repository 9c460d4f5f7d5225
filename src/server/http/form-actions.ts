import { actionNameOf, bodyTooLargeMessage, formActionBodyLimit } from './body-limits';
import { formMessagePage } from './message-page';

// The public form actions take forms only, within each form's body limit (bodyLimits). Astro's own
// actionBodySizeLimit (astro.config.mjs) caps a body without a declared length; this refuses
// before Astro reads anything, so JSON (which Astro would parse, and fail on when malformed) and
// oversized posts never reach an action.

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** An action's refusal in the shape its caller reads: Astro's action error for a script, a short page for a plain form. */
function refusal(url: URL, status: 413 | 415, code: 'CONTENT_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', title: string, message: string): Response {
  if (!url.pathname.startsWith('/_actions/')) return formMessagePage(status, title, message);
  return new Response(JSON.stringify({ type: 'AstroActionError', code, status, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** 415 for a public form action sent anything but a form, 413 past its body limit; undefined otherwise. */
export function refuseFormActionBody(request: Request, url: URL): Response | undefined {
  const limit = formActionBodyLimit(url);
  if (limit === undefined || request.method !== 'POST' || !actionNameOf(url)) return undefined;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!formTypes.includes(type)) return refusal(url, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Please send the form', 'Send the data as a form (application/x-www-form-urlencoded or multipart/form-data).');
  if (Number(request.headers.get('content-length') ?? 0) > limit) return refusal(url, 413, 'CONTENT_TOO_LARGE', 'The form is too large', bodyTooLargeMessage(limit));
  return undefined;
}

/**
 * What the middleware does for the public form actions: refuses a body they must not read, and
 * gives a "too many attempts" answer (the script's 429 or the no-JS page) its Retry-After.
 */
export async function answerFormAction(
  context: { request: Request; url: URL; locals: { retryAfterSeconds?: number } },
  next: () => Promise<Response>,
): Promise<Response> {
  const refused = refuseFormActionBody(context.request, context.url);
  if (refused) return refused;
  const response = await next();
  const wait = context.locals.retryAfterSeconds;
  if (!wait || response.status !== 429) return response;
  const answer = new Response(response.body, response);
  answer.headers.set('retry-after', String(wait));
  return answer;
}
