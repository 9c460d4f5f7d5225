import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n';
import { cardTexts } from '~/i18n/island';
import { postedAge } from '~/lib/jobs/format';
import { jobBadges } from '~/lib/jobs/job-facts';
import { formatSalary } from '~/lib/jobs/salary-money';
import { cityOptionGroups, countryOptions, postedOptions, salaryOptions, typeOptions, withCount } from '~/lib/jobs/search-options';
import { listingCountLine, searchAddress } from '~/lib/jobs/search-params';
import { categoryLandingIn, categoryLandings } from '~/lib/pages/category-landings';
import { jobsIndexPage, jobsWordListings, listingIn, listingPages } from '~/lib/pages/listings';
import { saveButtonName } from '~/lib/saved-jobs';

// The listings and the search in Arabic -- the words an island shows, with real Arabic
// plurals and Latin digits, and every listing's own Arabic heading, intro and FAQ.

const ar = messagesFor('ar');
const labels = { ...ar.listing.search, countries: ar.common.countries, cities: ar.common.cities, categories: ar.common.categories };

describe('the Arabic count line (the six plural forms)', () => {
  const all = listingIn(jobsIndexPage, 'ar').texts.count;
  const uae = listingIn(
    listingPages.find((p) => p.path === '/uae-jobs')!,
    'ar',
  ).texts.count;
  it.each([
    [all, 1, 'عرض فرصة عمل واحدة'],
    [all, 2, 'عرض فرصتي عمل'],
    [all, 3, 'عرض 3 فرص عمل'],
    [all, 10, 'عرض 10 فرص عمل'],
    [all, 11, 'عرض 11 فرصة عمل'],
    [all, 99, 'عرض 99 فرصة عمل'],
    [all, 100, 'عرض 100 فرصة عمل'],
    [all, 1234, 'عرض 1,234 فرصة عمل'],
    [all, 12500, 'عرض 12,500 فرصة عمل'],
    [uae, 2, 'عرض فرصتي عمل في الإمارات'],
    [uae, 5, 'عرض 5 فرص عمل في الإمارات'],
  ])('%j with %i → %s', (count, total, expected) => expect(listingCountLine(count, total, 'ar')).toBe(expected));
  it('is absent when nothing matched', () => expect(listingCountLine(all, 0, 'ar')).toBeUndefined());
  it('keeps the English lines as they were', () => {
    expect(listingCountLine(jobsIndexPage.texts.count, 1)).toBe('Showing 1 job opportunity');
    expect(listingCountLine(jobsIndexPage.texts.count, 1234, 'en')).toBe('Showing 1,234 job opportunities');
  });
  it('writes totals with Latin digits', () => expect(listingCountLine(all, 12500, 'ar')).toContain('12,500'));
});

describe('the posted age in Arabic', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22', 'اليوم'],
    ['2026-11-21', 'أمس'],
    ['2026-11-20', 'منذ يومين'],
    ['2026-11-19', 'منذ 3 أيام'],
    ['2026-11-12', 'منذ 10 أيام'],
    ['2026-11-11', 'منذ 11 يومًا'],
    ['2026-10-23', 'منذ 30 يومًا'],
    ['2026-08-14', 'منذ 100 يوم'],
    ['2026-11-25', 'اليوم'],
  ])('posted %s → %s', (postedOn, expected) => expect(postedAge(postedOn, now, 'ar')).toBe(expected));
  it('stays English by default', () => expect(postedAge('2026-11-20', now)).toBe('2 days ago'));
});

