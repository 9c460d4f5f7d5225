import type { Db } from '~/server/db/client';
import { jsonNoStore, seeOther } from '~/server/http/responses';
import { formMessagePage } from '~/server/http/message-page';
import { formPageTitles } from '~/lib/forms';
import { confirmSubscription, unsubscribe } from '~/server/subscriptions/subscriptions';

// The two subscription links in e-mails (GET, and the List-Unsubscribe one-click POST). The
// forms themselves are Astro Actions: src/actions/forms.ts.

export interface FormDeps {
  db: Db;
  siteUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  /** The team's address for contact messages. */
  inbox: string;
}

/** GET /api/subscriptions/confirm?token= → the confirmation page with its outcome. */
export async function confirmHandler(request: Request, deps: FormDeps): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return seeOther(`/subscription-confirmed?status=${await confirmSubscription(deps.db, token)}`);
  } catch (error) {
    console.error('confirm subscription failed:', error);
    return formMessagePage(
      503,
      formPageTitles.failed,
      'We could not confirm your subscription just now. Please open the link again in a minute.',
    );
  }
}

/** GET (the link) or POST (List-Unsubscribe one-click) /api/subscriptions/unsubscribe?id=&token= */
export async function unsubscribeHandler(request: Request, deps: FormDeps): Promise<Response> {
  const params = new URL(request.url).searchParams;
  try {
    const status = await unsubscribe(deps.db, params.get('id') ?? '', params.get('token') ?? '', deps.secret);
    return request.method === 'POST'
      ? jsonNoStore({ status }, status === 'unsubscribed' ? 200 : 404)
      : seeOther(`/unsubscribed?status=${status}`);
  } catch (error) {
    console.error('unsubscribe failed:', error);
    return formMessagePage(503, formPageTitles.failed, 'We could not unsubscribe you just now. Please open the link again in a minute.');
  }
}
