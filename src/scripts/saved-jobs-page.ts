import { fill, plural, type PluralForms } from '~/i18n/format';
import { intlLocale, type Locale } from '~/i18n/locales';
import { listing } from '~/i18n/en/listing';
import { dayMonthYear, gulfDate, gulfTimeZone } from '~/lib/gulf-time';
import { isClosedJob, type SavedJob } from '~/lib/saved-jobs';
import { parseWithdrawnJobs, savedJobsWithdrawnPath, type WithdrawnJobs } from '~/lib/withdrawn-jobs';
import type { AppliedJob } from '~/lib/applied-jobs';
import { $savedJobs, unsaveJob } from '~/stores/saved-jobs';
import { $appliedJobs, unmarkApplied } from '~/stores/applied-jobs';
import { setUpMyJobsTransfer, type TransferTexts } from './my-jobs-transfer';

// /saved-jobs: the saved jobs, then the jobs applied to, as cards with Remove; a job past its expiry or withdrawn from the
// site (rejected or deleted: GET /api/withdrawn-jobs?for=saved-jobs, the same list for everyone,
// matched here, so the saved list never leaves the browser) shows as Closed, without a link to apply.
// The page's words and language come on the list (data-texts, data-locale: /ar/saved-jobs is Arabic).

interface Texts extends TransferTexts {
  appliedCount: PluralForms;
  appliedOn: string;
  closed: string;
  closedText: string;
  savedUntil: string;
  viewAndApply: string;
  remove: string;
  count: PluralForms;
}
const englishTexts: Texts = listing.saved;

/** An instant as its Gulf calendar date: "24 Nov 2026"; in Arabic "24 نوفمبر 2026". */
const dateText = (iso: string, locale: Locale) =>
  locale === 'en'
    ? dayMonthYear(gulfDate(new Date(iso)))
    : new Intl.DateTimeFormat(intlLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: gulfTimeZone }).format(
        new Date(iso),
      );

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** A card of either list: `applied` cards say when, saved ones until when; Remove takes the job off its own list. */
function card(job: SavedJob | AppliedJob, closed: boolean, t: Texts, locale: Locale): HTMLLIElement {
  const applied = 'appliedAt' in job;
  const jobHref = `${locale === 'ar' ? '/ar' : ''}/jobs/${encodeURIComponent(job.slug)}`;
  const item = element('li', 'flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm');
  if (applied) item.dataset.appliedJob = job.slug;
  else item.dataset.savedJob = job.slug;
  if (closed) item.append(element('span', 'w-fit rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800', t.closed));
  const heading = element('h3', `${closed ? 'mt-2 ' : ''}text-lg font-semibold text-slate-900`);
  // The job's own words keep their direction on either site.
  heading.dir = 'auto';
  if (closed) heading.textContent = job.title;
  else {
    const link = element('a', 'hover:text-brand-700 hover:underline', job.title);
    link.href = jobHref;
    heading.append(link);
  }
  const company = element('p', 'text-sm font-medium text-slate-700', job.company);
  const location = element('p', 'mt-1 text-sm text-slate-600', job.location);
  company.dir = location.dir = 'auto';
  item.append(heading, company, location);
  if (job.salary) {
    const salary = element('p', 'mt-1 text-sm font-semibold text-brand-700', job.salary);
    salary.dir = 'auto';
    item.append(salary);
  }
  const when = applied
    ? fill(t.appliedOn, { date: dateText(job.appliedAt, locale) })
    : fill(t.savedUntil, { saved: dateText(job.savedAt, locale), until: dateText(job.expiresAt, locale) });
  item.append(element('p', 'mt-2 text-sm text-slate-600', closed && !applied ? t.closedText : when));
  const actions = element('div', 'mt-4 flex flex-wrap gap-2');
  if (!closed) {
    const view = element(
      'a',
      'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800',
      t.viewAndApply,
    );
    view.href = jobHref;
    view.setAttribute('aria-label', `${t.viewAndApply}: ${job.title}`);
    actions.append(view);
  }
  const remove = element(
    'button',
    'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50',
    t.remove,
  );
  remove.type = 'button';
  remove.setAttribute('aria-label', `${t.remove}: ${job.title}`);
  remove.addEventListener('click', () => (applied ? unmarkApplied(job.id) : unsaveJob(job.id)));
  actions.append(remove);
  item.append(actions);
  return item;
}

/** The page's words (data-texts, written by the page); English when they are missing or unreadable. */
function textsOf(json: string | undefined): Texts {
  try {
    return { ...englishTexts, ...(JSON.parse(json ?? '{}') as Partial<Texts>) };
  } catch (error) {
    console.error('saved jobs: unreadable page texts; English used', error);
    return englishTexts;
  }
}

async function withdrawn(): Promise<WithdrawnJobs | undefined> {
  try {
    const response = await fetch(savedJobsWithdrawnPath, { headers: { accept: 'application/json' } });
    return response.ok ? parseWithdrawnJobs(await response.json()) : undefined;
  } catch (error) {
    console.warn('saved jobs: the withdrawn-jobs list is unavailable; closed means expired only', error);
    return undefined;
  }
}

/** Draws one list (`saved` or `applied`) and its count on the section link, whenever it changes. */
function listRenderer(name: 'saved' | 'applied', t: Texts, locale: Locale, gone: () => WithdrawnJobs | undefined) {
  const list = document.getElementById(`${name}-jobs-list`);
  const empty = document.getElementById(`${name}-jobs-empty`);
  const summary = document.getElementById(`${name}-jobs-summary`);
  const count = document.querySelector(`[data-count-of="${name}"]`);
  return (jobs: readonly (SavedJob | AppliedJob)[]) => {
    if (!list || !empty || !summary) return;
    const now = new Date();
    list.replaceChildren(...jobs.map((job) => card(job, isClosedJob(job, now, gone()), t, locale)));
    empty.hidden = jobs.length > 0;
    // The room kept for the first row of cards until the list is drawn (SavedJobsPage.astro).
    list.dataset.drawn = '';
    summary.textContent = jobs.length === 0 ? '' : plural(name === 'saved' ? t.count : t.appliedCount, jobs.length, locale);
    if (count) count.textContent = `(${new Intl.NumberFormat(intlLocale[locale]).format(jobs.length)})`;
  };
}

export function setUpSavedJobsPage(): void {
  const page = document.getElementById('my-jobs');
  if (!page) return;
  const locale: Locale = page.dataset.locale === 'ar' ? 'ar' : 'en';
  const t = textsOf(page.dataset.texts);
  let gone: WithdrawnJobs | undefined;
  const renderSaved = listRenderer('saved', t, locale, () => gone);
  const renderApplied = listRenderer('applied', t, locale, () => gone);
  $savedJobs.subscribe(renderSaved);
  $appliedJobs.subscribe(renderApplied);
  setUpMyJobsTransfer(t, locale);
  void withdrawn().then((answer) => {
    gone = answer;
    if (!answer) return;
    renderSaved($savedJobs.get());
    renderApplied($appliedJobs.get());
  });
}
