import { defineMiddleware, sequence } from 'astro:middleware';
import { authProvider } from '~/server/auth';
import { cookieJarFor } from '~/server/auth/cookies';
import { readEnv } from '~/server/env';
import { answerDatabaseDown } from '~/server/http/database-down';
import { crossSiteForbidden, isCrossSiteWrite } from '~/server/http/origin';
import { refusalResponse } from '~/server/http/refusal';
import { refuseRequest } from '~/lib/request-limits';
import { servesHttps, withSecurityHeaders } from '~/server/http/security-headers';
import { adminActions } from '~/actions/admin-form-results';

/**
 * On-demand requests only: bad input refused before any route or the database sees it (a
 * method the site never answers, an over-long address, NUL in the path or query).
 */
const requestGuard = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  const refusal = refuseRequest(context.request.method, `${context.url.pathname}${context.url.search}`);
  return refusal ? refusalResponse(refusal, context.url.pathname.startsWith('/api/')) : next();
});

/** On-demand responses (Netlify Functions in production) carry the security headers themselves. */
const securityHeaders = defineMiddleware(async (context, next) =>
  context.isPrerendered ? next() : withSecurityHeaders(await next(), servesHttps(readEnv().SITE_URL)),
);

/** An on-demand route that fails because the database is down answers 503, not 500. */
const databaseDown = defineMiddleware((context, next) => (context.isPrerendered ? next() : answerDatabaseDown(context.request, next)));

/**
 * On-demand requests only (prerendered pages have no request): refuse cross-site writes, then
 * put the signed-in user on locals. Cookies the provider refreshed go through `context.cookies`
 * onto the response, which then must not be cached anywhere (it carries someone's session).
 */
const session = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) {
    context.locals.user = null;
    return next();
  }
  const allowed = [context.url.origin, new URL(readEnv().SITE_URL).origin];
  if (isCrossSiteWrite(context.request, allowed)) return crossSiteForbidden();

  const jar = cookieJarFor(context.request, context.cookies);
  try {
    context.locals.user = await (await authProvider()).currentUser(jar);
  } catch (error) {
    console.error(`auth: could not read the session for ${context.url.pathname}:`, error);
    context.locals.user = null;
  }
  const response = await next();
  if (!jar.written) return response;
  const uncached = new Response(response.body, response);
  uncached.headers.set('cache-control', 'private, no-store');
  uncached.headers.delete('cdn-cache-control');
  uncached.headers.delete('netlify-cdn-cache-control');
  return uncached;
});

export const onRequest = sequence(securityHeaders, requestGuard, databaseDown, session, adminActions);
