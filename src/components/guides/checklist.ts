// A guide's checklist remembers its ticks in this browser (localStorage). Without scripting it is
// a list of plain checkboxes; the progress line and the Clear button appear with this script.
import { checklistProgress, checklistStorageKey, parseTicks, serialiseTicks } from '~/lib/checklist-ticks';

const storageFailure = 'Your browser is not letting this page save your ticks, so they will be gone when you leave the page.';

function checklist(root: HTMLElement) {
  const key = checklistStorageKey(root.dataset.checklist ?? '');
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const ids = boxes.map((box) => box.value);
  const progress = root.querySelector<HTMLElement>('[data-checklist-progress]');
  const problem = root.querySelector<HTMLElement>('[data-checklist-problem]');
  const clear = root.querySelector<HTMLButtonElement>('[data-checklist-clear]');

  const showProblem = (message: string) => {
    if (!problem) return;
    problem.textContent = message;
    problem.hidden = false;
  };
  const render = () => {
    const done = boxes.filter((box) => box.checked).length;
    if (progress) progress.textContent = checklistProgress(done, boxes.length);
  };
  const save = () => {
    const ticked = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    try {
      localStorage.setItem(key, serialiseTicks(ticked, ids));
    } catch {
      showProblem(storageFailure); // storage disabled or full: the ticks still work on this page
    }
  };

  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    showProblem(storageFailure);
  }
  const ticked = parseTicks(stored, ids);
  for (const box of boxes) {
    box.checked = ticked.has(box.value);
    box.addEventListener('change', () => {
      render();
      save();
    });
  }
  clear?.addEventListener('click', () => {
    for (const box of boxes) box.checked = false;
    render();
    save();
  });
  for (const el of root.querySelectorAll<HTMLElement>('[data-needs-script]')) el.hidden = false;
  render();
}

/** Wires every checklist on the page. */
export function setUpGuideChecklists(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-checklist]')) checklist(root);
}
