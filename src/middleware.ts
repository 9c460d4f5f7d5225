import { defineMiddleware, sequence } from 'astro:middleware';
import { authProvider } from '~/server/auth';
import { cookiesWritten } from '~/server/auth/cookies';
import { readEnv } from '~/server/env';
import { refuseActionBody, refuseActionName } from '~/server/http/action-body';
import { bodyLimits, readBoundedBody } from '~/server/http/body-limits';
import { answerAdminGate } from '~/server/http/admin-gate';
import { answerDatabaseDown } from '~/server/http/database-down';
import { crossSiteForbidden, refusesCrossSiteWrite } from '~/server/http/origin';
import { refusalResponse } from '~/server/http/refusal';
import { refuseRequest } from '~/lib/request-limits';
import { servesHttps, withSecurityHeaders } from '~/server/http/security-headers';
import { finishedResponse } from '~/server/http/session-response';
import { adminActions } from '~/actions/admin-form-results';
import { purgeAfterWrite } from '~/server/cache/purge-after-write';

/**
 * On-demand requests only: bad input refused before any route or the database sees it (a
 * method the site never answers, an over-long address, NUL in the path or query).
 */
const requestGuard = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  const refusal = refuseRequest(context.request.method, `${context.url.pathname}${context.url.search}`);
  return refusal ? refusalResponse(refusal, context.url.pathname.startsWith('/api/')) : next();
});

/** An action name Astro cannot decode, or a body an action must not read (over its limit, JSON that does not parse), is refused first. */
const actionBodies = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const badName = refuseActionName(context);
  if (badName) {
    // Read the body (it is within the largest action's limit, or refused before) so the sender
    // gets the 400 instead of a connection closed under its upload.
    await readBoundedBody(context.request, bodyLimits.job).catch(() => undefined);
    return badName;
  }
  return (await refuseActionBody(context)) ?? next();
});

/** On-demand responses (Netlify Functions in production) carry the security headers themselves. */
const securityHeaders = defineMiddleware(async (context, next) =>
  context.isPrerendered ? next() : withSecurityHeaders(await next(), servesHttps(readEnv().SITE_URL)),
);

/** An on-demand route that fails because the database is down answers 503, not 500. */
const databaseDown = defineMiddleware((context, next) => (context.isPrerendered ? next() : answerDatabaseDown(context.request, next)));

/**
 * On-demand requests only (prerendered pages have no request): refuse cross-site writes (Astro's
 * checkOrigin rule included, src/server/http/origin.ts; only the one-click unsubscribe may come
 * from another site), then
 * put the signed-in user on locals. Cookies written for the request (a refreshed session, a sign-in
 * action) go through `context.cookies` onto the response, which then must not be cached anywhere
 * (it carries someone's session); a wait an action asked for goes out as `retry-after`.
 */
const session = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) {
    context.locals.user = null;
    return next();
  }
  const allowed = [context.url.origin, new URL(readEnv().SITE_URL).origin];
  if (refusesCrossSiteWrite(context.request, context.url.origin, allowed)) return crossSiteForbidden();

  try {
    context.locals.user = await (await authProvider()).currentUser(context);
  } catch (error) {
    console.error(`auth: could not read the session for ${context.url.pathname}:`, error);
    context.locals.user = null;
  }
  const response = await next();
  return finishedResponse(response, { cookiesWritten: cookiesWritten(context), retryAfterSeconds: context.locals.retryAfterSeconds });
});

/** Admin areas (src/lib/admin-areas.ts): visitors sign in first, non-admins get 403; pages and endpoints check nothing themselves. */
const adminOnly = defineMiddleware((context, next) => (context.isPrerendered ? next() : answerAdminGate(context, next)));

/**
 * A write that changed a public job has queued CDN purges (a database trigger): on Netlify they are
 * sent before the answer. Only actions and signed-in people change jobs; a page-view beacon does not
 * cost a query.
 */
const cachePurges = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const response = await next();
  const mayChangeJobs =
    context.url.pathname.startsWith('/_actions/') || context.url.searchParams.has('_action') || context.locals.user !== null;
  if (mayChangeJobs) await purgeAfterWrite(context.request.method);
  return response;
});

export const onRequest = sequence(securityHeaders, requestGuard, actionBodies, databaseDown, session, adminOnly, cachePurges, adminActions);
