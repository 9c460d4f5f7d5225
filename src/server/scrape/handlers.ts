import type { Db } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { jsonNoStore, readBody } from '~/server/http/responses';
import { bodyLimits } from '~/server/http/body-limits';
import { refuseNonAdmin } from '~/server/moderation/handlers';
import { postJobFromDraft, scrapeRequestSchema, scrapeTexts } from '~/lib/scrape';
import { draftFromPage } from './extract';
import { fetchPage, ScrapeError, type FetchPageOptions } from './fetch-page';
import { saveScrapedJob } from './save';

/**
 * POST /api/admin/scrape {url, category?}: the page fetched safely and read into a draft
 * ({success, data} or {success: false, error}). `fetchOptions` exists for tests; the endpoint
 * passes none, so the strict address guard and the 10 s / 2 MB limits apply.
 */
export async function scrapeHandler(request: Request, user: SessionUser | null, fetchOptions: FetchPageOptions = {}): Promise<Response> {
  const refusal = refuseNonAdmin(user);
  if (refusal) return refusal;
  const body = await readBody(request, bodyLimits.scrape);
  if (!body.ok) return body.response;
  const parsed = scrapeRequestSchema.safeParse(body.value);
  if (!parsed.success) return jsonNoStore({ success: false, error: parsed.error.issues[0]?.message ?? scrapeTexts.failure, field: parsed.error.issues[0]?.path[0] }, 400);
  try {
    const page = await fetchPage(parsed.data.url, fetchOptions);
    return jsonNoStore({ success: true, data: draftFromPage(page.html, page.url) });
  } catch (error) {
    if (error instanceof ScrapeError) return jsonNoStore({ success: false, error: error.message }, error.status);
    console.error(`scrape of ${parsed.data.url} failed:`, error);
    return jsonNoStore({ success: false, error: scrapeTexts.failure }, 500);
  }
}

/** POST /api/admin/scraped-jobs: the edited draft, checked like a posted job, stored as pending. */
export async function saveScrapedJobHandler(request: Request, db: Db, user: SessionUser | null): Promise<Response> {
  const refusal = refuseNonAdmin(user);
  if (refusal) return refusal;
  const body = await readBody(request, bodyLimits.job);
  if (!body.ok) return body.response;
  const checked = postJobFromDraft(body.value);
  if (!checked.ok) return jsonNoStore({ error: checked.message, fieldErrors: checked.fieldErrors }, 400);
  try {
    const saved = await saveScrapedJob(db, user!, { ...checked.value, applicationUrl: checked.value.applicationUrl! });
    if (saved.kind === 'duplicate') {
      return jsonNoStore({ error: `This posting was saved before as "${saved.title}" (${saved.status}): find it in Review Jobs.`, jobId: saved.id }, 409);
    }
    return jsonNoStore({ ok: true, id: saved.id, slug: saved.slug, status: 'pending', category: saved.category, title: scrapeTexts.savedTitle, text: scrapeTexts.saved }, 201);
  } catch (error) {
    console.error('saving a scraped job failed:', error);
    return jsonNoStore({ error: scrapeTexts.saveFailed, title: scrapeTexts.saveFailedTitle }, 503);
  }
}
