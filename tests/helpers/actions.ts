import type { ActionAPIContext } from 'astro:actions';
import type { SessionUser } from '~/server/auth/types';

/**
 * The context Astro hands an action handler, for calling an action in a test as
 * `action.call(actionContext({ ... }), formData)` (the symbol is how Astro tells a real action
 * context from a stray `this`). Pass a real Request; cookies and clientAddress when the action reads them.
 */
export function actionContext(options: {
  request?: Request;
  user?: SessionUser | null;
  clientAddress?: string;
  cookies?: ActionAPIContext['cookies'];
}): ActionAPIContext {
  const request = options.request ?? new Request('http://localhost:4321/', { method: 'POST' });
  const context = {
    request,
    url: new URL(request.url),
    locals: { user: options.user ?? null },
    clientAddress: options.clientAddress ?? '127.0.0.1',
    cookies: options.cookies,
    [Symbol.for('astro.actionAPIContext')]: true,
  };
  return context as unknown as ActionAPIContext; // the fields above are all an action of ours reads
}
