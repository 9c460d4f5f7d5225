import { isFormPost, jsonNoStore } from '~/server/http/responses';
import type { Db } from '~/server/db/client';
import { formPageTitles, tooManyAttempts } from '~/lib/forms';
import { clientAddress, hitRateLimit, rateBucket } from './rate-limit';

// What every public form endpoint shares: the same limits (per network address and per e-mail
// address) and a short page for posts without JavaScript.

/** Per network address and per e-mail address (a bot rotating one of them still meets the other). */
export const formLimits = {
  address: { limit: 5, windowSeconds: 600 },
  email: { limit: 3, windowSeconds: 3600 },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The answer to a form posted without JavaScript when it cannot go on: a short page. */
export const formMessagePage = (status: number, title: string, message: string): Response =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="javascript:history.back()">Go back</a> · <a href="/">Home</a></p></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );

/** An answer in the shape the caller asked for: JSON for the island, a page for a plain form. */
export const formRefusal = (request: Request, status: number, title: string, message: string, extra: Record<string, unknown> = {}): Response =>
  isFormPost(request) ? formMessagePage(status, title, message) : jsonNoStore({ error: message, title, ...extra }, status);

/** Counts the hit against both limits; a 429 with Retry-After when either is exceeded. */
export async function overLimit(request: Request, db: Db, email: string): Promise<Response | undefined> {
  const checks = await Promise.all([
    hitRateLimit(db, rateBucket('address', clientAddress(request)), formLimits.address),
    hitRateLimit(db, rateBucket('email', email), formLimits.email),
  ]);
  const refused = checks.find((c) => !c.allowed);
  return refused ? tooManyRequests(request, refused.retryAfterSeconds) : undefined;
}

/** The 429 for a form over its limit, with Retry-After, as JSON or as a page. */
export function tooManyRequests(request: Request, retryAfterSeconds: number): Response {
  const response = formRefusal(request, 429, formPageTitles.tooMany, tooManyAttempts);
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}
