import { describe, expect, it } from 'vitest';
import { rebuildRetryCapMs, retryDelayMs } from '~/server/retry';

const minutes = (ms: number) => ms / 60_000;

describe('retryDelayMs', () => {
  it.each([
    [1, 1, 1],
    [2, 2, 2],
    [3, 4, 4],
    [4, 8, 8],
    [5, 16, 15],
    [6, 32, 15],
    [9, 256, 15],
    [10, 360, 15],
    [20, 360, 15],
  ])('attempt %i waits %i minutes (e-mail), %i for a rebuild', (attempt, mail, rebuild) => {
    expect(minutes(retryDelayMs(attempt))).toBe(mail);
    expect(minutes(retryDelayMs(attempt, rebuildRetryCapMs))).toBe(rebuild);
  });
});
