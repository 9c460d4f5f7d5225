import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { refuseNonAdminForm } from '~/server/moderation/handlers';
import { invitationMessages, inviteSchema } from '~/lib/admin-invitations';
import { inviteAdmin, revokeInvitation } from './invitations';
import { adminNotices, type AdminNoticeCode } from './notices';
import { isUuid } from '~/lib/uuid';

const adminsPage = '/admin/admins';

const answer = (request: Request, code: AdminNoticeCode, status: number, extra: Record<string, string> = {}) => {
  if (isFormPost(request)) return seeOther(`${adminsPage}?${new URLSearchParams({ notice: code, ...extra })}`);
  const notice = adminNotices[code];
  return jsonNoStore(notice.ok ? { ok: true, notice: code, title: notice.title, text: notice.text } : { error: notice.text, notice: code, title: notice.title }, status);
};

/** POST /api/admin/invitations {email}: e-mails a single-use link to become an admin. */
export async function inviteAdminHandler(request: Request, db: Db, user: SessionUser | null, siteUrl: string): Promise<Response> {
  const refusal = refuseNonAdminForm(request, user, adminsPage);
  if (refusal) return refusal;
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = inviteSchema.safeParse(body.value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? invitationMessages.emailInvalid;
    if (isFormPost(request)) return seeOther(`${adminsPage}?${new URLSearchParams({ error: message, email: String(body.value.email ?? '').slice(0, 254) })}`);
    return jsonNoStore({ error: message, fieldErrors: { email: message } }, 400);
  }
  try {
    const outcome = await inviteAdmin(db, user!, parsed.data.email, siteUrl);
    return outcome.kind === 'invited' ? answer(request, 'invited', 201) : answer(request, 'already-admin', 409);
  } catch (error) {
    console.error('POST /api/admin/invitations failed:', error);
    return answer(request, 'invite-failed', 503);
  }
}

/** POST /api/admin/invitations/{id} {action: 'revoke'}: the link stops working. */
export async function revokeInvitationHandler(request: Request, db: Db, user: SessionUser | null, id: string | undefined): Promise<Response> {
  const refusal = refuseNonAdminForm(request, user, adminsPage);
  if (refusal) return refusal;
  const body = await readBody(request);
  if (!body.ok) return body.response;
  if (body.value.action !== 'revoke') return jsonNoStore({ error: 'Unknown action: use revoke.' }, 400);
  if (!isUuid(id)) return jsonNoStore({ error: 'Unknown invitation.' }, 404);
  try {
    return (await revokeInvitation(db, user!, id)) ? answer(request, 'revoked', 200) : answer(request, 'not-open', 409);
  } catch (error) {
    console.error('revoke invitation failed:', error);
    return answer(request, 'revoke-failed', 503);
  }
}
