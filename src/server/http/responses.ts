import { bodyLimits, bodyTooLargeMessage, describeBytes, readBoundedBody } from './body-limits';
import { formMessagePage } from './message-page';
import { localeOfPath } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { fill } from '~/i18n/format';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { noStore } from './cache-control';

/** A JSON response that is never cached (anything about a session or a submission). */
export const jsonNoStore = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': noStore },
  });

/** 303 See Other: where a no-JavaScript form post lands. */
export const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { location, 'cache-control': noStore } });

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

/** 413, as JSON for a script or as a short page for a plain form (in the language of the page it was posted to: /ar/forms/… is Arabic). */
export function bodyTooLarge(request: Request, maxBytes: number): Response {
  if (!isFormPost(request)) return jsonNoStore({ error: bodyTooLargeMessage(maxBytes) }, 413);
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = messagesFor(locale).post.refusal;
  return formMessagePage(413, t.tooLarge, fill(t.tooLargeText, { size: describeBytes(maxBytes) }), locale);
}

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

/** What a visitor reads when a part the site needs is down for a moment (503). */
export const unavailableTexts = {
  database: {
    title: 'Temporarily unavailable',
    message: 'The job database cannot be reached right now. Please try again in a minute; the rest of the site keeps working.',
  },
  restarting: {
    title: 'The site is restarting',
    message: 'The site is restarting. Please reload in a moment.',
  },
} as const;

const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** A small self-contained page (no stylesheet, no script) for a 503. */
export const unavailablePage = ({ title, message }: { title: string; message: string }): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeText(title)}</title></head><body><main><h1>${escapeText(title)}</h1><p>${escapeText(message)}</p><p><a href="/">Home</a></p></main></body></html>`;

/** True when the caller wants JSON back (an island's fetch, /api/ endpoints) rather than a page. */
export const wantsJson = (pathname: string, accept: string | null | undefined): boolean =>
  pathname.startsWith('/api/') || (!!accept && accept.includes('application/json') && !accept.includes('text/html'));

/**
 * 503 Service Unavailable with Retry-After, never cached: a clear page for a browser, JSON
 * `{ error }` for an endpoint.
 */
export function serviceUnavailable(
  request: Request,
  texts: { title: string; message: string } = unavailableTexts.database,
  retryAfterSeconds = 5,
): Response {
  const json = wantsJson(new URL(request.url).pathname, request.headers.get('accept'));
  return new Response(json ? JSON.stringify({ error: texts.message }) : unavailablePage(texts), {
    status: 503,
    headers: {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': noStore,
      'retry-after': String(retryAfterSeconds),
    },
  });
}
