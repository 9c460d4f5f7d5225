// The employer's figures: views, Apply clicks and times sent in alerts per Gulf day for the last
// 30 days, per posting and summed over a set of postings. Pure: the server fills them, the
// dashboard's chart reads them.
import { gulfDate } from './gulf-time';

export const figureKinds = ['views', 'applies', 'alerts'] as const;
export type FigureKind = (typeof figureKinds)[number];

export type DayFigures = { day: string } & Record<FigureKind, number>;
/** Totals over the days, and each day (oldest first, today last). */
export type Figures = Record<FigureKind, number> & { days: DayFigures[] };

/** How many Gulf days the dashboard shows, today included. */
export const figureDayCount = 30;

const dayMs = 86_400_000;

/** The last `count` Gulf days as YYYY-MM-DD, oldest first, ending with today. */
export function lastGulfDays(now: Date, count = figureDayCount): string[] {
  return Array.from({ length: count }, (_, i) => gulfDate(now.getTime() - (count - 1 - i) * dayMs));
}

/** The figures of one posting from its counted rows (days outside `days` are left out; a missing day is 0). */
export function figuresOf(rows: readonly DayFigures[], days: readonly string[]): Figures {
  const byDay = new Map(days.map((day) => [day, { day, views: 0, applies: 0, alerts: 0 }]));
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    for (const kind of figureKinds) day[kind] += row[kind];
  }
  return withTotals([...byDay.values()]);
}

/** The figures of several postings added day by day (a company's, or the signed-in address's). */
export function sumOfFigures(list: readonly Figures[], days: readonly string[]): Figures {
  return figuresOf(
    list.flatMap((f) => f.days),
    days,
  );
}

function withTotals(days: DayFigures[]): Figures {
  const total = (kind: FigureKind) => days.reduce((n, d) => n + d[kind], 0);
  return { views: total('views'), applies: total('applies'), alerts: total('alerts'), days };
}

/** The busiest day of a kind (the latest of equals), or undefined when every day is 0. */
export function peakDay(figures: Figures, kind: FigureKind): DayFigures | undefined {
  let peak: DayFigures | undefined;
  for (const day of figures.days) if (day[kind] > 0 && (!peak || day[kind] >= peak[kind])) peak = day;
  return peak;
}

/** Bar heights for a chart `height` units tall, each day's count scaled to the busiest; a non-zero day is at least 1 unit. */
export function barHeights(values: readonly number[], height: number): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (v <= 0 || max === 0 ? 0 : Math.max(1, Math.round((v / max) * height))));
}

/** A posting has figures to show once it has been on the site: not while pending, nor when rejected. */
export const showsFigures = (state: 'pending' | 'live' | 'rejected' | 'expired' | 'withdrawn'): boolean =>
  state !== 'pending' && state !== 'rejected';
