// Exit intent: on screens 768 px or wider when the pointer leaves
// through the top of the window; on narrower screens once the page is scrolled past 70 %.
// Debounced by 100 ms. An intent counts only when `allowed()` says so at that moment; the first
// allowed one fires the callback, once per page.

import { exitPopupKeys, isOnScreen, mayShowExitPopup } from '~/lib/exit-popup-rules';
import { readStored, writeStored } from '~/stores/browser-storage';

const wideScreenPx = 768;
const scrollShare = 0.7;
const debounceMs = 100;

function watchExitIntent(allowed: () => boolean, callback: () => void, ready: Promise<boolean>): () => void {
  let fired = false;
  let timer: number | undefined;
  const fire = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      void ready.then((usable) => {
        if (!usable || fired || !allowed()) return;
        fired = true;
        stop();
        callback();
      });
    }, debounceMs);
  };
  const onMouseOut = (event: MouseEvent) => {
    if (window.innerWidth >= wideScreenPx && !event.relatedTarget && event.clientY <= 0) fire();
  };
  const onScroll = () => {
    if (window.innerWidth >= wideScreenPx) return;
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    if (scrollable > 0 && window.scrollY / scrollable > scrollShare) fire();
  };
  const stop = () => {
    document.removeEventListener('mouseout', onMouseOut);
    window.removeEventListener('scroll', onScroll);
  };
  document.addEventListener('mouseout', onMouseOut);
  window.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}

/** An element marked data-apply (an Apply button, the sticky apply bar) is on screen now. */
const applyOnScreen = () =>
  [...document.querySelectorAll('[data-apply]')].some(
    // The phone's Apply bar is laid out but invisible while the page's own Apply is on screen.
    (el) =>
      getComputedStyle(el).visibility !== 'hidden' &&
      isOnScreen(el.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight }),
  );

const noteDismissed = () => writeStored('localStorage', exitPopupKeys.dismissedAt, String(Date.now()));

/**
 * Opens `dialog` on exit intent when the rules of src/lib/exit-popup-rules.ts allow it at that
 * moment (checked when the intent fires, so an intent over an Apply button is simply skipped and
 * a later one may still open it). Closing it (No thanks, ×, Escape, backdrop) or signing up in it
 * keeps every exit pop-up away for 30 days. `ready`: a dialog whose content is on its way (a job
 * page's, fetched) is weighed once it is there, and never opens if it cannot come (false).
 */
export function showOnExitIntent(dialog: HTMLDialogElement, ready: Promise<boolean> = Promise.resolve(true)): () => void {
  let openedByIntent = false;
  const mayOpen = () => {
    // Marks that an intent was weighed, open or not: a test waits for this, not for the debounce.
    dialog.dataset.exitIntentWeighed = 'true';
    return (
      !dialog.open &&
      !document.querySelector('dialog[open]') &&
      mayShowExitPopup({
        now: Date.now(),
        shownThisVisit: readStored('sessionStorage', exitPopupKeys.shownThisVisit),
        dismissedAt: readStored('localStorage', exitPopupKeys.dismissedAt),
        applyOnScreen: applyOnScreen(),
      })
    );
  };
  dialog.addEventListener('close', () => {
    if (openedByIntent) noteDismissed();
    openedByIntent = false;
  });
  dialog.addEventListener('subscribed', () => {
    if (openedByIntent) noteDismissed();
  });
  return watchExitIntent(
    mayOpen,
    () => {
      openedByIntent = true;
      writeStored('sessionStorage', exitPopupKeys.shownThisVisit, '1');
      dialog.showModal();
    },
    ready,
  );
}
