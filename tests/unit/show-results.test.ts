import { describe, expect, it } from 'vitest';
import { showResultsLabel } from '~/lib/jobs/show-results';
import { messagesFor } from '~/i18n';

const labelIn = (locale: 'en' | 'ar', count: { total: number } | undefined) => {
  const { showCount, showResults } = messagesFor(locale).listing.search;
  return showResultsLabel(showCount, showResults, count, locale);
};

describe('showResultsLabel (the filter sheet\'s "Show N results")', () => {
  it.each([
    ['en', 0, 'Show 0 results'],
    ['en', 1, 'Show 1 result'],
    ['en', 1234, 'Show 1,234 results'],
    ['en', 33633, 'Show 33,633 results'],
    ['ar', 0, 'لا توجد نتائج'],
    ['ar', 1, 'اعرض نتيجة واحدة'],
    ['ar', 2, 'اعرض نتيجتين'],
    ['ar', 7, 'اعرض 7 نتائج'],
    ['ar', 42, 'اعرض 42 نتيجة'],
    ['ar', 1000, 'اعرض 1,000 نتيجة'],
  ] as const)('%s, %i → %s', (locale, total, label) => expect(labelIn(locale, { total })).toBe(label));

  it('says "Show results" without a number while the count is loading or failed', () => {
    expect(labelIn('en', undefined)).toBe('Show results');
    expect(labelIn('ar', undefined)).toBe('اعرض النتائج');
  });
});
