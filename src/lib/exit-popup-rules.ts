// When an exit-intent pop-up (newsletter, job alerts) may open: once per visit at most, not for
// 30 days after the visitor closed one or signed up, and never over an Apply button or bar on screen.
// Pure; src/scripts/exit-intent.ts reads the timestamps and the screen.

export const exitPopupQuietDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** sessionStorage: set once a pop-up opened in this visit. localStorage: when one was last closed or used to sign up (ms). */
export const exitPopupKeys = { shownThisVisit: 'gj:exit-popup-shown', dismissedAt: 'gj:exit-popup-dismissed-at' } as const;

export interface ExitPopupState {
  now: number;
  /** The visit's flag, as stored (null when absent). */
  shownThisVisit: string | null;
  /** The stored timestamp (null when absent); unreadable values count as absent. */
  dismissedAt: string | null;
  /** An element marked data-apply is on screen. */
  applyOnScreen: boolean;
}

/** True when an exit-intent pop-up may open now. */
export function mayShowExitPopup({ now, shownThisVisit, dismissedAt, applyOnScreen }: ExitPopupState): boolean {
  if (applyOnScreen || shownThisVisit !== null) return false;
  const at = Number(dismissedAt);
  if (dismissedAt !== null && Number.isFinite(at) && at <= now && now - at < exitPopupQuietDays * dayMs) return false;
  return true;
}

/** True when a box (getBoundingClientRect) of a rendered element overlaps the viewport. */
export function isOnScreen(
  box: { top: number; bottom: number; left: number; right: number; width: number; height: number },
  viewport: { width: number; height: number },
): boolean {
  if (box.width <= 0 || box.height <= 0) return false;
  return box.bottom > 0 && box.right > 0 && box.top < viewport.height && box.left < viewport.width;
}
