import type { APIContext } from 'astro';
import { adminGate, gatedPaths, notAdminPage } from '~/lib/admin-areas';
import { jsonNoStore, seeOther } from './responses';

type GateContext = Pick<APIContext, 'routePattern' | 'url' | 'request' | 'locals'>;

/**
 * The admin step of the middleware (after the session step put the user on locals): the admin
 * areas of src/lib/admin-areas.ts let admins through, send visitors on a page to sign in, show a
 * signed-in non-admin the not-admin page with status 403 (`next(notAdminPage)` renders it in
 * place), and answer endpoints and action calls 401/403 JSON.
 */
export async function answerAdminGate(context: GateContext, next: (rewrite?: string) => Promise<Response>): Promise<Response> {
  const gate = adminGate(gatedPaths(context.routePattern, context.url, context.request.method), context.url, context.locals.user);
  switch (gate.kind) {
    case 'pass':
      return next();
    case 'sign-in':
      return seeOther(gate.location);
    case 'not-admin-page': {
      const page = await next(notAdminPage);
      return new Response(page.body, { status: 403, headers: page.headers });
    }
    case 'refuse':
      // An action call gets the body Astro gives a thrown ActionError, so the typed client reads `error.code`.
      return gate.shape === 'action-error'
        ? jsonNoStore(
            {
              type: 'AstroActionError',
              code: gate.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
              status: gate.status,
              message: gate.message,
            },
            gate.status,
          )
        : jsonNoStore({ error: gate.message }, gate.status);
  }
}
