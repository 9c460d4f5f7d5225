import { fill } from '~/i18n/format';
import { intlLocale, type Locale } from '~/i18n/locales';
import { mergeMyJobs, myJobsFile, myJobsFileMaxChars, readMyJobsFile, type MyJobsFileProblem } from '~/lib/my-jobs-transfer';
import { $appliedJobs } from '~/stores/applied-jobs';
import { $savedJobs } from '~/stores/saved-jobs';

// /saved-jobs: "Download my lists" writes both lists to a file; "Open a file of my lists" merges
// such a file into this browser's lists (src/lib/my-jobs-transfer.ts checks it) and says what it did.

export interface TransferTexts {
  imported: string;
  importTooBig: string;
  importNotJson: string;
  importNotOurs: string;
}

const problemText = (t: TransferTexts): Record<MyJobsFileProblem, string> => ({
  tooBig: t.importTooBig,
  notJson: t.importNotJson,
  notOurs: t.importNotOurs,
});

export function setUpMyJobsTransfer(t: TransferTexts, locale: Locale): void {
  const section = document.getElementById('move-my-jobs');
  const download = document.getElementById('my-jobs-download');
  const open = document.getElementById('my-jobs-open') as HTMLInputElement | null;
  const status = document.getElementById('my-jobs-status');
  if (!section || !download || !open || !status) return;
  // Shown only now: without this script its buttons would do nothing.
  section.hidden = false;
  download.addEventListener('click', () => {
    const file = new Blob([myJobsFile({ saved: $savedJobs.get(), applied: $appliedJobs.get() })], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = 'gulf-jobs-my-lists.json';
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  });
  open.addEventListener('change', async () => {
    const file = open.files?.[0];
    open.value = '';
    if (!file) return;
    // A UTF-8 character is at most 4 bytes: a bigger file cannot pass the character cap, so it is not read at all.
    const read = file.size > myJobsFileMaxChars * 4 ? ({ ok: false, problem: 'tooBig' } as const) : readMyJobsFile(await file.text());
    if (!read.ok) {
      status.textContent = problemText(t)[read.problem];
      return;
    }
    const merged = mergeMyJobs({ saved: $savedJobs.get(), applied: $appliedJobs.get() }, read.jobs);
    $savedJobs.set(merged.jobs.saved);
    $appliedJobs.set(merged.jobs.applied);
    const number = new Intl.NumberFormat(intlLocale[locale]);
    status.textContent = fill(t.imported, { saved: number.format(merged.addedSaved), applied: number.format(merged.addedApplied) });
  });
}
