/**
 * The phone's Apply bar (JobDetail.astro) repeats the job page's own Apply link and Save button
 * with their job data attributes empty, so a page carries its job once. `key`'s value on `element`,
 * or, for an element of the bar, on the page's own copy in [data-job-actions].
 */
export function jobDataOf(element: HTMLElement, key: 'applyJob' | 'appliedJob' | 'saveJob'): string | undefined {
  const own = element.dataset[key];
  if (own || !element.closest('[data-apply-bar]')) return own || undefined;
  const attribute = `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return document.querySelector<HTMLElement>(`[data-job-actions] [${attribute}]`)?.dataset[key] || undefined;
}
