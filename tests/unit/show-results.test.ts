import { describe, expect, it } from 'vitest';
import { showResultsLabel } from '~/lib/jobs/show-results';
import { messagesFor } from '~/i18n';

const labelIn = (locale: 'en' | 'ar', count: { total: number; capped: boolean } | undefined) => {
  const { showCount, showResults } = messagesFor(locale).listing.search;
  return showResultsLabel(showCount, showResults, count, locale);
};

describe('showResultsLabel (the filter sheet\'s "Show N results")', () => {
  it.each([
    ['en', 0, false, 'Show 0 results'],
    ['en', 1, false, 'Show 1 result'],
    ['en', 1234, false, 'Show 1,234 results'],
    ['en', 1000, true, 'Show 1,000+ results'],
    ['ar', 0, false, 'لا توجد نتائج'],
    ['ar', 1, false, 'اعرض نتيجة واحدة'],
    ['ar', 2, false, 'اعرض نتيجتين'],
    ['ar', 7, false, 'اعرض 7 نتائج'],
    ['ar', 42, false, 'اعرض 42 نتيجة'],
    ['ar', 1000, true, 'اعرض 1,000+ نتيجة'],
  ] as const)('%s, %i (capped: %s) → %s', (locale, total, capped, label) => expect(labelIn(locale, { total, capped })).toBe(label));

  it('says "Show results" without a number while the count is loading or failed', () => {
    expect(labelIn('en', undefined)).toBe('Show results');
    expect(labelIn('ar', undefined)).toBe('اعرض النتائج');
  });
});
