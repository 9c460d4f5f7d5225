import { readStored, writeStored } from '~/stores/browser-storage';
import { $appliedJobs, $askedJobs, markApplied, markAsked } from '~/stores/applied-jobs';
import { fill } from '~/i18n/format';
import { savedEntryOfJob } from '~/lib/saved-jobs';
import { showToast } from '~/scripts/toast';
import { jobDataOf } from '~/scripts/apply-bar';
import type { DialogJob } from './job-dialogs';

// "Did you apply?": asked once per job, when the visitor comes back to the page after opening its
// apply link or e-mail draft (or copying its address). The job waits in sessionStorage too, so a
// phone that dropped the tab while the visitor was away still asks when the page is back.

export interface ApplyCheckTexts {
  text: string;
  addedTitle: string;
  addedText: string;
}

const pendingKey = 'gj:apply-pending';
let pending: DialogJob | undefined;
let away = false;

const alreadyKnown = (id: string) => $askedJobs.get().includes(id) || $appliedJobs.get().some((j) => j.id === id);

/** The visitor is leaving to apply for `job`: ask when they are back, unless this job was asked about before. */
export function applyStarted(job: DialogJob): void {
  if (!job.id || alreadyKnown(job.id)) return;
  pending = job;
  away = false;
  writeStored('sessionStorage', pendingKey, JSON.stringify(job));
}

// The dialogs arrive after the page (job-dialogs.ts fetches them): asking waits for them.
let dialogsReady: () => Promise<boolean> = () => Promise.resolve(false);

function ask(): void {
  const dialog = document.getElementById('apply-check-dialog') as HTMLDialogElement | null;
  if (!pending || !away) return;
  if (!dialog) {
    void dialogsReady().then((loaded) => loaded && ask());
    return;
  }
  const job = pending;
  pending = undefined;
  writeStored('sessionStorage', pendingKey, '');
  if (alreadyKnown(job.id)) return;
  markAsked(job.id);
  const texts = JSON.parse(dialog.dataset.texts ?? '{}') as ApplyCheckTexts;
  const text = document.getElementById('apply-check-text');
  if (text) text.textContent = fill(texts.text, { title: job.jobTitle, company: job.companyName });
  const yes = document.getElementById('apply-check-yes');
  if (yes)
    yes.onclick = () => {
      markApplied(savedEntryOfJob(job, job.salaryRange));
      dialog.close();
      showToast(texts.addedTitle, texts.addedText);
    };
  for (const open of document.querySelectorAll<HTMLDialogElement>('dialog[data-job-dialog][open]')) open.close();
  dialog.showModal();
}

function pendingOfSession(): DialogJob | undefined {
  try {
    const job = JSON.parse(readStored('sessionStorage', pendingKey) || 'null') as DialogJob | null;
    return job && typeof job.id === 'string' && typeof job.jobTitle === 'string' ? job : undefined;
  } catch {
    return undefined;
  }
}

/** Watches for the visitor's return; a job left pending by an earlier page of this tab is asked about now. */
export function setUpApplyCheck(whenDialogsReady: () => Promise<boolean>): void {
  dialogsReady = whenDialogsReady;
  const leave = () => {
    if (pending) away = true;
  };
  window.addEventListener('blur', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('focus', ask);
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? leave() : ask()));
  const earlier = pendingOfSession();
  if (earlier) {
    pending = earlier;
    away = true;
    ask();
  }
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-applied-job]');
    const json = link && jobDataOf(link, 'appliedJob');
    if (!json) return;
    try {
      applyStarted(JSON.parse(json) as DialogJob);
    } catch (error) {
      console.error('apply check: unreadable job on the apply link', error);
    }
  });
}
