import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { jsonNoStore, readBody } from '~/server/http/responses';
import { seoOverrideInputSchema, seoStatusOf, sitePathSchema } from '~/lib/seo';
import { deleteSeoOverride, saveSeoOverride } from './queries';

export const seoTexts = {
  saved: 'Changes saved. The site is rebuilding; the page shows them within a few minutes.',
  reset: 'Override removed. The page goes back to its built-in metadata after the rebuild.',
  notFound: 'This page has no saved override.',
  failed: 'The changes could not be saved. Please try again.',
  signIn: 'Sign in as an admin to change SEO settings.',
  adminsOnly: 'Only admins can change SEO settings.',
} as const;

/** 401 without a session, 403 for a signed-in non-admin; undefined for an admin. */
export function refuseNonAdminSeo(user: SessionUser | null): Response | undefined {
  if (!user) return jsonNoStore({ error: seoTexts.signIn }, 401);
  if (!user.isAdmin) return jsonNoStore({ error: seoTexts.adminsOnly }, 403);
  return undefined;
}

const firstIssue = (issues: { message: string; path: PropertyKey[] }[]) => ({
  error: issues[0]?.message ?? 'Please check the form.',
  fieldErrors: Object.fromEntries(issues.map((i) => [String(i.path[0] ?? 'path'), i.message])),
});

/** POST /api/admin/seo: save (insert or replace) one page's override; answers the stored override and its status. */
export async function saveSeoOverrideHandler(request: Request, db: Db, user: SessionUser | null): Promise<Response> {
  const refusal = refuseNonAdminSeo(user);
  if (refusal) return refusal;
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const parsed = seoOverrideInputSchema.safeParse(body.value);
  if (!parsed.success) return jsonNoStore(firstIssue(parsed.error.issues), 400);
  try {
    const override = await saveSeoOverride(db, user!, parsed.data);
    return jsonNoStore({ ok: true, message: seoTexts.saved, override, status: seoStatusOf(override) });
  } catch (error) {
    console.error(`SEO override for ${parsed.data.path} failed:`, error);
    return jsonNoStore({ error: seoTexts.failed }, 503);
  }
}

/** DELETE /api/admin/seo {path}: remove one page's override. */
export async function deleteSeoOverrideHandler(request: Request, db: Db, user: SessionUser | null): Promise<Response> {
  const refusal = refuseNonAdminSeo(user);
  if (refusal) return refusal;
  const body = await readBody(request);
  if (!body.ok) return body.response;
  const path = sitePathSchema.safeParse(body.value.path);
  if (!path.success) return jsonNoStore(firstIssue(path.error.issues), 400);
  try {
    const removed = await deleteSeoOverride(db, user!, path.data);
    return removed ? jsonNoStore({ ok: true, message: seoTexts.reset, status: seoStatusOf(undefined) }) : jsonNoStore({ error: seoTexts.notFound }, 404);
  } catch (error) {
    console.error(`removing the SEO override for ${path.data} failed:`, error);
    return jsonNoStore({ error: seoTexts.failed }, 503);
  }
}
