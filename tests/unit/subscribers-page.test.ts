import { describe, expect, it } from 'vitest';
import { durationText, runDuration } from '~/server/subscriptions/subscribers-page';

describe('the subscribers page’s run durations', () => {
  it.each([
    [400, '0.4 s'],
    [12_345, '12.3 s'],
    [59_940, '59.9 s'],
    [125_000, '2 min 5 s'],
  ])('%i ms → %s', (ms, text) => expect(durationText(ms)).toBe(text));

  const run = {
    id: 'r',
    startedAt: new Date('2026-11-24T06:00:00Z'),
    finishedAt: null,
    durationMs: null,
    claimed: 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    error: null,
  };
  it('an unfinished run is running for 15 minutes, then did not finish', () => {
    expect(runDuration(run, new Date('2026-11-24T06:14:00Z'))).toBe('Running');
    expect(runDuration(run, new Date('2026-11-24T06:16:00Z'))).toBe('Did not finish');
    expect(runDuration({ ...run, durationMs: 1500 })).toBe('1.5 s');
  });
});
