import { placeOfTerms } from './places';
import { ownValue } from './own-value';

/** The six Gulf countries with their currency and ISO code. */
export const countries = [
  { slug: 'uae', name: 'UAE', iso: 'AE', currency: 'AED' },
  { slug: 'saudi-arabia', name: 'Saudi Arabia', iso: 'SA', currency: 'SAR' },
  { slug: 'qatar', name: 'Qatar', iso: 'QA', currency: 'QAR' },
  { slug: 'kuwait', name: 'Kuwait', iso: 'KW', currency: 'KWD' },
  { slug: 'bahrain', name: 'Bahrain', iso: 'BH', currency: 'BHD' },
  { slug: 'oman', name: 'Oman', iso: 'OM', currency: 'OMR' },
] as const;

export type Country = (typeof countries)[number];
export type CountrySlug = Country['slug'];
export const countrySlugs = countries.map((c) => c.slug) as [CountrySlug, ...CountrySlug[]];

const bySlug = new Map<string, Country>(countries.map((c) => [c.slug, c]));
export const countryBySlug = (slug: string): Country | undefined => bySlug.get(slug);

/** Other words visitors and old links use for a country (`/jobs/saudi`, `?location=ksa`). */
const countryAliases: Record<string, CountrySlug> = { saudi: 'saudi-arabia', ksa: 'saudi-arabia' };

/** A country slug or alias to the canonical slug, or undefined. */
export const canonicalCountry = (value: string): CountrySlug | undefined => bySlug.get(value)?.slug ?? ownValue(countryAliases, value);

/**
 * Words in a free-text location that name a country: names, abbreviations and cities, in English
 * and in Arabic. Arabic terms are written as placeText folds them (ا for أ إ آ, ه for ة, ي for ى,
 * no harakat), so each spelling variant of a name matches one term. The database holds the same
 * table (public.country_terms) and derives jobs.country from it; a test keeps the two equal.
 */
export const countryTerms: Record<CountrySlug, readonly string[]> = {
  uae: [
    'uae',
    'u.a.e',
    'united arab emirates',
    'emirates',
    'dubai',
    'abu dhabi',
    'sharjah',
    'ajman',
    'fujairah',
    'ras al khaimah',
    'umm al quwain',
    'al ain',
    'الامارات',
    'امارات',
    'الامارات العربيه المتحده',
    'دبي',
    'ابوظبي',
    'ابو ظبي',
    'الشارقه',
    'شارقه',
    'عجمان',
    'الفجيره',
    'فجيره',
    'راس الخيمه',
    'ام القيوين',
    'العين',
  ],
  'saudi-arabia': [
    'saudi',
    'saudi arabia',
    'ksa',
    'riyadh',
    'jeddah',
    'dammam',
    'mecca',
    'makkah',
    'medina',
    'madinah',
    'khobar',
    'al khobar',
    'dhahran',
    'neom',
    'السعوديه',
    'سعوديه',
    'المملكه العربيه السعوديه',
    'الرياض',
    'جده',
    'الدمام',
    'دمام',
    'الخبر',
    'الظهران',
    'ظهران',
    'مكه',
    'مكه المكرمه',
    'المدينه',
    'المدينه المنوره',
    'نيوم',
  ],
  qatar: ['qatar', 'doha', 'al rayyan', 'al wakrah', 'lusail', 'قطر', 'الدوحه', 'الريان', 'الوكره', 'وكره', 'لوسيل'],
  kuwait: [
    'kuwait',
    'kuwait city',
    'hawalli',
    'ahmadi',
    'salmiya',
    'الكويت',
    'كويت',
    'مدينه الكويت',
    'حولي',
    'الاحمدي',
    'السالميه',
    'سالميه',
  ],
  bahrain: ['bahrain', 'manama', 'muharraq', 'البحرين', 'بحرين', 'المنامه', 'منامه', 'المحرق', 'محرق'],
  oman: ['oman', 'muscat', 'salalah', 'nizwa', 'sohar', 'عمان', 'سلطنه عمان', 'مسقط', 'صلاله', 'نزوي', 'صحار'],
};

// Built on first use, so a browser bundle that only needs the country list drops the terms.
let countryTermList: { term: string; value: CountrySlug }[] | undefined;

/** The country named first in a location ("Riyadh or Dubai" is Saudi Arabia; "دبي، الإمارات" the UAE), or undefined. */
export function countryOf(location: string): CountrySlug | undefined {
  countryTermList ??= Object.entries(countryTerms).flatMap(([country, terms]) =>
    terms.map((term) => ({ term, value: country as CountrySlug })),
  );
  return placeOfTerms(location, countryTermList);
}
