import { describe, expect, it } from 'vitest';
import { gulfDate, gulfDateFormat, gulfDateTimeFormat, gulfDayStart, gulfOffset, gulfTimeZone, gulfToday } from '~/lib/gulf-time';

describe('gulfDate (the Dubai calendar date of an instant, UTC+4)', () => {
  it.each([
    ['2026-11-22T19:59:59.999Z', '2026-11-22'],
    ['2026-11-22T20:00:00Z', '2026-11-23'],
    ['2026-12-31T20:00:00Z', '2027-01-01'],
    ['2024-02-28T20:30:00Z', '2024-02-29'],
    ['2026-03-29T01:00:00Z', '2026-03-29'],
  ])('%s → %s', (instant, day) => {
    expect(gulfDate(new Date(instant))).toBe(day);
    expect(gulfDate(Date.parse(instant))).toBe(day);
  });
});

describe('gulfToday', () => {
  it('is the Gulf date of the clock given', () => expect(gulfToday(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23'));
  it('reads the real clock by default', () => expect(gulfToday()).toBe(gulfDate(Date.now())));
});

describe('gulfDayStart (midnight in Dubai)', () => {
  it.each([
    ['2026-11-23', '2026-11-22T20:00:00.000Z'],
    ['2027-01-01', '2026-12-31T20:00:00.000Z'],
    ['2024-03-01', '2024-02-29T20:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => expect(gulfDayStart(day).toISOString()).toBe(instant));
  it('is the first instant of its own Gulf date', () => {
    const start = gulfDayStart('2026-11-23').getTime();
    expect(gulfDate(start)).toBe('2026-11-23');
    expect(gulfDate(start - 1)).toBe('2026-11-22');
  });
});

describe('the Gulf formatters admins read', () => {
  it.each([
    ['2026-11-22T19:30:00Z', 'Nov 22, 2026', 'Nov 22, 2026, 11:30 PM'],
    ['2026-11-22T20:05:00Z', 'Nov 23, 2026', 'Nov 23, 2026, 12:05 AM'],
    ['2025-03-15T05:00:00Z', 'Mar 15, 2025', 'Mar 15, 2025, 9:00 AM'],
  ])('%s → %s / %s', (instant, date, dateTime) => {
    expect(gulfDateFormat.format(new Date(instant))).toBe(date);
    expect(gulfDateTimeFormat.format(new Date(instant))).toBe(dateTime);
  });
  it('name the zone and offset content is written in', () => {
    expect(gulfTimeZone).toBe('Asia/Dubai');
    expect(gulfOffset).toBe('+04:00');
  });
});
