import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { jsonNoStore, readBody } from '~/server/http/responses';
import { clientAddress, hitRateLimit, rateBucket } from '~/server/forms/rate-limit';
import { tooManyAttempts } from '~/lib/forms';
import { postJobSchema, postJobTexts } from '~/lib/post-job';
import { submitJob } from './submit';
import { fieldErrorsOf } from '~/lib/field-errors';

/** Per network address: a few postings an hour (admins are not limited). */
export const postJobLimit = { limit: 5, windowSeconds: 3600 } as const;

/** POST /api/jobs: a job from the post form (JSON). */
export async function submitJobHandler(request: Request, db: Db, user: SessionUser | null, siteUrl: string): Promise<Response> {
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = postJobSchema.safeParse(body.value);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return jsonNoStore({ error: parsed.error.issues[0]?.message ?? postJobTexts.failure, fieldErrors }, 400);
  }
  // A filled honeypot is a bot: it is told what a person would be told, and nothing is stored.
  if (parsed.data.website) return jsonNoStore({ ok: true, status: 'pending', title: postJobTexts.submitted }, 200);
  try {
    if (!user?.isAdmin) {
      const rate = await hitRateLimit(db, rateBucket('address', clientAddress(request)), postJobLimit);
      if (!rate.allowed) {
        const response = jsonNoStore({ error: tooManyAttempts }, 429);
        response.headers.set('retry-after', String(rate.retryAfterSeconds));
        return response;
      }
    }
    const job = await submitJob(db, parsed.data, user, { siteUrl });
    return jsonNoStore({ ok: true, ...job, title: job.status === 'approved' ? postJobTexts.published : postJobTexts.submitted }, 201);
  } catch (error) {
    console.error('POST /api/jobs failed:', error);
    return jsonNoStore({ error: postJobTexts.failure, title: postJobTexts.failureTitle }, 503);
  }
}
