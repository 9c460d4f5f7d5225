import type { Refusal } from '~/lib/request-limits';
import { noStore } from './cache-control';

/** A request refused at the edge: JSON for the API, plain text for pages; never cached. */
export function refusalResponse(refusal: Refusal, json: boolean): Response {
  return new Response(json ? JSON.stringify({ error: refusal.message }) : `${refusal.message}\n`, {
    status: refusal.status,
    headers: {
      'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': noStore,
      ...refusal.headers,
    },
  });
}
