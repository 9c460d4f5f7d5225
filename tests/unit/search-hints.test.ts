import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n';
import { jobSearchSchema, type JobSearch } from '~/lib/jobs/search';
import { nearerSearches, queryStringOf } from '~/lib/jobs/search-suggestions';
import { searchHeadlineWithCount, shownSearchOf, type HeadlineTexts } from '~/lib/jobs/search-headline';

// The pure halves of search understanding: the nearer searches an empty result tries, and the
// heading /jobs gives a search.

const search = (query: string): JobSearch => jobSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
const nearer = (query: string) => nearerSearches(search(query)).map((s) => [s.kind, s.value, queryStringOf(s.search)]);

describe('nearerSearches', () => {
  it('widens a city to its country, then lets go of each filter and each word, then of all filters and of the words', () => {
    expect(nearer('q=icu+nurse&city=dubai&visa=provided&page=3&sort=newest')).toEqual([
      ['place', 'uae', '?q=icu+nurse&country=uae&visa=provided'],
      ['filter', 'visa', '?q=icu+nurse&city=dubai'],
      ['word', 'icu', '?q=nurse&city=dubai&visa=provided'],
      ['word', 'nurse', '?q=icu&city=dubai&visa=provided'],
      ['filter', 'all', '?q=icu+nurse'],
      ['word', 'all', '?city=dubai&visa=provided'],
    ]);
  });

  it.each([
    [
      'country=qatar&category=engineering',
      [
        ['place', 'gulf', '?category=engineering'],
        ['filter', 'category', '?country=qatar'],
      ],
    ],
    ['q=nurse', []],
    [
      'q=nurse+dubai',
      [
        ['word', 'nurse', '?q=dubai'],
        ['word', 'dubai', '?q=nurse'],
      ],
    ],
    [
      'remote=true&posted=7',
      [
        ['filter', 'posted', '?remote=true'],
        ['filter', 'remote', '?posted=7'],
      ],
    ],
    ['topic=healthcare&country=uae', [['place', 'gulf', '?topic=healthcare']]],
  ])('%s: %j', (query, expected) => {
    expect(nearer(query)).toEqual(expected);
  });

  it('tries at most 8, whatever the search', () => {
    const many = 'q=a+b+c+d+e+f+g+h+i+j&city=dubai&category=engineering&posted=7&min_salary=5000&type=contract&visa=provided';
    expect(nearerSearches(search(many))).toHaveLength(8);
  });
});

const texts = (locale: 'en' | 'ar'): HeadlineTexts => {
  const t = messagesFor(locale);
  return {
    ...t.listing.search,
    countries: t.common.countries,
    cities: t.common.cities,
    categories: t.common.categories,
    jobCount: t.common.jobCount,
  };
};

describe('searchHeadlineWithCount', () => {
  it.each([
    ['en', { q: 'nurse', city: 'dubai' }, 42, 'Nurse jobs in Dubai — 42 jobs'],
    ['en', { q: 'nurse' }, 1, 'Nurse jobs — 1 job'],
    ['en', { country: 'uae' }, 14203, 'Jobs in UAE — 14,203 jobs'],
    ['en', { category: 'healthcare-medical', country: 'qatar' }, 0, 'Healthcare & Medical jobs in Qatar — 0 jobs'],
    ['ar', { q: 'ممرضة', city: 'dubai' }, 42, 'وظائف ممرضة في دبي — 42 وظيفة'],
    ['ar', { q: 'ممرضة' }, 2, 'وظائف ممرضة — وظيفتان'],
    ['ar', { q: 'ممرضة' }, 5, 'وظائف ممرضة — 5 وظائف'],
    ['ar', { q: 'nurse' }, 1, 'وظائف nurse — وظيفة واحدة'],
    ['ar', { q: 'nurse' }, 0, 'وظائف nurse — لا وظائف'],
  ] as const)('%s %j, %d: %s', (locale, filters, total, expected) => {
    expect(searchHeadlineWithCount({ page: 1, ...filters }, total, texts(locale), locale)).toBe(expected);
  });

  it('names nothing for a search without keyword, category or place (the page keeps its heading)', () => {
    expect(searchHeadlineWithCount({ page: 1, visa: 'provided' }, 3, texts('en'), 'en')).toBeUndefined();
  });
});

describe('shownSearchOf', () => {
  it('is the corrected search when the answer corrected a typo, else the search itself', () => {
    const search = { q: 'nurce', city: 'dubai', page: 1 };
    expect(shownSearchOf(search, { correction: { to: 'nurse' } })).toEqual({ q: 'nurse', city: 'dubai', page: 1 });
    expect(shownSearchOf(search, {})).toBe(search);
  });
});
