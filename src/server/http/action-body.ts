import type { APIContext } from 'astro';
import { actionNameIsMalformed, calledAction } from '~/lib/action-call';
import { actionBodyLimit, bodyTooLargeMessage, readBoundedBody } from './body-limits';
import { refusalResponse } from './refusal';
import { bodyTooLarge, jsonNoStore } from './responses';

const unreadableJson = 'The request body could not be read: send valid JSON or a form.';
const unreadableForm = 'The form could not be read: send it again from the page.';

export const malformedActionName =
  'The action name in the address is not valid percent-encoding (a % must be followed by two hexadecimal digits): check the form’s address.';

/** The body Astro answers a thrown ActionError with, so a script's typed client reads `error.code`. */
const actionError = (status: 400 | 413, code: 'BAD_REQUEST' | 'CONTENT_TOO_LARGE', message: string) =>
  jsonNoStore({ type: 'AstroActionError', code, status, message }, status);

/**
 * A request calling an action (src/lib/action-call.ts) whose body the action must not read:
 * over the action's limit (actionBodyLimits) 413, before Astro reads it; JSON or a multipart form
 * that does not parse 400 (Astro would throw on it: a 500, or a page cut off mid-way). A script gets Astro's ActionError JSON, a page's
 * form the 413 page. Undefined when the body may go on.
 */
export async function refuseActionBody({
  routePattern,
  url,
  request,
}: Pick<APIContext, 'routePattern' | 'url' | 'request'>): Promise<Response | undefined> {
  const action = calledAction(routePattern, url, request.method);
  if (!action) return undefined;
  const limit = actionBodyLimit(action);
  const fromScript = url.pathname.startsWith('/_actions/');
  const tooLarge = () => (fromScript ? actionError(413, 'CONTENT_TOO_LARGE', bodyTooLargeMessage(limit)) : bodyTooLarge(request, limit));
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return tooLarge();
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const json = type === 'application/json';
  // A multipart body is parsed here too: @astrojs/react reads the form again while it renders the
  // page's islands, and a body that does not parse there throws mid-page (a cut-off answer).
  const multipart = type === 'multipart/form-data';
  // A body without a declared length is counted here; a JSON or multipart one is also parsed, as Astro will.
  if (declared !== null && !json && !multipart) return undefined;
  const body = await readBoundedBody(request.clone(), limit);
  if (!body.ok) return body.reason === 'too-large' ? tooLarge() : actionError(400, 'BAD_REQUEST', unreadableJson);
  if (multipart) {
    try {
      await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
      return undefined;
    } catch {
      return fromScript
        ? actionError(400, 'BAD_REQUEST', unreadableJson)
        : refusalResponse({ status: 400, message: unreadableForm }, false);
    }
  }
  if (!json || body.bytes.byteLength === 0) return undefined;
  try {
    JSON.parse(new TextDecoder().decode(body.bytes));
    return undefined;
  } catch {
    return actionError(400, 'BAD_REQUEST', unreadableJson);
  }
}

/**
 * A request calling an action whose name does not decode (`?_action=%25`, `/_actions/%25`): 400,
 * as ActionError JSON for a script, plain text (JSON under /api/) for a page. Undefined otherwise.
 */
export function refuseActionName({
  routePattern,
  url,
  request,
}: Pick<APIContext, 'routePattern' | 'url' | 'request'>): Response | undefined {
  const action = calledAction(routePattern, url, request.method);
  // Astro also reads `?_action` on /_actions/… addresses (its form-action lookup): a malformed one
  // there is refused as well.
  const queried = request.method === 'POST' ? url.searchParams.get('_action') : null;
  if (![action, queried].some((name) => name && actionNameIsMalformed(name))) return undefined;
  if (url.pathname.startsWith('/_actions/')) return actionError(400, 'BAD_REQUEST', malformedActionName);
  return refusalResponse({ status: 400, message: malformedActionName }, url.pathname.startsWith('/api/'));
}
