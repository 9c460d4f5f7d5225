import { applicationMailto, type MailtoTexts } from '~/lib/jobs/format';
import { descriptionExcerpt, descriptionHtml } from '~/lib/jobs/description';
import type { SavedJob } from '~/lib/saved-jobs';
import { $savedJobIds, toggleJobSaved } from '~/stores/saved-jobs';
import { showToast } from '~/scripts/toast';
import { savedEntryOfButton, showSaveButton } from '~/scripts/save-buttons';
import { applyJobJsonOf, jobDataOf, savedJobJsonOfPage } from '~/scripts/apply-bar';
import { applyStarted, setUpApplyCheck } from './apply-check';

/** What the apply and quick-view dialogs need of a job. */
export interface DialogJob {
  id: string;
  slug: string;
  jobTitle: string;
  companyName: string;
  location: string;
  salaryRange: string | null;
  /** Quick view's excerpt; read from the job page's description, not carried in the JSON. */
  jobDescription?: string;
  applicationType: 'email' | 'url';
  applicationUrl: string | null;
  contactEmail: string | null;
  /** ISO timestamp. */
  expiresAt: string;
}

/** The dialogs' texts in the page's language (JobDialogs.astro writes them into data-texts, from the catalogue). */
export interface DialogTexts extends MailtoTexts {
  noEmail: string;
  copyEmail: string;
  copied: string;
  copyFailedTitle: string;
  copyFailedText: string;
  applyByLink: string;
  applyByEmail: string;
  /** Where a job's page is: '/jobs/' or '/ar/jobs/'. */
  jobBase: string;
}

let dialogsLoaded: Promise<boolean> | undefined;
/** The job-alert pop-up that came with the dialogs, until a job page takes it (job-alert-popup.ts). */
let alertDialog: HTMLDialogElement | undefined;

/**
 * The dialogs, fetched once per page from /job-dialogs (or /ar/job-dialogs: JobDialogs.astro names
 * it) and added to the body; true once they are there. A failed fetch is tried again at the next use.
 */
export function jobDialogsReady(): Promise<boolean> {
  if (document.getElementById('apply-email-dialog')) return Promise.resolve(true);
  const src = document.querySelector<HTMLTemplateElement>('template#job-dialogs')?.dataset.src;
  if (!src) return Promise.resolve(false);
  dialogsLoaded ??= fetch(src, { headers: { accept: 'text/html' } })
    .then(async (response) => {
      if (!response.ok) return false;
      const fragment = new DOMParser().parseFromString(await response.text(), 'text/html');
      const dialogs = [...fragment.querySelectorAll('dialog[data-job-dialog]')];
      alertDialog = fragment.querySelector<HTMLDialogElement>('dialog#job-alert-dialog') ?? undefined;
      if (!document.getElementById('apply-email-dialog')) {
        document.body.append(...dialogs.map((dialog) => document.adoptNode(dialog)));
        wireDialogs();
      }
      return dialogs.length > 0;
    })
    .catch(() => false)
    .then((loaded) => {
      if (!loaded) dialogsLoaded = undefined;
      return loaded;
    });
  return dialogsLoaded;
}

/** The fetched job-alert pop-up, once: a job page gives it its scope and puts it on the page. */
export async function fetchedAlertDialog(): Promise<HTMLDialogElement | undefined> {
  await jobDialogsReady();
  const dialog = alertDialog;
  alertDialog = undefined;
  return dialog && document.adoptNode(dialog);
}

/** The page's dialog texts: the apply dialog's data-texts (the dialogs are only where JobDialogs.astro put them). */
function dialogTexts(): DialogTexts {
  return JSON.parse(document.getElementById('apply-email-dialog')?.dataset.texts ?? '{}') as DialogTexts;
}

const copyConfirmMs = 2000;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const setText = (id: string, text: string) => {
  const el = byId(id);
  if (el) el.textContent = text;
};

/** Counts an apply click for the job funnel on /analytics (same beacon and privacy rules as page views). */
export function recordApplyClick(slug: string): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl || nav.doNotTrack === '1' || !nav.sendBeacon) return;
  nav.sendBeacon('/api/beacon', JSON.stringify({ p: location.pathname, r: '', a: slug }));
}

/** "Report a job that asks" in a dialog leads to the report form of the job it shows. */
function pointReportLinks(dialog: HTMLElement, job: DialogJob): void {
  for (const link of dialog.querySelectorAll<HTMLAnchorElement>('[data-report-link]'))
    link.href = `${dialogTexts().jobBase}${job.slug}#report-job`;
}

/**
 * Apply: a url job opens the employer's site straight away (new
 * tab, noopener, no confirmation step); an e-mail job shows "Contact Information" with a copy button and an e-mail draft.
 * Native modal dialogs trap focus, close on Escape and give focus back to the opener.
 */
