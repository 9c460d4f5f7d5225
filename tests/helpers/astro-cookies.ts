import type { AstroCookies as AstroCookiesType } from 'astro';
// Astro's own class (what `context.cookies` is in a request); the package does not export it.
import { AstroCookies } from '../../node_modules/astro/dist/core/cookies/index.js';

/** `context.cookies` for a request, as Astro builds it. */
export const astroCookiesFor = (request: Request): AstroCookiesType => new AstroCookies(request, console);

/** The Set-Cookie lines Astro would add to the response for these cookies. */
export const setCookieLines = (cookies: AstroCookiesType): string[] => [...cookies.headers()];

/** `name=value` pairs of the cookies a response sets (deleted ones left out), for the next request's Cookie header. */
export const cookieHeaderFrom = (setCookies: readonly string[]): string =>
  setCookies
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !/^[^=]+=(deleted)?$/.test(pair))
    .join('; ');
