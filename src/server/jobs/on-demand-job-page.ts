import { isUuid } from '~/lib/uuid';
import { db } from '~/server/db/client';
import { fallbackJob, type FallbackJob } from '~/server/jobs/fallback';
import { jobRedirect } from '~/server/jobs/job-redirect';

/** What /jobs/{param} answers on demand: a redirect to the job's slug address, or the fallback page. */
export type OnDemandJobPage = { kind: 'redirect'; location: string } | FallbackJob;

/**
 * /jobs/{param} and /ar/jobs/{param} when no prerendered page has that address. A job's id answers
 * as /job/{id} does: a 301 to the job's slug address in the same language, the query kept; an id
 * that is not a public job is not found. Any other param is a slug: the job rendered on demand
 * when it was approved after the last build (src/server/jobs/fallback.ts).
 */
export async function onDemandJobPage(url: URL, param: string | undefined): Promise<OnDemandJobPage> {
  if (!isUuid(param)) return fallbackJob(param);
  const shown = await jobRedirect(url, param, db);
  return shown.kind === 'redirect' ? shown : { kind: shown.kind };
}
