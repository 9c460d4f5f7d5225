import { describe, expect, it } from 'vitest';
import { canWithdraw, daysLeftOf, postingStateOf } from '~/lib/employer-postings';

const now = new Date('2026-11-28T12:00:00Z');
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('a posting as its poster sees it', () => {
  it.each([
    ['pending', inDays(30), 'pending', undefined, true],
    ['approved', inDays(29.5), 'live', 29, true],
    ['approved', inDays(0.5), 'live', 0, true],
    ['approved', inDays(-1), 'expired', undefined, false],
    ['rejected', inDays(30), 'rejected', undefined, false],
    ['withdrawn', inDays(10), 'withdrawn', undefined, false],
  ] as const)('%s expiring %s → %s, %s days left, withdrawable %s', (status, expiresAt, state, days, withdrawable) => {
    expect(postingStateOf(status, expiresAt, now)).toBe(state);
    expect(daysLeftOf(state, expiresAt, now)).toBe(days);
    expect(canWithdraw(state)).toBe(withdrawable);
  });
});
