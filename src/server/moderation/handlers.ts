import { z } from 'zod';
import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { bodyLimits } from '~/server/http/body-limits';
import { safeNextPath } from '~/lib/auth-schema';
import { decideJob, deleteAllJobs, deleteJob, editJob } from './queries';
import { postJobSchema } from '~/lib/post-job';
import { deleteAllConfirmation, moderationNotices, type NoticeCode } from './notices';
import { fieldErrorsOf } from '~/lib/field-errors';
import { isUuid } from '~/lib/uuid';

const actionSchema = z.object({
  action: z.enum(['approve', 'reject', 'delete', 'edit'], { message: 'Unknown action: use approve, reject, edit or delete.' }),
  reason: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.string().max(1000).optional()),
  back: z.string().optional(),
  /** 'yes' once the admin confirmed a delete; a plain form without it is asked first. */
  confirmed: z.string().optional(),
});

/** 401 without a session, 403 for a signed-in non-admin; undefined for an admin. */
export function refuseNonAdmin(user: SessionUser | null): Response | undefined {
  if (!user) return jsonNoStore({ error: 'Sign in as an admin to moderate jobs.' }, 401);
  if (!user.isAdmin) return jsonNoStore({ error: 'Only admins can moderate jobs.' }, 403);
  return undefined;
}

/** Like refuseNonAdmin, but a no-JavaScript form post whose session ended goes to sign in and back to `page`. */
export function refuseNonAdminForm(request: Request, user: SessionUser | null, page: string): Response | undefined {
  if (!user && isFormPost(request)) return seeOther(`/auth?next=${encodeURIComponent(page)}`);
  return refuseNonAdmin(user);
}

/** Back to the dashboard view a plain form came from (only a path on this site), with `changes` to its query. */
function backTo(back: string | undefined, changes: Record<string, string | null>, hash = ''): Response {
  const target = new URL(safeNextPath(back, '/admin/review-jobs'), 'http://x');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) target.searchParams.delete(key);
    else target.searchParams.set(key, value);
  }
  return seeOther(`${target.pathname}${target.search}${hash}`);
}

const answer = (request: Request, code: NoticeCode, back: string | undefined, status: number) => {
  if (isFormPost(request)) return backTo(back, { notice: code });
  const notice = moderationNotices[code];
  return jsonNoStore(notice.ok ? { ok: true, notice: code, title: notice.title, text: notice.text } : { error: notice.text, notice: code }, status);
};

/** Without JavaScript nothing asked "are you sure?": the dashboard asks, in the page, before deleting. */
const askToConfirmDelete = (id: string, back: string | undefined): Response => backTo(back, { notice: null, delete: id }, '#delete-job');

/** POST /api/admin/jobs/{id}: approve, reject (with an optional reason sent to the poster) or delete. */
export async function moderateJobHandler(request: Request, db: Db, user: SessionUser | null, id: string | undefined, siteUrl: string): Promise<Response> {
  const refusal = refuseNonAdminForm(request, user, '/admin/review-jobs');
  if (refusal) return refusal;
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = actionSchema.safeParse(body.value);
  if (!parsed.success) return jsonNoStore({ error: parsed.error.issues[0]?.message }, 400);
  if (!isUuid(id)) return jsonNoStore({ error: 'Unknown job.' }, 404);
  const { action, reason, back, confirmed } = parsed.data;
  if (action === 'edit') return editJobResponse(request, db, user!, id, body.value, back);
  if (action === 'delete') {
    if (isFormPost(request) && confirmed !== 'yes') return askToConfirmDelete(id, back);
    try {
      return (await deleteJob(db, user!, id)) ? answer(request, 'deleted', back, 200) : jsonNoStore({ error: 'Unknown job.' }, 404);
    } catch (error) {
      console.error('delete job failed:', error);
      return answer(request, 'delete-failed', back, 503);
    }
  }
  try {
    const outcome = await decideJob(db, user!, id, action === 'approve' ? 'approved' : 'rejected', { siteUrl, reason });
    if (outcome === 'not-found') return jsonNoStore({ error: 'Unknown job.' }, 404);
    if (outcome === 'not-pending') return answer(request, 'not-pending', back, 409);
    return answer(request, action === 'approve' ? 'approved' : 'rejected', back, 200);
  } catch (error) {
    console.error('job decision failed:', error);
    return answer(request, 'status-failed', back, 503);
  }
}

/** PATCH /api/admin/jobs/{id}: the same edit as POST with action edit. */
export async function editJobHandler(request: Request, db: Db, user: SessionUser | null, id: string | undefined): Promise<Response> {
  const refusal = refuseNonAdmin(user);
  if (refusal) return refusal;
  const body = await readBody(request, bodyLimits.job);
  if (!body.ok) return body.response;
  if (!isUuid(id)) return jsonNoStore({ error: 'Unknown job.' }, 404);
  return editJobResponse(request, db, user!, id, body.value, typeof body.value.back === 'string' ? body.value.back : undefined);
}

/** The edit dialog's save: the post form's schema and messages, then one update as the admin. */
async function editJobResponse(request: Request, db: Db, admin: SessionUser, id: string, fields: Record<string, unknown>, back: string | undefined): Promise<Response> {
  const parsed = postJobSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (isFormPost(request)) return answer(request, 'edit-invalid', back, 400);
    return jsonNoStore({ error: parsed.error.issues[0]?.message, fieldErrors }, 400);
  }
  try {
    const job = await editJob(db, admin, id, parsed.data);
    if (!job) return jsonNoStore({ error: 'Unknown job.' }, 404);
    if (isFormPost(request)) return answer(request, 'edited', back, 200);
    const notice = moderationNotices.edited;
    return jsonNoStore({ ok: true, notice: 'edited', title: notice.title, text: notice.text, job });
  } catch (error) {
    console.error('edit job failed:', error);
    return answer(request, 'edit-failed', back, 503);
  }
}

/** POST /api/admin/jobs/delete-all {confirm: 'DELETE ALL'}: it cannot be undone, so it must be typed. */
export async function deleteAllJobsHandler(request: Request, db: Db, user: SessionUser | null): Promise<Response> {
  const refusal = refuseNonAdminForm(request, user, '/admin/review-jobs');
  if (refusal) return refusal;
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const back = typeof body.value.back === 'string' ? body.value.back : undefined;
  if (body.value.confirm !== deleteAllConfirmation) return answer(request, 'delete-all-unconfirmed', back, 400);
  try {
    const count = await deleteAllJobs(db, user!);
    return isFormPost(request) ? answer(request, 'all-deleted', back, 200) : jsonNoStore({ ok: true, deleted: count, title: moderationNotices['all-deleted'].title, text: moderationNotices['all-deleted'].text });
  } catch (error) {
    console.error('delete all jobs failed:', error);
    return answer(request, 'delete-all-failed', back, 503);
  }
}
