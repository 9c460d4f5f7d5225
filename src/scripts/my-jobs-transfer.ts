import { fill } from '~/i18n/format';
import { intlLocale, type Locale } from '~/i18n/locales';
import { mergeMyJobs, myJobsFile, myJobsFileMaxChars, readMyJobsFile, type MyJobs, type MyJobsFileProblem } from '~/lib/my-jobs-transfer';
import { isMyJobsLink, myJobsLinkFragment, readMyJobsLink, type MyJobsLinkProblem } from '~/lib/my-jobs-link';
import { $appliedJobs } from '~/stores/applied-jobs';
import { $savedJobs } from '~/stores/saved-jobs';

// /saved-jobs: "Download my lists" writes both lists to a file; "Open a file of my lists" merges
// such a file into this browser's lists (src/lib/my-jobs-transfer.ts checks it) and says what it did.
// "Copy a link to my lists" puts them in a link's fragment (src/lib/my-jobs-link.ts); the page opened
// with such a link asks before adding them, and a bad link only says why, changing nothing.

export interface TransferTexts {
  imported: string;
  importTooBig: string;
  importNotJson: string;
  importNotOurs: string;
  linkCopied: string;
  linkReady: string;
  linkTooLongToMake: string;
  offerText: string;
  linkTooLong: string;
  linkDamaged: string;
  linkNotOurs: string;
}

const problemText = (t: TransferTexts): Record<MyJobsFileProblem, string> => ({
  tooBig: t.importTooBig,
  notJson: t.importNotJson,
  notOurs: t.importNotOurs,
});

const linkProblemText = (t: TransferTexts): Record<MyJobsLinkProblem, string> => ({
  linkTooLong: t.linkTooLong,
  linkDamaged: t.linkDamaged,
  notOurs: t.linkNotOurs,
});

/** Both lists merged with `incoming` (nothing here dropped), and the sentence saying what was added. */
function addToLists(incoming: MyJobs, t: TransferTexts, locale: Locale): string {
  const merged = mergeMyJobs({ saved: $savedJobs.get(), applied: $appliedJobs.get() }, incoming);
  $savedJobs.set(merged.jobs.saved);
  $appliedJobs.set(merged.jobs.applied);
  const number = new Intl.NumberFormat(intlLocale[locale]);
  return fill(t.imported, { saved: number.format(merged.addedSaved), applied: number.format(merged.addedApplied) });
}

/** The address without the lists' fragment, so a reload or a bookmark does not offer them again. */
const forgetLink = () => history.replaceState(history.state, '', `${location.pathname}${location.search}`);

/**
 * The page opened with a link to lists (or given one while open: a link pasted into the address
 * bar only changes the fragment): offer to add them, or say why the link cannot be read, at the top.
 */
function setUpLinkOffer(t: TransferTexts, locale: Locale): void {
  const offer = document.getElementById('my-jobs-offer');
  const text = document.getElementById('my-jobs-offer-text');
  const actions = document.getElementById('my-jobs-offer-actions');
  const add = document.getElementById('my-jobs-offer-add');
  const dismiss = document.getElementById('my-jobs-offer-dismiss');
  if (!offer || !text || !actions || !add || !dismiss) return;
  let incoming: MyJobs | undefined;
  add.addEventListener('click', () => {
    if (!incoming) return;
    text.textContent = addToLists(incoming, t, locale);
    incoming = undefined;
    actions.hidden = true;
    offer.focus();
  });
  dismiss.addEventListener('click', () => {
    incoming = undefined;
    offer.hidden = true;
  });
  const show = async () => {
    if (!isMyJobsLink(location.hash)) return;
    const read = await readMyJobsLink(location.hash);
    forgetLink();
    const number = new Intl.NumberFormat(intlLocale[locale]);
    incoming = read.ok ? read.jobs : undefined;
    // A refusal is announced as it appears; an offer is read from the focused panel.
    if (read.ok) text.removeAttribute('role');
    else text.setAttribute('role', 'alert');
    text.textContent = read.ok
      ? fill(t.offerText, { saved: number.format(read.jobs.saved.length), applied: number.format(read.jobs.applied.length) })
      : linkProblemText(t)[read.problem];
    add.hidden = !read.ok;
    actions.hidden = false;
    offer.hidden = false;
    offer.focus();
  };
  window.addEventListener('hashchange', () => void show());
  void show();
}

/** "Copy a link to my lists": the link to this page with both lists in its fragment, copied and shown to copy by hand. */
function setUpLinkButton(t: TransferTexts, status: HTMLElement): void {
  const button = document.getElementById('my-jobs-link');
  const box = document.getElementById('my-jobs-link-box');
  const field = document.getElementById('my-jobs-link-text') as HTMLInputElement | null;
  if (!button || !box || !field) return;
  button.addEventListener('click', async () => {
    const made = await myJobsLinkFragment({ saved: $savedJobs.get(), applied: $appliedJobs.get() });
    if (!made.ok) {
      box.hidden = true;
      status.textContent = t.linkTooLongToMake;
      return;
    }
    field.value = `${location.origin}${location.pathname}${made.fragment}`;
    box.hidden = false;
    field.select();
    // The clipboard may be refused (permissions, an insecure page): the link stays in the field to copy by hand.
    const copied = await navigator.clipboard?.writeText(field.value).then(
      () => true,
      () => false,
    );
    status.textContent = copied ? t.linkCopied : t.linkReady;
  });
}

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
    status.textContent = addToLists(read.jobs, t, locale);
  });
  setUpLinkButton(t, status);
  setUpLinkOffer(t, locale);
}
