import type { SessionUser } from '~/server/auth/types';
import { asUserActor, visitor } from '~/server/db/context';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { coachingRequestSchema, coachingTexts } from '~/lib/coaching';
import { saveCoachingRequest } from './coaching';
import { formRefusal, overLimit } from './guard';
import type { FormDeps } from './handlers';
import { fieldErrorsOf } from '~/lib/field-errors';

/** Where a booking posted without JavaScript lands. */
export const coachingSentPath = '/interview-coaching/request-sent';

const succeeded = (request: Request) =>
  isFormPost(request) ? seeOther(coachingSentPath) : jsonNoStore({ ok: true, title: coachingTexts.successTitle, message: coachingTexts.success }, 201);

/** POST /api/coaching-requests: the booking dialog's fields (JSON) or the plain form. */
export async function coachingRequestHandler(request: Request, deps: FormDeps, user: SessionUser | null): Promise<Response> {
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = coachingRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return formRefusal(request, 400, coachingTexts.validationTitle, parsed.error.issues[0]!.message, { fieldErrors });
  }
  const input = parsed.data;
  // A filled honeypot is a bot: it is told what a person would be told, and nothing is stored.
  if (input.website) return succeeded(request);
  try {
    const refusal = await overLimit(request, deps, 'coaching', input.email);
    if (refusal) return refusal;
    await saveCoachingRequest(deps.db, user ? asUserActor(user.claims) : visitor, input, { inbox: deps.inbox });
  } catch (error) {
    console.error('POST /api/coaching-requests failed:', error);
    return formRefusal(request, 503, coachingTexts.failureTitle, coachingTexts.failure);
  }
  return succeeded(request);
}
