import type { CountrySlug } from './countries';
import { placeOfTerms } from './places';

/**
 * Gulf cities a job's location is normalised to ("city within a country"), with the words
 * in a free-text location that name each. The database holds the same terms (public.city_terms) and
 * derives jobs.city from them; a test keeps the two equal. Dammam, Khobar and Dhahran are one area.
 */
export const cities = [
  { slug: 'dubai', label: 'Dubai', country: 'uae', terms: ['dubai', 'دبي'] },
  { slug: 'abu-dhabi', label: 'Abu Dhabi', country: 'uae', terms: ['abu dhabi', 'ابوظبي', 'ابو ظبي'] },
  { slug: 'sharjah', label: 'Sharjah', country: 'uae', terms: ['sharjah', 'الشارقه', 'شارقه'] },
  { slug: 'ajman', label: 'Ajman', country: 'uae', terms: ['ajman', 'عجمان'] },
  { slug: 'ras-al-khaimah', label: 'Ras Al Khaimah', country: 'uae', terms: ['ras al khaimah', 'راس الخيمه'] },
  { slug: 'fujairah', label: 'Fujairah', country: 'uae', terms: ['fujairah', 'الفجيره', 'فجيره'] },
  { slug: 'umm-al-quwain', label: 'Umm Al Quwain', country: 'uae', terms: ['umm al quwain', 'ام القيوين'] },
  { slug: 'al-ain', label: 'Al Ain', country: 'uae', terms: ['al ain', 'العين'] },
  { slug: 'riyadh', label: 'Riyadh', country: 'saudi-arabia', terms: ['riyadh', 'الرياض'] },
  { slug: 'jeddah', label: 'Jeddah', country: 'saudi-arabia', terms: ['jeddah', 'جده'] },
  {
    slug: 'dammam-khobar',
    label: 'Dammam/Khobar',
    country: 'saudi-arabia',
    terms: ['dammam', 'khobar', 'al khobar', 'dhahran', 'الدمام', 'دمام', 'الخبر', 'الظهران', 'ظهران'],
  },
  { slug: 'mecca', label: 'Mecca', country: 'saudi-arabia', terms: ['mecca', 'makkah', 'مكه', 'مكه المكرمه'] },
  { slug: 'medina', label: 'Medina', country: 'saudi-arabia', terms: ['medina', 'madinah', 'المدينه', 'المدينه المنوره'] },
  { slug: 'neom', label: 'NEOM', country: 'saudi-arabia', terms: ['neom', 'نيوم'] },
  { slug: 'doha', label: 'Doha', country: 'qatar', terms: ['doha', 'الدوحه'] },
  { slug: 'al-rayyan', label: 'Al Rayyan', country: 'qatar', terms: ['al rayyan', 'الريان'] },
  { slug: 'al-wakrah', label: 'Al Wakrah', country: 'qatar', terms: ['al wakrah', 'الوكره', 'وكره'] },
  { slug: 'lusail', label: 'Lusail', country: 'qatar', terms: ['lusail', 'لوسيل'] },
  { slug: 'kuwait-city', label: 'Kuwait City', country: 'kuwait', terms: ['kuwait city', 'مدينه الكويت'] },
  { slug: 'hawalli', label: 'Hawalli', country: 'kuwait', terms: ['hawalli', 'حولي'] },
  { slug: 'ahmadi', label: 'Ahmadi', country: 'kuwait', terms: ['ahmadi', 'الاحمدي'] },
  { slug: 'salmiya', label: 'Salmiya', country: 'kuwait', terms: ['salmiya', 'السالميه', 'سالميه'] },
  { slug: 'manama', label: 'Manama', country: 'bahrain', terms: ['manama', 'المنامه', 'منامه'] },
  { slug: 'muharraq', label: 'Muharraq', country: 'bahrain', terms: ['muharraq', 'المحرق', 'محرق'] },
  { slug: 'muscat', label: 'Muscat', country: 'oman', terms: ['muscat', 'مسقط'] },
  { slug: 'salalah', label: 'Salalah', country: 'oman', terms: ['salalah', 'صلاله'] },
  { slug: 'nizwa', label: 'Nizwa', country: 'oman', terms: ['nizwa', 'نزوي'] },
  { slug: 'sohar', label: 'Sohar', country: 'oman', terms: ['sohar', 'صحار'] },
] as const satisfies readonly { slug: string; label: string; country: CountrySlug; terms: readonly string[] }[];

export type City = (typeof cities)[number];
export type CitySlug = City['slug'];
export const citySlugs = cities.map((c) => c.slug) as [CitySlug, ...CitySlug[]];

const bySlug = new Map<string, City>(cities.map((c) => [c.slug, c]));
export const cityBySlug = (slug: string): City | undefined => bySlug.get(slug);

/** The cities of a country, in the order above (the filter panel's options). */
export const citiesOf = (country: CountrySlug): City[] => cities.filter((c) => c.country === country);

let cityTermList: { term: string; value: CitySlug }[] | undefined;

/** The Gulf city named first in a free-text location ("دبي، الإمارات" is Dubai), or undefined, as public.city_of. */
export function cityOf(location: string): CitySlug | undefined {
  cityTermList ??= cities.flatMap((c) => c.terms.map((term) => ({ term, value: c.slug as CitySlug })));
  return placeOfTerms(location, cityTermList);
}