export function openApply(job: DialogJob): void {
  const byLink = job.applicationType === 'url' && job.applicationUrl;
  if (byLink) {
    recordApplyClick(job.slug);
    applyStarted(job);
    window.open(job.applicationUrl!, '_blank', 'noopener,noreferrer');
    return;
  }
  const dialog = byId<HTMLDialogElement>('apply-email-dialog');
  if (!dialog) return;
  const email = job.contactEmail ?? '';
  const address = byId('apply-email-address');
  if (address) address.replaceChildren(...(email ? addressWithBreaks(email) : [dialogTexts().noEmail]));
  setText('apply-email-copy-status', '');
  const draft = byId<HTMLAnchorElement>('apply-email-draft');
  if (draft) {
    draft.href = applicationMailto(job, dialogTexts(), new URL(`${dialogTexts().jobBase}${job.slug}`, location.origin).href);
    draft.hidden = !email;
    draft.onclick = () => applyStarted(job);
  }
  const copy = byId<HTMLButtonElement>('apply-email-copy');
  if (copy) {
    copy.hidden = !email;
    copy.dataset.email = email;
    copy.onclick = () => applyStarted(job);
  }
  byId<HTMLDialogElement>('quick-view-dialog')?.close();
  pointReportLinks(dialog, job);
  recordApplyClick(job.slug);
  dialog.showModal();
}

/** The address with a line-break chance after its @ and each dot, so a narrow screen never breaks a word of it. */
function addressWithBreaks(email: string): (string | HTMLElement)[] {
  return email.split(/(?<=[@.])/).flatMap((part, i) => (i === 0 ? [part] : [document.createElement('wbr'), part]));
}

/** The job a Save button stores (its data-save-job), checked as the saved list checks it. */
function savedEntryOf(json: string | undefined): Omit<SavedJob, 'savedAt'> | undefined {
  if (!json) return undefined;
  try {
    return savedEntryOfButton(json);
  } catch {
    return undefined;
  }
}

// The job Quick view shows now, for its Save button (one dialog, one job at a time).
let quickViewEntry: Omit<SavedJob, 'savedAt'> | undefined;

function showQuickViewSaved(ids: Set<string>): void {
  const save = byId<HTMLButtonElement>('quick-view-save');
  if (!save) return;
  save.hidden = !quickViewEntry;
  if (quickViewEntry) showSaveButton(save, ids.has(quickViewEntry.id), quickViewEntry.title);
}

/** What Quick view takes from the job's own page: its badges and its Save button's job. */
interface JobOfPage {
  job: DialogJob;
  badges: Element | null;
  saveJob: string | undefined;
}

/**
 * The quick view of a listing card: the job at a glance (its description's paragraphs and lists,
 * the card's badges) with Close, Save (the card's own entry in the saved-jobs store) and Apply. A
 * brief card (a job page's similar jobs) has neither badges nor Save: those of the job's page.
 */
export function openQuickView({ job, badges: pageBadges, saveJob }: JobOfPage, card: Element | null = null): void {
  const dialog = byId<HTMLDialogElement>('quick-view-dialog');
  if (!dialog) return;
  setText('quick-view-title', job.jobTitle);
  setText('quick-view-company', job.companyName);
  setText('quick-view-location', job.location);
  setText('quick-view-salary', job.salaryRange ?? '');
  const description = byId('quick-view-description');
  // descriptionHtml escapes every character of the poster's text: only its own p, ul, ol, li and h3 are markup.
  if (description) {
    description.innerHTML = descriptionHtml(job.jobDescription ?? '');
    description.scrollTop = 0;
  }
  const badges = card?.querySelector('[data-job-badges]') ?? pageBadges;
  byId('quick-view-badges')?.replaceChildren(...(badges ? [document.importNode(badges, true)] : []));
  quickViewEntry = savedEntryOf(card?.querySelector<HTMLElement>('[data-save-job]')?.dataset.saveJob ?? saveJob);
  showQuickViewSaved($savedJobIds.get());
  const details = byId<HTMLAnchorElement>('quick-view-details');
  const texts = dialogTexts();
  if (details) details.href = `${texts.jobBase}${job.slug}`;
  pointReportLinks(dialog, job);
  const apply = byId<HTMLButtonElement>('quick-view-apply');
  if (apply) {
    apply.textContent = job.applicationType === 'url' && job.applicationUrl ? texts.applyByLink : texts.applyByEmail;
    apply.onclick = () => openApply(job);
  }
  dialog.showModal();
  // The dialog itself takes the focus (screen readers start at its title), not the first link in it.
  dialog.focus();
}

async function copyEmail(button: HTMLButtonElement): Promise<void> {
  const email = button.dataset.email ?? '';
  const texts = dialogTexts();
  try {
    await navigator.clipboard.writeText(email);
    button.dataset.copied = 'true';
    // Seen beside the button and read out by screen readers (a status region).
    setText('apply-email-copy-status', texts.copied);
    window.setTimeout(() => {
      delete button.dataset.copied;
      setText('apply-email-copy-status', '');
    }, copyConfirmMs);
  } catch {
    showToast(texts.copyFailedTitle, texts.copyFailedText, 'error');
  }
}

