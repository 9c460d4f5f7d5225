import type { APIContext } from 'astro';
import { readEnv } from '~/server/env';
import { servesHttps } from '~/server/http/security-headers';

/**
 * What the auth code needs of a request: Astro's `cookies` for it (what is set there goes onto the
 * response) and the request itself (its Cookie header, its scheme).
 */
export type CookieContext = Pick<APIContext, 'cookies' | 'request'>;

/**
 * Path=/, SameSite=Lax and Secure on https: every cookie we write or delete. The site's configured
 * address counts as much as the request's: behind a proxy that ends TLS, the request the app
 * sees is http while every visitor's is https.
 */
const attributes = (request: Request) =>
  ({ path: '/', sameSite: 'lax', secure: new URL(request.url).protocol === 'https:' || servesHttps(readEnv().SITE_URL) }) as const;

/** Sets a cookie, HttpOnly unless `readableByScripts` (only for hints that hold no secret). */
export function setCookie(
  { cookies, request }: CookieContext,
  name: string,
  value: string,
  { maxAgeSeconds, readableByScripts = false }: { maxAgeSeconds: number; readableByScripts?: boolean },
): void {
  cookies.set(name, value, { ...attributes(request), httpOnly: !readableByScripts, maxAge: maxAgeSeconds });
}

/** Deletes a cookie with the attributes it was set with. */
export function deleteCookie({ cookies, request }: CookieContext, name: string): void {
  cookies.delete(name, { ...attributes(request), httpOnly: true });
}

/** True once this request set or deleted a cookie: its response carries a session and must not be cached. */
export const cookiesWritten = ({ cookies }: Pick<CookieContext, 'cookies'>): boolean => !cookies.headers().next().done;
