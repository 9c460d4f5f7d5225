// Which job pages must answer 404 although a stale static copy may still exist: jobs the last
// successful build published that are no longer public (rejected, deleted, expired). The Netlify
// edge function and the local proxy decide with these functions. No imports: the edge function
// (Deno) bundles this file as it is.

/** The on-demand endpoint that lists them (JSON, briefly cached at the CDN). */
export const withdrawnJobsPath = '/api/withdrawn-jobs';

/** The lists it answers besides the default one (`?for=…`). */
export const withdrawnJobsScopes: readonly string[] = ['saved-jobs'];

/**
 * The list /saved-jobs reads: jobs rejected or deleted in the last weeks, also after the deploy
 * that removed their pages. The page matches its saved jobs against it in the browser.
 */
export const savedJobsWithdrawnPath = `${withdrawnJobsPath}?for=saved-jobs`;

export interface WithdrawnJobs {
  slugs: string[];
  ids: string[];
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The endpoint's answer, checked; undefined for anything else (then the page is served as is). */
export function parseWithdrawnJobs(body: unknown): WithdrawnJobs | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { slugs, ids } = body as Record<string, unknown>;
  return isStrings(slugs) && isStrings(ids) ? { slugs, ids } : undefined;
}

/** A job id (as src/lib/uuid.ts, copied: no imports here). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The job a path shows: /jobs/{slug} or /job/{id}, in English or Arabic (/ar/…), with an optional
 * trailing slash or index.html. /jobs/{id} is the job's id too: it redirects as /job/{id} does.
 */
export function jobOfPath(pathname: string): { by: 'slug' | 'id'; key: string } | undefined {
  const match = pathname.match(/^(?:\/ar)?\/(jobs|job)\/([^/]+)(?:\/(?:index\.html)?)?$/i);
  if (!match) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(match[2]!).toLowerCase();
  } catch {
    return undefined;
  }
  return { by: match[1]!.toLowerCase() === 'jobs' && !uuidPattern.test(key) ? 'slug' : 'id', key };
}

/** The not-found page in the language of the address: the Arabic one for addresses under /ar/. */
export const notFoundPageFor = (pathname: string): string => (/^\/ar(\/|$)/i.test(pathname) ? '/ar/404' : '/404');

/** True when `pathname` is the page of a job in the withdrawn list: answer 404. */
export function isWithdrawnJobPath(pathname: string, list: WithdrawnJobs): boolean {
  const job = jobOfPath(pathname);
  if (!job) return false;
  return (job.by === 'slug' ? list.slugs : list.ids).includes(job.key);
}
