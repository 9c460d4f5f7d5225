import { describe, expect, it } from 'vitest';
import { percentile } from '../../scripts/lib/percentile';

describe('the benchmarks read percentiles by nearest rank', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each([
    [hundred, 50, 50],
    [hundred, 95, 95],
    [hundred, 100, 100],
    [[7], 95, 7],
    [[1, 2, 3], 50, 2],
    [[1, 2, 3], 95, 3],
  ])('case %#', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});
