import { savedEntryOfJob } from '~/lib/saved-jobs';
import { withHrefFields } from '~/lib/jobs/apply-link-fields';

/** A link's job JSON with what its address gives put back. */
const wholeJson = (link: Element, json: string): string => withHrefFields(json, link.getAttribute('href') ?? '');

/**
 * The job JSON on an Apply link (lib/jobs/dialog-json.ts) whole: the fields its address gives
 * (lib/jobs/apply-link-fields.ts) put back.
 */
export function applyJobJsonOf(link: HTMLElement): string | undefined {
  const json = link.dataset.applyJob || link.dataset.appliedJob;
  return json ? wholeJson(link, json) : undefined;
}

/** The job JSON of a job page's main Apply link (lib/jobs/dialog-json.ts), in `root`. */
const applyJsonIn = (root: ParentNode): string | undefined => {
  const link = root.querySelector<HTMLElement>('[data-job-actions] [data-apply-job],[data-job-actions] [data-applied-job]');
  return link?.dataset.applyJob || link?.dataset.appliedJob || undefined;
};

/**
 * The job a job page's Save stores, as data-save-job JSON. A job page with an Apply link carries its
 * job once, on that link: its Save buttons (the page's and the Apply bar's) have an empty
 * data-save-job, and their entry is made from the Apply link's JSON, which holds every field of it.
 */
export function savedJobJsonOfPage(root: ParentNode): string | undefined {
  const own = root.querySelector<HTMLElement>('[data-job-actions] [data-save-job]')?.dataset.saveJob;
  if (own) return own;
  const json = applyJsonIn(root);
  if (!json) return undefined;
  const job = JSON.parse(json) as Parameters<typeof savedEntryOfJob>[0] & { salaryRange: string | null };
  return JSON.stringify(savedEntryOfJob(job, job.salaryRange));
}

/**
 * The phone's Apply bar (JobDetail.astro) repeats the job page's own Apply link and Save button
 * with their job data attributes empty, so a page carries its job once. `key`'s value on `element`,
 * or, for an element of the bar or of the page's actions, on the page's own copy in [data-job-actions].
 */
export function jobDataOf(element: HTMLElement, key: 'applyJob' | 'appliedJob' | 'saveJob'): string | undefined {
  const own = element.dataset[key];
  if (own || !element.closest('[data-apply-bar],[data-job-actions]')) {
    if (!own) return undefined;
    return key === 'saveJob' ? own : wholeJson(element, own);
  }
  if (key === 'saveJob') return savedJobJsonOfPage(document);
  const attribute = `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const link = document.querySelector<HTMLElement>(`[data-job-actions] [${attribute}]`);
  const json = link?.dataset[key];
  return link && json ? wholeJson(link, json) : undefined;
}
