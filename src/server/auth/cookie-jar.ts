/** The cookies of one request, and the Set-Cookie lines its response must carry. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** `readableByScripts` leaves out HttpOnly: only for hints that hold no secret. */
  set(name: string, value: string, options: { maxAgeSeconds: number; readableByScripts?: boolean }): void;
  delete(name: string): void;
}

export interface RequestCookieJar extends CookieJar {
  /** Set-Cookie header values written so far. */
  readonly setCookies: string[];
  /** Copies the Set-Cookie lines onto a response. */
  applyTo(response: Response): Response;
}

/** A jar reading the request's Cookie header; `secure` adds the Secure attribute (https sites). */
export function cookieJarFor(request: Request, secure: boolean): RequestCookieJar {
  const incoming = parseCookieHeader(request.headers.get('cookie'));
  const setCookies: string[] = [];
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    setCookies,
    get: (name) => incoming.get(name),
    set(name, value, { maxAgeSeconds, readableByScripts = false }) {
      incoming.set(name, value);
      const httpOnly = readableByScripts ? '' : 'HttpOnly; ';
      setCookies.push(`${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; ${httpOnly}${attributes}`);
    },
    delete(name) {
      incoming.delete(name);
      setCookies.push(`${name}=; Max-Age=0; HttpOnly; ${attributes}`);
    },
    applyTo(response) {
      for (const line of setCookies) response.headers.append('set-cookie', line);
      return response;
    },
  };
}

export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A cookie we did not write (bad escape): ignore it rather than fail the request.
    }
  }
  return cookies;
}
