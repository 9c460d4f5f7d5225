import { dayMonthYear, gulfDate } from '~/lib/gulf-time';
import { isClosedJob, type SavedJob } from '~/lib/saved-jobs';
import { parseWithdrawnJobs, savedJobsWithdrawnPath, type WithdrawnJobs } from '~/lib/withdrawn-jobs';
import { $savedJobs, unsaveJob } from '~/stores/saved-jobs';

// /saved-jobs: the saved jobs as cards with Remove; a job past its expiry or withdrawn from the
// site (rejected or deleted: GET /api/withdrawn-jobs?for=saved-jobs, the same list for everyone,
// matched here, so the saved list never leaves the browser) shows as Closed, without a link to apply.

/** An instant as its Gulf calendar date: "24 Nov 2026". */
const dateText = (iso: string) => dayMonthYear(gulfDate(new Date(iso)));

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function card(job: SavedJob, closed: boolean): HTMLLIElement {
  const item = element('li', 'flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm');
  item.dataset.savedJob = job.slug;
  if (closed) item.append(element('span', 'w-fit rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800', 'Closed'));
  const heading = element('h2', `${closed ? 'mt-2 ' : ''}text-lg font-semibold text-slate-900`);
  if (closed) heading.textContent = job.title;
  else {
    const link = element('a', 'hover:text-brand-700 hover:underline', job.title);
    link.href = `/jobs/${encodeURIComponent(job.slug)}`;
    heading.append(link);
  }
  item.append(
    heading,
    element('p', 'text-sm font-medium text-slate-700', job.company),
    element('p', 'mt-1 text-sm text-slate-600', job.location),
  );
  item.append(
    element(
      'p',
      'mt-2 text-sm text-slate-600',
      closed
        ? 'This job is closed: it no longer takes applications.'
        : `Saved ${dateText(job.savedAt)} · open until ${dateText(job.expiresAt)}`,
    ),
  );
  const actions = element('div', 'mt-4 flex flex-wrap gap-2');
  if (!closed) {
    const view = element(
      'a',
      'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800',
      'View and apply',
    );
    view.href = `/jobs/${encodeURIComponent(job.slug)}`;
    view.setAttribute('aria-label', `View and apply: ${job.title}`);
    actions.append(view);
  }
  const remove = element(
    'button',
    'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50',
    'Remove',
  );
  remove.type = 'button';
  remove.setAttribute('aria-label', `Remove: ${job.title}`);
  remove.addEventListener('click', () => unsaveJob(job.id));
  actions.append(remove);
  item.append(actions);
  return item;
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

export function setUpSavedJobsPage(): void {
  const list = document.getElementById('saved-jobs-list');
  const empty = document.getElementById('saved-jobs-empty');
  const summary = document.getElementById('saved-jobs-summary');
  if (!list || !empty || !summary) return;
  let gone: WithdrawnJobs | undefined;
  const render = (jobs: readonly SavedJob[]) => {
    const now = new Date();
    list.replaceChildren(...jobs.map((job) => card(job, isClosedJob(job, now, gone))));
    empty.hidden = jobs.length > 0;
    summary.textContent = jobs.length === 0 ? '' : `${jobs.length} saved ${jobs.length === 1 ? 'job' : 'jobs'}`;
  };
  $savedJobs.subscribe(render);
  void withdrawn().then((answer) => {
    gone = answer;
    if (answer) render($savedJobs.get());
  });
}
