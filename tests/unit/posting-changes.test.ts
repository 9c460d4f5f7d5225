import { describe, expect, it } from 'vitest';
import { jobEditDiff, readableValue } from '~/lib/job-edit-diff';
import { canRenew } from '~/lib/posting-renewal';

// What the review queue shows of an employer's edit, and when the dashboard offers Renew.

describe('jobEditDiff', () => {
  it('lists only the fields whose words change, in the form’s order, old → new', () => {
    expect(
      jobEditDiff(
        { jobTitle: 'Nurse', location: 'Doha', salaryMax: 12000, packageItems: ['housing'], contactEmail: null },
        { jobTitle: 'Senior Nurse', location: 'Doha', salaryMax: 14000, packageItems: ['housing', 'transport'], contactEmail: null },
      ),
    ).toEqual([
      { field: 'jobTitle', before: 'Nurse', after: 'Senior Nurse' },
      { field: 'salaryMax', before: '12000', after: '14000' },
      { field: 'packageItems', before: 'housing', after: 'housing, transport' },
    ]);
  });

  it('leaves out a field the edit does not carry, and reads nothing the same however it is stored', () => {
    expect(jobEditDiff({ postedOn: '2026-11-01', salaryRange: null }, { salaryRange: '' })).toEqual([]);
  });

  it.each([
    [null, '—'],
    ['', '—'],
    [[], '—'],
    [['a', 'b'], 'a, b'],
    [0, '0'],
    [new Date('2026-11-28T10:00:00Z'), '2026-11-28'],
  ])('readableValue(%j) is %j', (value, words) => {
    expect(readableValue(value)).toBe(words);
  });
});

describe('canRenew', () => {
  const expiry = new Date('2026-12-10T20:00:00Z');
  const at = (days: number) => new Date(expiry.getTime() + days * 86_400_000);
  it.each([
    ['approved', -4, false],
    ['approved', -3, true],
    ['approved', 0, true],
    ['approved', 30, true],
    ['approved', 30.01, false],
    ['pending', -1, false],
    ['withdrawn', 1, false],
    ['rejected', 1, false],
  ] as const)('%s, %d days from expiry: %s', (status, days, expected) => {
    expect(canRenew(status, expiry, at(days))).toBe(expected);
  });
});
