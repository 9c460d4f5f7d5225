import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { isFormPost, jsonNoStore, readBody, seeOther } from '~/server/http/responses';
import { safeNextPath } from '~/lib/auth-schema';
import { refuseNonAdminForm } from '~/server/moderation/handlers';
import { rebuildNow } from './status';

/** What the admin pages say after Rebuild now, by the ?rebuild= code the form comes back with. */
export const rebuildNowNotices = {
  queued: { ok: true, title: 'Rebuild queued', text: 'The site is rebuilt within a minute or two; this page shows if it fails again.' },
  failed: { ok: false, title: 'Error', text: 'The rebuild could not be queued. Please try again.' },
} as const;
export type RebuildNowCode = keyof typeof rebuildNowNotices;

/** Back to the admin page the form came from (a path on this site only), with the outcome. */
function backTo(back: unknown, code: RebuildNowCode): Response {
  const target = new URL(safeNextPath(typeof back === 'string' ? back : undefined, '/admin/review-jobs'), 'http://x');
  target.searchParams.set('rebuild', code);
  return seeOther(`${target.pathname}${target.search}#rebuild-status`);
}

/** POST /api/admin/rebuild: Rebuild now. A plain form comes back to its page; a script gets JSON. */
export async function rebuildNowHandler(request: Request, db: Db, user: SessionUser | null): Promise<Response> {
  const refusal = refuseNonAdminForm(request, user, '/admin/review-jobs');
  if (refusal) return refusal;
  const body = await readBody(request);
  if (!body.ok) return body.response;
  let code: RebuildNowCode = 'queued';
  try {
    await rebuildNow(db, user!);
  } catch (error) {
    console.error('rebuild now failed:', error);
    code = 'failed';
  }
  if (isFormPost(request)) return backTo(body.value.back, code);
  const notice = rebuildNowNotices[code];
  return code === 'queued' ? jsonNoStore({ ok: true, title: notice.title, text: notice.text }) : jsonNoStore({ error: notice.text }, 503);
}
