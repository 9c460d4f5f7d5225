import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { formPageTitles, newsletterSchema, newsletterTexts } from '~/lib/forms';
import { formRefusal, overLimit } from './guard';
import type { FormDeps } from './handlers';
import { subscribe } from './subscriptions';

/** Where an event-news sign-up posted without JavaScript lands. */
export const eventNewsSentPath = '/events/updates-requested';

const succeeded = (request: Request) =>
  isFormPost(request) ? seeOther(eventNewsSentPath) : jsonNoStore({ ok: true, message: newsletterTexts.confirmSent });

/** POST /api/event-updates {email, source, website}: event news, double opt-in like the newsletter. */
export async function eventNewsHandler(request: Request, deps: FormDeps): Promise<Response> {
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = newsletterSchema.safeParse(body.value);
  if (!parsed.success) return formRefusal(request, 400, formPageTitles.invalid, parsed.error.issues[0]!.message);
  const input = parsed.data;
  // A filled honeypot is a bot: thank it like anyone else and keep nothing.
  if (input.website) return succeeded(request);
  try {
    const refusal = await overLimit(request, deps, 'event_news', input.email);
    if (refusal) return refusal;
    await subscribe(deps.db, { email: input.email, kind: 'event_news', source: input.source }, deps);
  } catch (error) {
    console.error('POST /api/event-updates failed:', error);
    return formRefusal(request, 503, formPageTitles.failed, newsletterTexts.failure);
  }
  return succeeded(request);
}
