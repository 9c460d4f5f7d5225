import { messagesFor } from '~/i18n';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { fieldErrorsOf } from '~/lib/field-errors';
import { formValues } from '~/lib/job-facts-input';
import { postJobSchemaIn } from '~/lib/post-job';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { employerPaths, postingAnchor } from '~/lib/employer-paths';
import { bodyLimits, readBoundedBody } from '~/server/http/body-limits';
import { bodyTooLarge, isFormPost } from '~/server/http/responses';
import { formMessagePage } from '~/server/http/message-page';
import { ownJobForForm, proposeEdit, type FormValues, type OwnJob } from './job-edits';

/** What /employer/edit answers: the form (filled, or with its problems), the dashboard after sending, or a refusal page. */
export type EditPageOutcome =
  | { kind: 'form'; job: OwnJob; values: FormValues; errors?: Record<string, string> }
  | { kind: 'sent'; location: string }
  | { kind: 'refused'; response: Response };

const t = messagesFor('en').postingChanges.edit;
const refusal = messagesFor('en').post.refusal;
const refused = (status: number, message: string): EditPageOutcome => ({
  kind: 'refused',
  response: formMessagePage(status, refusal.invalid, message),
});

/** The form's values as typed, to fill it again. */
function typedValues(raw: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.filter((v): v is string => typeof v === 'string');
  }
  return values;
}

/**
 * GET: the post form filled with the user's own pending or live job (or the edit already waiting).
 * POST: the post form's checks, then the edit is stored for review; the job itself is not touched.
 * Someone else's job, a withdrawn, rejected or unknown one: 404 (GET) or 409 (POST) with a sentence.
 */
export async function employerEditPage(request: Request, url: URL, user: SessionUser, db: Db): Promise<EditPageOutcome> {
  if (request.method !== 'POST') {
    const job = await ownJobForForm(db, user, url.searchParams.get('job') ?? '', { open: true });
    return job ? { kind: 'form', job, values: job.values } : refused(404, t.notEditable);
  }
  if (!isFormPost(request)) return refused(415, messagesFor('en').post.status.failure);
  const body = await readBoundedBody(request, bodyLimits.job);
  if (!body.ok)
    return body.reason === 'too-large'
      ? { kind: 'refused', response: bodyTooLarge(request, bodyLimits.job) }
      : refused(400, messagesFor('en').post.status.failure);
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return refused(400, messagesFor('en').post.status.failure);
  }
  const raw = formValues(form);
  if (bodyHasNul(raw)) return refused(400, nulRefusal);
  const id = typeof raw.job === 'string' ? raw.job : '';
  const job = await ownJobForForm(db, user, id, { open: true });
  if (!job) return refused(409, t.notEditable);
  const parsed = postJobSchemaIn('en').safeParse(raw);
  if (!parsed.success) return { kind: 'form', job, values: typedValues(raw), errors: fieldErrorsOf(parsed.error) };
  const stored = await proposeEdit(db, user, id, raw, 'en');
  if (stored === 'not-editable') return refused(409, t.notEditable);
  return { kind: 'sent', location: `${employerPaths.dashboard}?edited=1#${postingAnchor(id)}` };
}
