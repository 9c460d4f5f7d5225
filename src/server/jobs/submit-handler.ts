import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { bodyLimits } from '~/server/http/body-limits';
import { formRefusal, overLimit } from '~/server/forms/guard';
import { formPageTitles } from '~/lib/forms';
import { postJobSchema, postJobSubmittedPath, postJobTexts } from '~/lib/post-job';
import { submitJob } from './submit';
import { fieldErrorsOf } from '~/lib/field-errors';

/** POST /api/jobs: a job from the post form: JSON from the page's script, or the form itself without JavaScript (answered with a short page). */
export async function submitJobHandler(request: Request, db: Db, user: SessionUser | null, siteUrl: string, rateLimitSecret: string): Promise<Response> {
  const body = await readBody(request, bodyLimits.job);
  if (!body.ok) return body.response;
  const parsed = postJobSchema.safeParse(body.value);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return formRefusal(request, 400, formPageTitles.invalid, parsed.error.issues[0]?.message ?? postJobTexts.failure, { fieldErrors });
  }
  // A filled honeypot is a bot: it is told what a person would be told, and nothing is stored.
  if (parsed.data.website) return received(request, 200, { status: 'pending', category: null });
  try {
    // Admins are not limited (formRateLimits.post_job for everyone else).
    if (!user?.isAdmin) {
      const refusal = await overLimit(request, { db, secret: rateLimitSecret }, 'post_job', parsed.data.contactEmail);
      if (refusal) return refusal;
    }
    const job = await submitJob(db, parsed.data, user, { siteUrl });
    return received(request, 201, job);
  } catch (error) {
    console.error('POST /api/jobs failed:', error);
    return formRefusal(request, 503, postJobTexts.failureTitle, postJobTexts.failure);
  }
}

/**
 * The answer to a received job: JSON for the script; for a plain form, the page that says what
 * happens next, or the job itself when an admin's post went live at once.
 */
function received(request: Request, status: number, job: { status: 'approved' | 'pending'; slug?: string; category: string | null }): Response {
  if (!isFormPost(request)) return jsonNoStore({ ok: true, ...job, title: job.status === 'approved' ? postJobTexts.published : postJobTexts.submitted }, status);
  return seeOther(job.status === 'approved' && job.slug ? `/jobs/${job.slug}` : postJobSubmittedPath);
}