describe('the filter options in Arabic, with their counts', () => {
  const facets = {
    country: { uae: 1234, qatar: 2 },
    city: { dubai: 42 },
    category: {},
    posted: { '1': 0, '3': 5, '7': 9, '30': 12 },
    remote: 3,
    salary: { '10000': 7 },
    type: { 'full-time': 4 },
    visa: 1,
    nationality: 0,
    package: {},
  };
  it('names the countries in Arabic, counts in Latin digits', () => {
    expect(countryOptions(facets, labels, 'ar').slice(0, 2)).toEqual([
      { value: 'uae', label: 'الإمارات (1,234)' },
      { value: 'saudi-arabia', label: 'السعودية (0)' },
    ]);
    expect(countryOptions(undefined, labels, 'ar')[2]).toEqual({ value: 'qatar', label: 'قطر' });
  });
  it('groups the cities under Arabic country names', () =>
    expect(cityOptionGroups('uae', facets, undefined, labels, 'ar')).toEqual([
      { label: 'الإمارات', options: [{ value: 'dubai', label: 'دبي (42)' }] },
    ]));
  it('words posted within, salary and type', () => {
    expect(postedOptions(facets, labels, 'ar').map((o) => o.label)).toEqual([
      'آخر 24 ساعة (0)',
      'آخر 3 أيام (5)',
      'آخر 7 أيام (9)',
      'آخر 30 يومًا (12)',
    ]);
    expect(salaryOptions(facets, labels, 'ar')[1]).toEqual({ value: '10000', label: '10,000 AED فأكثر (7)' });
    expect(typeOptions(facets, labels, 'ar')[0]).toEqual({ value: 'full-time', label: 'دوام كامل (4)' });
    expect(withCount(labels.remoteOnly, 3, 'ar')).toBe('عن بُعد فقط (3)');
  });
  it('keeps the English options as they were', () => {
    expect(countryOptions(facets)[0]).toEqual({ value: 'uae', label: 'UAE (1,234)' });
    expect(salaryOptions(facets)[1]).toEqual({ value: '10000', label: 'AED 10,000+ (7)' });
  });
});

describe('a card in Arabic', () => {
  it.each([
    [{ salaryMin: 8000, salaryMax: 12000, salaryCurrency: 'AED', salaryPeriod: 'month' }, '\u20668,000–12,000\u2069 AED شهريًا'],
    [{ salaryMin: null, salaryMax: 20000, salaryCurrency: 'SAR', salaryPeriod: 'month' }, 'حتى 20,000 SAR شهريًا'],
    [{ salaryMin: 8000, salaryMax: null, salaryCurrency: 'AED', salaryPeriod: null }, 'من 8,000 AED'],
    [
      { salaryMin: 120, salaryMax: 180, salaryCurrency: 'AED', salaryPeriod: 'hour' },
      '\u2066120–180\u2069 AED في الساعة (نحو \u206620,800–31,200\u2069 AED شهريًا)',
    ],
  ] as const)('salary %j → %s', (fields, expected) => expect(formatSalary(fields, 'ar')).toBe(expected));
  it('words the badges and the Save button', () => {
    expect(jobBadges({ visa: 'provided', nationality: 'all', packageItems: ['housing', 'flights'] }, 'ar')).toEqual([
      'التأشيرة مقدَّمة',
      'مفتوحة لجميع الجنسيات',
      'سكن',
      'تذاكر سفر',
    ]);
    expect(saveButtonName(false, 'ممرضة', 'ar')).toBe('احفظ الوظيفة: ممرضة');
    expect(saveButtonName(true, 'Nurse')).toBe('Saved: Nurse');
  });
  it('carries the same industry names as the catalogue', () => {
    expect(cardTexts('ar').categories).toEqual(ar.common.categories);
    expect(cardTexts('en').categories).toEqual(messagesFor('en').common.categories);
  });
});

describe('every Arabic listing', () => {
  const arabic = /[\u0600-\u06FF]/;
  it.each([jobsIndexPage, ...listingPages, ...jobsWordListings].map((p) => [p.path, p] as const))(
    '%s has its own Arabic words',
    (_, page) => {
      const words = listingIn(page, 'ar');
      for (const text of [words.heading, words.intro, words.title, words.description, words.texts.emptyTitle, words.texts.placeholder])
        expect(text).toMatch(arabic);
      expect(words.path).toBe(page.path);
      expect(words.fixed).toEqual(page.fixed);
    },
  );
  it.each(categoryLandings.map((l) => [l.path, l] as const))('%s has an Arabic FAQ of the same questions', (_, landing) => {
    const words = categoryLandingIn(landing, 'ar');
    expect(words.faq).toHaveLength(landing.faq.length);
    for (const item of words.faq) expect(item.question + item.answer).toMatch(arabic);
    expect(words.heading).toMatch(arabic);
  });
  it('keeps the Arabic search in /ar', () => {
    const listing = { path: '/ar/uae-jobs', search: { country: 'uae', page: 1 } };
    expect(searchAddress({ country: 'uae', page: 1 }, listing, '/ar/jobs')).toBe('/ar/uae-jobs');
    expect(searchAddress({ country: 'uae', city: 'dubai', page: 2 }, listing, '/ar/jobs')).toBe('/ar/jobs?country=uae&city=dubai&page=2');
  });
});
