import { describe, expect, it } from 'vitest';
import { formatDateIn, formatNumberIn, pluralRulesOf } from '~/i18n/intl-cache';

// The kept formatters answer exactly what a fresh toLocaleString would, for every locale and
// option set (a key that ignored the options would hand one call another's formatter).
describe('kept Intl formatters', () => {
  const locales = ['en-US', 'ar-AE-u-nu-latn', 'ar-AE'];
  const numbers = [0, 1, 12500, 1234567.891, -42];
  const numberOptions: (Intl.NumberFormatOptions | undefined)[] = [undefined, { maximumFractionDigits: 0 }, { style: 'percent' }];

  it('formats numbers as toLocaleString does, per locale and options, in any order', () => {
    for (let round = 0; round < 2; round++)
      for (const locale of locales)
        for (const options of numberOptions)
          for (const n of numbers) expect(formatNumberIn(n, locale, options)).toBe(n.toLocaleString(locale, options));
  });

  it('formats dates as toLocaleDateString does', () => {
    const date = new Date('2026-03-05T00:00:00Z');
    const long: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
    const short: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
    for (const locale of locales)
      for (const options of [long, short]) expect(formatDateIn(date, locale, options)).toBe(date.toLocaleDateString(locale, options));
    expect(formatDateIn(date, 'en-US', long)).toBe('March 5, 2026');
  });

  it('keeps one set of plural rules per locale', () => {
    expect(pluralRulesOf('ar-AE').select(2)).toBe('two');
    expect(pluralRulesOf('en-US').select(2)).toBe('other');
    expect(pluralRulesOf('ar-AE')).toBe(pluralRulesOf('ar-AE'));
  });
});
