import { describe, expect, it } from 'vitest';
import { foldArabic } from '~/lib/arabic';
import { placeText } from '~/lib/places';
import { countryOf, countryTerms } from '~/lib/countries';
import { cities, cityOf } from '~/lib/cities';
import { searchWords } from '~/lib/jobs/search';
import { alertKeyword } from '~/lib/alerts/keyword';
import { slugify } from '~/lib/jobs/slug';

// Arabic text in the data. The database side is compared in
// tests/integration/arabic-data.test.ts.

describe('foldArabic', () => {
  it.each([
    ['أحمد إبراهيم آل ٱلعين', 'احمد ابراهيم ال العين'],
    ['ممرضة', 'ممرضه'],
    ['مستشفى', 'مستشفي'],
    ['مُمَرِّضَةٌ', 'ممرضه'],
    ['ممـــرضة', 'ممرضه'],
    ['دبي، الإمارات؛ لماذا؟', 'دبي, الامارات; لماذا?'],
    ['ICU Nurse – Café', 'ICU Nurse – Café'],
  ])('%s → %s', (text, folded) => expect(foldArabic(text)).toBe(folded));
});

describe('searchWords with Arabic', () => {
  it.each([
    // Harakat and tatweel are removed before the text is cut into words, not cut at.
    ['مُمَرِّضَة', 'ممرضه'],
    ['ممـــرضة عناية', 'ممرضه عنايه'],
    ['أخصائي، إدارة', 'اخصائي اداره'],
    ['ICU ممرضة', 'icu ممرضه'],
  ])('%j → %j', (text, words) => expect(searchWords(text)).toBe(words));
});

describe('alertKeyword', () => {
  it('saves Arabic spellings of one search as one keyword', () => {
    expect(new Set(['مُمَرِّضَة', 'ممرضه', ' ممرضـة '].map(alertKeyword))).toEqual(new Set(['ممرضه']));
    expect(alertKeyword('  ICU   Nurse ')).toBe('icu nurse');
  });
});

describe('place terms', () => {
  it('are written as placeText folds them, so every spelling of a name matches', () => {
    const terms = [...Object.values(countryTerms).flat(), ...cities.flatMap((c) => [...c.terms])];
    expect(terms.filter((term) => placeText(term) !== term)).toEqual([]);
  });

  it('name each city in its own country', () => {
    for (const city of cities) for (const term of city.terms) expect(countryOf(term)).toBe(city.country);
  });

  it.each([
    ['دبي، الإمارات', 'uae', 'dubai'],
    ['الرياض', 'saudi-arabia', 'riyadh'],
    ['الكويت', 'kuwait', undefined],
    ['مدينة الكويت', 'kuwait', 'kuwait-city'],
    ['سلطنة عمان', 'oman', undefined],
    ['عمّان', undefined, undefined],
    ['عمان، الأردن', undefined, undefined],
    // A preposition or conjunction written onto the name (more in tests/integration/arabic-data.test.ts).
    ['بالرياض', 'saudi-arabia', 'riyadh'],
    ['في الرياض، السعودية', 'saudi-arabia', 'riyadh'],
    ['بدبي', 'uae', 'dubai'],
    ['بالسعودية', 'saudi-arabia', undefined],
    ['بالإمارات', 'uae', undefined],
  ])('%s → %s, %s', (location, country, city) => {
    expect(countryOf(location)).toBe(country);
    expect(cityOf(location)).toBe(city);
  });
});

describe('slugify', () => {
  it.each([
    ['ممرضة عناية مركزة-دبي، الإمارات', 'mmrda-anaya-mrkza-dby-alimarat'],
    ['محاسب ٢٠٢٦', 'mhasb-2026'],
    ['Senior Nurse (ICU) – Night Shift!-Doha, Qatar', 'senior-nurse-icu-night-shift-doha-qatar'],
    ['!!!', 'job'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});
