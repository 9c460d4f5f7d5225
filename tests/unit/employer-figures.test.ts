import { describe, expect, it } from 'vitest';
import { barHeights, figuresOf, lastGulfDays, peakDay, sumOfFigures } from '~/lib/employer-figures';

describe('the employer’s figures', () => {
  it('the last 30 Gulf days end with today in Gulf time (UTC+4)', () => {
    const days = lastGulfDays(new Date('2026-11-27T20:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-11-28');
    expect(days[0]).toBe('2026-10-30');
    expect(lastGulfDays(new Date('2026-11-27T19:59:59Z')).at(-1)).toBe('2026-11-27');
    expect(lastGulfDays(new Date('2026-03-02T00:00:00Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('adds rows of one day, fills missing days with 0 and leaves days outside the window out', () => {
    const days = ['2026-11-26', '2026-11-27', '2026-11-28'];
    const figures = figuresOf(
      [
        { day: '2026-11-26', views: 5, applies: 1, alerts: 0 },
        { day: '2026-11-28', views: 2, applies: 0, alerts: 0 },
        { day: '2026-11-28', views: 0, applies: 0, alerts: 3 },
        { day: '2026-10-01', views: 99, applies: 9, alerts: 9 },
      ],
      days,
    );
    expect(figures).toEqual({
      views: 7,
      applies: 1,
      alerts: 3,
      days: [
        { day: '2026-11-26', views: 5, applies: 1, alerts: 0 },
        { day: '2026-11-27', views: 0, applies: 0, alerts: 0 },
        { day: '2026-11-28', views: 2, applies: 0, alerts: 3 },
      ],
    });
    expect(sumOfFigures([figures, figures], days)).toMatchObject({ views: 14, applies: 2, alerts: 6 });
    expect(sumOfFigures([], days)).toMatchObject({ views: 0, applies: 0, alerts: 0 });
    expect(peakDay(figures, 'views')?.day).toBe('2026-11-26');
    expect(peakDay(figures, 'applies')?.day).toBe('2026-11-26');
    expect(peakDay(figuresOf([], days), 'views')).toBeUndefined();
  });

  it.each([
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [
      [1, 2, 4],
      [10, 20, 40],
    ],
    [
      [1, 1000],
      [1, 40],
    ],
    [
      [3, 0, 3],
      [40, 0, 40],
    ],
  ])('bars of %j in 40 units: %j', (values, heights) => {
    expect(barHeights(values, 40)).toEqual(heights);
  });
});
