import type { Page } from '@playwright/test';

/** What a job page shows and tells search engines, with what changes per run (address, ids, dates) masked. */
export interface JobPageContent {
  /** The page's text as a reader sees it without JavaScript at 1280 px (innerText: hidden parts left out). */
  visible: string;
  /** The text of each dialog (Apply, Quick view and the alert pop-up, which the page's script fetches): shown on a click or exit intent. */
  dialogs: string[];
  /** The job as a save button stores it (data-save-job, parsed) and the slug a Quick view button reads its job by. */
  jobData: unknown[];
  /** The JobPosting structured data, parsed. */
  jsonLd: unknown;
}

const masks: [RegExp, string][] = [
  [/https?:\/\/(localhost|127\.0\.0\.1):\d+/g, 'ORIGIN'],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID'],
  [/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, 'DATE'],
  [/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/g, 'DAY'],
  [/\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/g, 'DAY'],
  // The job's own age beside its date ("just now", "2 hours ago") is the script's (a page read
  // with JavaScript off has none); masked in case a page still carries one.
  [/DAY \([^)]*\)/g, 'DAY (AGE)'],
  // A card's age ("4 days ago") is the build's text, counted from the job's posting to the build: the
  // same page built at another hour of the day may say a day more.
  [/^(\d+ days? ago|Today|Yesterday|منذ [^\n]+|اليوم|أمس)$/gm, 'AGE'],
  // A similar job's card now shows its posting's date ("15 Nov"; its age and New badge are the
  // page script's): what stood where the build's age text was.
  [
    /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)$/gm,
    'AGE',
  ],
];
/** The text with this run's address, ids and calendar dates replaced by placeholders. */
export const masked = (text: string): string => masks.reduce((t, [re, by]) => t.replace(re, by), text);

/** Reads a job page's content (the page should be loaded with JavaScript off). */
export async function jobPageContent(page: Page): Promise<JobPageContent> {
  const raw = await page.evaluate(async () => {
    // The apply and Quick view dialogs are fetched by the page's script (JobDialogs.astro): read where it reads them.
    const src = document.querySelector<HTMLElement>('template#job-dialogs')?.dataset.src;
    const fetched = src ? new DOMParser().parseFromString(await (await fetch(src)).text(), 'text/html') : undefined;
    // The job-alert pop-up comes with them; the page's script writes its scope line (job-alert-popup.ts).
    const scope = fetched?.querySelector<HTMLElement>('#job-alert-dialog [data-alert-scope]');
    const scopeText = document.querySelector<HTMLElement>('[data-alert-popup-scope]')?.dataset.alertPopupScope;
    if (scope && scopeText) scope.textContent = (scope.dataset.template ?? '{words}').replace('{words}', () => scopeText);
    const dialogs = [...document.querySelectorAll('dialog'), ...(fetched?.querySelectorAll('dialog') ?? [])];
    return {
      visible: document.body.innerText,
      dialogs: dialogs.map((d) => (d.textContent ?? '').replace(/\s+/g, ' ').trim()),
      // The phone's Apply bar repeats the page's own Save: left out. The page's Save of a job with an
      // Apply link stores what that link's JSON holds (src/scripts/apply-bar.ts), written here as the
      // entry it makes: the job's id, slug, title, company, place, expiry and the salary as shown.
      jobData: [...document.querySelectorAll<HTMLElement>('[data-save-job]:not([data-apply-bar] *),[data-quick-view-job]')].map((el) => {
        // A Quick view button names its job by slug (the dialog reads the job from its page): a JSON string.
        // A similar job's card names it by its link only (its button's slug is empty).
        const cardSlug = () => el.closest('article')?.querySelector('h3 > a')?.getAttribute('href')?.split('/').pop();
        if (el.dataset.saveJob === undefined) return JSON.stringify(el.dataset.quickViewJob || cardSlug() || '');
        if (el.dataset.saveJob) return el.dataset.saveJob;
        const link = document.querySelector<HTMLElement>('[data-job-actions] [data-apply-job],[data-job-actions] [data-applied-job]');
        const job = JSON.parse(link?.dataset.applyJob || link?.dataset.appliedJob || 'null') as Record<string, string | null> | null;
        if (!job) return 'null';
        const { id, slug, jobTitle: title, companyName: company, location, expiresAt, salaryRange: salary } = job;
        return JSON.stringify({ id, slug, title, company, location, expiresAt, ...(salary ? { salary } : {}) });
      }),
      jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    };
  });
  return {
    visible: masked(raw.visible),
    dialogs: raw.dialogs.map(masked),
    jobData: raw.jobData.map((json) => JSON.parse(masked(json)) as unknown),
    jsonLd: JSON.parse(masked(raw.jsonLd)) as unknown,
  };
}
