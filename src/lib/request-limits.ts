// Bad input refused at the edge of the app, before a route or the database sees it. Pure, so the
// Astro middleware (on-demand routes, Netlify Functions) and the local proxy share it.

/** The longest request target (path and query) answered: longer is 414 URI Too Long. */
export const maxRequestTargetLength = 8 * 1024;

/** The most header bytes (names and values) a request may carry: more is 431. */
const maxRequestHeaderBytes = 16 * 1024;

/** The methods the site answers; anything else (TRACE, CONNECT, PROPFIND…) is 405. */
const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const nulRefusal = 'The request contains a NUL character (\\u0000 or %00), which no address or field may contain.';

/** True when text has a NUL character, raw or percent-encoded. */
const hasNul = (text: string): boolean => text.includes('\u0000') || /%00/i.test(text);

/** True when any string in a parsed body (JSON or form, nested too) contains a raw NUL. */
export function bodyHasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((entry) => bodyHasNul(entry, depth + 1));
}

export interface Refusal {
  status: 400 | 405 | 414 | 431;
  message: string;
  headers?: Record<string, string>;
}

/** Why a request (method and raw target, `/path?query`) is refused before routing; undefined when fine. */
export function refuseRequest(method: string, target: string): Refusal | undefined {
  if (!(allowedMethods as readonly string[]).includes(method)) {
    return {
      status: 405,
      message: `The method ${method.slice(0, 20)} is not allowed here.`,
      headers: { allow: allowedMethods.join(', ') },
    };
  }
  if (target.length > maxRequestTargetLength) {
    return { status: 414, message: `The address is too long: at most ${maxRequestTargetLength} characters of path and query.` };
  }
  if (hasNul(target)) return { status: 400, message: nulRefusal };
  return undefined;
}

/** Why a request's headers (raw names and values, alternating) are refused; undefined when fine. */
export function refuseHeaders(rawHeaders: readonly string[]): Refusal | undefined {
  const bytes = rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
  return bytes > maxRequestHeaderBytes
    ? { status: 431, message: `The request headers are too large: at most ${maxRequestHeaderBytes} bytes.` }
    : undefined;
}
