import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { fieldErrorsOf } from '~/lib/field-errors';
import { formValues } from '~/lib/job-facts-input';
import { countryOf } from '~/lib/countries';
import { postJobSchemaIn } from '~/lib/post-job';
import type { PublicJob } from '~/lib/jobs/public-job';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { bodyLimits, readBoundedBody } from '~/server/http/body-limits';
import { bodyTooLarge, isFormPost } from '~/server/http/responses';
import { formMessagePage } from '~/server/http/message-page';
import { jobColumnsFrom } from './columns';

/** The form's values as typed, to render the form again (the package checkboxes as a list). */
export type PostFormValues = Record<string, string | string[]>;

/**
 * What POST /post-job/preview answers: the job as its page will show it, the form's field
 * problems, or a refusal page (too large, unreadable, a NUL character). Nothing is stored.
 */
export type PreviewOutcome =
  | { kind: 'preview'; values: PostFormValues; job: PublicJob }
  | { kind: 'invalid'; values: PostFormValues; errors: Record<string, string> }
  | { kind: 'refused'; response: Response };

/** The id and address a previewed job shows: it has neither yet. */
const previewId = '00000000-0000-4000-8000-000000000000';

/** The job page's data for a valid form, as approval today would make it. */
function previewJob(input: ReturnType<ReturnType<typeof postJobSchemaIn>['parse']>): PublicJob {
  const columns = jobColumnsFrom(input);
  const now = new Date().toISOString();
  return {
    ...columns,
    id: previewId,
    slug: 'preview',
    // A preview links to no company page: the company may not exist yet.
    companySlug: null,
    companyVerified: false,
    agencyName: null,
    agencyLicence: null,
    verifiedWebsite: null,
    country: countryOf(input.location) ?? null,
    // As the jobs trigger decides it.
    isRemote: /\bremote\b/i.test(input.location),
    contactEmail: input.applicationType === 'email' ? (input.contactEmail ?? null) : null,
    postedOn: input.jobPostedDate ?? now.slice(0, 10),
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
  };
}

/** The preview of a post form sent to /post-job/preview, with the field messages in the page's language. */
export async function previewOf(request: Request, locale: Locale): Promise<PreviewOutcome> {
  const refusal = messagesFor(locale).post.refusal;
  const refused = (status: number, message: string): PreviewOutcome => ({
    kind: 'refused',
    response: formMessagePage(status, status === 413 ? refusal.tooLarge : refusal.invalid, message, locale),
  });
  if (!isFormPost(request)) return refused(415, messagesFor(locale).post.status.failure);
  const body = await readBoundedBody(request, bodyLimits.job);
  if (!body.ok)
    return body.reason === 'too-large'
      ? { kind: 'refused', response: bodyTooLarge(request, bodyLimits.job) }
      : refused(400, messagesFor(locale).post.status.failure);
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return refused(400, messagesFor(locale).post.status.failure);
  }
  const raw = formValues(form);
  if (bodyHasNul(raw)) return refused(400, nulRefusal);
  const values: PostFormValues = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.filter((v): v is string => typeof v === 'string');
  }
  const parsed = postJobSchemaIn(locale).safeParse(raw);
  if (!parsed.success) return { kind: 'invalid', values, errors: fieldErrorsOf(parsed.error) };
  return { kind: 'preview', values, job: previewJob(parsed.data) };
}
