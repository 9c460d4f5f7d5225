import { describe, expect, it } from 'vitest';
import { formatSalary, monthlyAmountIn } from '~/lib/jobs/salary-money';

const salary = (
  salaryMin: number | null,
  salaryMax: number | null,
  salaryCurrency: 'AED' | 'QAR' | 'KWD' | 'USD',
  salaryPeriod: 'hour' | 'day' | 'week' | 'month' | 'year' | null,
) => ({
  salaryMin,
  salaryMax,
  salaryCurrency,
  salaryPeriod,
});

describe('formatSalary', () => {
  it.each([
    [salary(8000, 12000, 'AED', 'month'), 'AED 8,000–12,000 / month'],
    [salary(120, 180, 'AED', 'hour'), 'AED 120–180 / hour (about AED 20,800–31,200 / month)'],
    [salary(120000, 120000, 'QAR', 'year'), 'QAR 120,000 / year (about QAR 10,000 / month)'],
    [salary(null, 20000, 'AED', 'month'), 'AED up to 20,000 / month'],
    [salary(8000, null, 'AED', 'month'), 'AED from 8,000 / month'],
    [salary(800, 1000, 'KWD', null), 'KWD 800–1,000'],
    [salary(500, 500, 'AED', 'day'), 'AED 500 / day (about AED 10,800 / month)'],
  ])('%j → %s', (fields, text) => expect(formatSalary(fields)).toBe(text));

  it('shows nothing without a figure', () => expect(formatSalary(salary(null, null, 'AED', null))).toBeUndefined());
});

describe('monthlyAmountIn', () => {
  it.each([
    ['AED', 10000, 'AED', 'month', 10000],
    ['AED', 120000, 'AED', 'year', 10000],
    ['USD', 3672.5, 'AED', 'month', 1000],
    ['AED', 1000, 'USD', 'month', 3672.5],
    ['AED', 375, 'SAR', 'month', 367.25],
    ['AED', 1000, 'KWD', 'month', 11962.54],
    ['AED', 100, 'AED', 'hour', 17333.33],
  ] as const)('%s from %d %s per %s → %d', (target, amount, currency, period, expected) =>
    expect(monthlyAmountIn(target, amount, currency, period)).toBeCloseTo(expected, 1),
  );

  it('has no monthly amount without a period', () => expect(monthlyAmountIn('AED', 9500, 'AED', null)).toBeUndefined());
});
