import { describe, expect, it } from 'vitest';
import { isOnScreen, mayShowExitPopup } from '~/lib/exit-popup-rules';

const now = Date.parse('2026-11-24T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const state = { now, shownThisVisit: null, dismissedAt: null, applyOnScreen: false };

describe('an exit-intent pop-up may open', () => {
  it.each([
    ['on a first visit', {}, true],
    ['not twice in one visit', { shownThisVisit: '1' }, false],
    ['not while Apply is on screen', { applyOnScreen: true }, false],
    ['not a day after No thanks', { dismissedAt: String(now - day) }, false],
    ['not 29 days after', { dismissedAt: String(now - 29 * day) }, false],
    ['again 30 days after', { dismissedAt: String(now - 30 * day) }, true],
    ['when the stored time is unreadable', { dismissedAt: 'yesterday' }, true],
    ['when the stored time is in the future (a changed clock)', { dismissedAt: String(now + day) }, true],
  ])('%s', (_, change, expected) => expect(mayShowExitPopup({ ...state, ...change })).toBe(expected));
});

describe('an element is on screen', () => {
  const viewport = { width: 390, height: 800 };
  const box = (top: number, height = 48, width = 200) => ({ top, bottom: top + height, left: 10, right: 10 + width, width, height });
  it.each([
    ['inside', box(300), true],
    ['partly below the top', box(-40), true],
    ['above', box(-60), false],
    ['below', box(800), false],
    ['not rendered (display none)', { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 }, false],
  ])('%s: %s', (_, b, expected) => expect(isOnScreen(b, viewport)).toBe(expected));
});
