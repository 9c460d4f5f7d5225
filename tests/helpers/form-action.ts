import type { ActionAPIContext, ActionError } from 'astro:actions';
import type { SessionUser } from '~/server/auth/types';
import { actionContext } from './actions';
import { astroCookiesFor, setCookieLines } from './astro-cookies';

/** A form action as defineAction makes it, called with `this` as Astro's action context. */
type FormAction<T> = (
  this: ActionAPIContext,
  input: FormData,
) => Promise<{ data: T; error: undefined } | { data: undefined; error: ActionError }>;

export interface ActionCall<T> {
  data: T | undefined;
  error: ActionError | undefined;
  /** The status Astro answers the call with: the error's, or 200. */
  status: number;
  /** The Set-Cookie lines Astro puts on the response (from `context.cookies`). */
  setCookies: string[];
  /** What the middleware sends as `retry-after` (the action's `locals.retryAfterSeconds`). */
  retryAfter: number | undefined;
}

/**
 * Posts `fields` to a form action as a browser would, to `url` with the `cookie` header and
 * `address` (the local proxy's x-forwarded-for), through Astro's own action runtime and cookies.
 */
export async function callFormAction<T>(
  action: FormAction<T>,
  /** A list is posted as one field per value, as ticked checkboxes of one name are. */
  fields: Record<string, string | readonly string[]>,
  {
    url = 'http://localhost:4321/auth',
    cookie,
    address,
    user = null,
  }: { url?: string; cookie?: string; address?: string; user?: SessionUser | null } = {},
): Promise<ActionCall<T>> {
  const body = new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : value.map((v) => [name, v]))),
  );
  const request = new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
      ...(cookie ? { cookie } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body,
  });
  const cookies = astroCookiesFor(request);
  const context = actionContext({ request, cookies, user });
  const formData = new FormData();
  for (const [name, value] of body) formData.append(name, value);
  const { data, error } = await action.call(context, formData);
  return {
    data,
    error,
    status: error ? error.status : 200,
    setCookies: setCookieLines(cookies),
    retryAfter: context.locals.retryAfterSeconds,
  };
}
