import { bodyLimits, bodyTooLargeMessage, readBoundedBody } from './body-limits';
import { formMessagePage } from './message-page';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';

/** A JSON response that is never cached (anything about a session or a submission). */
export const jsonNoStore = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** 303 See Other: where a no-JavaScript form post lands. */
export const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/** True when the body is an HTML form post (no JavaScript) rather than JSON from an island. */
export const isFormPost = (request: Request): boolean => {
  const type = request.headers.get('content-type') ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
};

export type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

const unreadable = () => jsonNoStore({ error: 'The request body could not be read: send valid JSON or a form.' }, 400);

/** Every text field of every form refuses NUL: PostgreSQL cannot store it in text. */
const withoutNul = (value: Record<string, unknown>): BodyResult =>
  bodyHasNul(value) ? { ok: false, response: jsonNoStore({ error: nulRefusal }, 400) } : { ok: true, value };

/** 413, as JSON for a script or as a short page for a plain form. */
export const bodyTooLarge = (request: Request, maxBytes: number): Response =>
  isFormPost(request) ? formMessagePage(413, 'The form is too large', bodyTooLargeMessage(maxBytes)) : jsonNoStore({ error: bodyTooLargeMessage(maxBytes) }, 413);

/**
 * The request body as a plain object, from JSON or a form, read up to maxBytes (bodyLimits.form
 * unless the endpoint says otherwise): 413 past it, a clear 400/415 for anything unreadable, 400
 * for a NUL character in any text field.
 */
export async function readBody(request: Request, maxBytes: number = bodyLimits.form): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  const form = isFormPost(request);
  if (!form && !type.includes('application/json')) {
    return {
      ok: false,
      response: jsonNoStore({ error: 'Send the data as application/json or as a form (application/x-www-form-urlencoded).' }, 415),
    };
  }
  const body = await readBoundedBody(request, maxBytes);
  if (!body.ok) return { ok: false, response: body.reason === 'too-large' ? bodyTooLarge(request, maxBytes) : unreadable() };
  try {
    if (form) {
      const parsed = await new Response(body.bytes, { headers: { 'content-type': type } }).formData();
      const value: Record<string, unknown> = {};
      for (const [key, entry] of parsed) if (typeof entry === 'string') value[key] = entry;
      return withoutNul(value);
    }
    const value: unknown = JSON.parse(new TextDecoder().decode(body.bytes));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, response: jsonNoStore({ error: 'The request body must be a JSON object.' }, 400) };
    }
    return withoutNul(value as Record<string, unknown>);
  } catch {
    return { ok: false, response: unreadable() };
  }
}