/** Wires the dialogs once they are on the page: copy, close buttons, a click on the backdrop closes. */
function wireDialogs(): void {
  const copy = byId<HTMLButtonElement>('apply-email-copy');
  copy?.addEventListener('click', () => void copyEmail(copy));
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-job-dialog]')) {
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    for (const close of dialog.querySelectorAll<HTMLElement>('[data-close]')) {
      close.addEventListener('click', () => dialog.close());
    }
  }
  const save = byId<HTMLButtonElement>('quick-view-save');
  save?.addEventListener('click', () => {
    if (quickViewEntry) toggleJobSaved(quickViewEntry);
  });
  if (save) $savedJobIds.subscribe(showQuickViewSaved);
}

/** Once per page that shows jobs: fetches the dialogs, and opens them from the page's buttons. */
export function setUpJobDialogs(): void {
  setUpApplyCheck(jobDialogsReady);
  void jobDialogsReady();
  // Quick view buttons are hidden by the stylesheet until now: without this script they would do nothing.
  document.documentElement.dataset.jobDialogs = 'ready';
  // A job page's apply link carries its job as JSON; a card's Quick view button only its slug.
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('[data-apply-job],[data-quick-view-job]');
    if (!target) return;
    const json = target.hasAttribute('data-apply-job') ? jobDataOf(target, 'applyJob') : undefined;
    const quickView = !json && target.hasAttribute('data-quick-view-job');
    if (!json && !quickView) return;
    event.preventDefault(); // an apply link still works without JavaScript; with it, the e-mail options open in the dialog
    if (json) void jobDialogsReady().then(() => openApply(JSON.parse(json) as DialogJob));
    else void openQuickViewOf(target.dataset.quickViewJob ?? '', target);
  });
}

const pageJobs = new Map<string, Promise<JobOfPage | undefined>>();
/** How much of a job's description Quick view shows. */
const quickViewChars = 700;

/**
 * A job page's description back as the plain text it was written from (its markup is
 * descriptionHtml's: p with br, ul, ol, li and h3), so Quick view cuts and escapes it as it would
 * the employer's own text. A heading is written "### …", which reads back as a heading at any length.
 */
function descriptionTextOf(element: Element): string {
  const blocks = [...element.children].map((block) => {
    const tag = block.tagName.toLowerCase();
    if (tag === 'ul' || tag === 'ol') {
      const start = Number(block.getAttribute('start') ?? '1');
      return [...block.children].map((item, i) => `${tag === 'ol' ? `${start + i}.` : '-'} ${item.textContent ?? ''}`).join('\n');
    }
    if (/^h[1-6]$/.test(tag)) return `### ${block.textContent ?? ''}`;
    return [...block.childNodes].map((node) => (node.nodeName === 'BR' ? '\n' : (node.textContent ?? ''))).join('');
  });
  return blocks.join('\n\n');
}

/**
 * The job as its own page's apply link carries it, with the page's description, badges and Save. A
 * card holds only its slug, so a page of cards does not carry every job's description; the job page
 * is a cached file or CDN answer.
 */
function dialogJobOfPage(href: string): Promise<JobOfPage | undefined> {
  const known = pageJobs.get(href);
  if (known) return known;
  const job = fetch(href, { headers: { accept: 'text/html' } })
    .then(async (response) => {
      if (!response.ok) return undefined;
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const link = page.querySelector<HTMLElement>('[data-apply-job],[data-applied-job]');
      const json = link && applyJobJsonOf(link);
      if (!json) return undefined;
      const description = page.querySelector('[data-job-description]');
      // Enough for Quick view, cut at a word; its line breaks kept for the paragraphs and lists.
      const jobDescription = description ? descriptionExcerpt(descriptionTextOf(description), quickViewChars) : '';
      return {
        job: { ...(JSON.parse(json) as DialogJob), jobDescription },
        badges: page.querySelector('article [data-job-badges]'),
        saveJob: savedJobJsonOfPage(page),
      };
    })
    .catch(() => undefined);
  pageJobs.set(href, job);
  // A failure is not kept: the next click asks again.
  void job.then((found) => (found ? undefined : pageJobs.delete(href)));
  return job;
}

/** Quick view of a card's job (found by the card's link; `slug` where a card has none); when its page cannot be read (gone, offline), the page itself opens. */
async function openQuickViewOf(slug: string, button: HTMLElement): Promise<void> {
  // The card's own link, not the dialogs' texts: those may still be on their way when Quick view is pressed.
  const href =
    button.closest('article')?.querySelector<HTMLAnchorElement>('h3 > a')?.getAttribute('href') ??
    `${document.documentElement.lang === 'ar' ? '/ar' : ''}/jobs/${slug}`;
  button.setAttribute('aria-busy', 'true');
  const [found, ready] = await Promise.all([dialogJobOfPage(href), jobDialogsReady()]);
  button.removeAttribute('aria-busy');
  if (found && ready) openQuickView(found, button.closest('article'));
  else location.assign(href);
}
