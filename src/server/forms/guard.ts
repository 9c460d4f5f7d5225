import { isFormPost, jsonNoStore } from '~/server/http/responses';
import { formMessagePage } from '~/server/http/message-page';
import type { Db } from '~/server/db/client';
import { formPageTitles, tooManyAttempts } from '~/lib/forms';
import { clientAddress, rateLimitKeyOf } from '~/server/http/client-address';
import { hitRateLimit, rateBucket } from './rate-limit';
import { formRateLimits, type FormName } from './limits';

export { formMessagePage };

// What every public form endpoint shares: its own limits (per network address and per e-mail
// address, see limits.ts) and a short page for posts without JavaScript.

/** An answer in the shape the caller asked for: JSON for the island, a page for a plain form. */
export const formRefusal = (request: Request, status: number, title: string, message: string, extra: Record<string, unknown> = {}): Response =>
  isFormPost(request) ? formMessagePage(status, title, message) : jsonNoStore({ error: message, title, ...extra }, status);

/**
 * Counts the hit against the form's two limits (the e-mail one only when there is an e-mail); a
 * 429 with Retry-After and "Please wait N minutes" when either is exceeded.
 */
export async function overLimit(request: Request, { db, secret }: { db: Db; secret: string }, form: FormName, email: string | undefined): Promise<Response | undefined> {
  const limits = formRateLimits[form];
  const checks = await Promise.all([
    hitRateLimit(db, rateBucket(form, 'address', rateLimitKeyOf(clientAddress(request)), secret), limits.address),
    ...(email ? [hitRateLimit(db, rateBucket(form, 'email', email, secret), limits.email)] : []),
  ]);
  const retryAfterSeconds = Math.max(0, ...checks.filter((c) => !c.allowed).map((c) => c.retryAfterSeconds));
  return retryAfterSeconds > 0 ? tooManyRequests(request, retryAfterSeconds) : undefined;
}

/** The 429 for a form over its limit, with Retry-After, as JSON or as a page. */
export function tooManyRequests(request: Request, retryAfterSeconds: number): Response {
  const response = formRefusal(request, 429, formPageTitles.tooMany, tooManyAttempts(retryAfterSeconds), { retryAfterSeconds });
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}
