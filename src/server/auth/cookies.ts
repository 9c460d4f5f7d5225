import type { AstroCookies } from 'astro';
import { parseCookieHeader } from '@supabase/ssr';

/**
 * The session cookies of one request, read and written through Astro's `context.cookies` (which
 * puts them on the response). Every cookie written is Path=/, SameSite=Lax, HttpOnly unless said
 * otherwise, and Secure on https.
 */
export interface CookieJar {
  /** Every cookie the request came with, as @supabase/ssr's `getAll` wants them. */
  all(): { name: string; value: string }[];
  get(name: string): string | undefined;
  /** `readableByScripts` leaves out HttpOnly: only for hints that hold no secret. */
  set(name: string, value: string, options: { maxAgeSeconds: number; readableByScripts?: boolean }): void;
  delete(name: string): void;
  /** True once a cookie was set or deleted: the response carries a session and must not be cached. */
  readonly written: boolean;
}

/** The jar of `request`, writing into Astro's `cookies` for the same request. */
export function cookieJarFor(request: Request, cookies: AstroCookies): CookieJar {
  const attributes = { path: '/', sameSite: 'lax', secure: new URL(request.url).protocol === 'https:' } as const;
  let written = false;
  return {
    all: () => parseCookieHeader(request.headers.get('cookie') ?? ''),
    get: (name) => cookies.get(name)?.value,
    set(name, value, { maxAgeSeconds, readableByScripts = false }) {
      written = true;
      cookies.set(name, value, { ...attributes, httpOnly: !readableByScripts, maxAge: maxAgeSeconds });
    },
    delete(name) {
      written = true;
      cookies.delete(name, { ...attributes, httpOnly: true });
    },
    get written() {
      return written;
    },
  };
}
