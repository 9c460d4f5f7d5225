/** The longest redirect target taken from input: anything longer is not a page of this site. */
const maxRedirectPathLength = 1024;

const base = 'http://same-site.invalid';

/**
 * A redirect target taken from input (`next`, `back`), as a path on this site or `fallback`.
 * Refused: anything not starting with one `/`, backslashes, control characters, encoded slashes,
 * backslashes and NUL, dot segments that normalise to `//host`, and more than
 * {@link maxRedirectPathLength} characters. The result is the normalised, percent-encoded path,
 * so it is always a valid Location header value (no raw non-ASCII).
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > maxRedirectPathLength) return fallback;
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(next) || /%(2f|5c|00)/i.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path.length > maxRedirectPathLength) return fallback;
  return path;
}
