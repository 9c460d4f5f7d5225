import type { CountrySlug } from './countries';

/**
 * Gulf cities a job's location is normalised to (issue 15: "city within a country"), with the words
 * in a free-text location that name each. The database holds the same terms (public.city_terms) and
 * derives jobs.city from them; a test keeps the two equal. Dammam, Khobar and Dhahran are one area.
 */
export const cities = [
  { slug: 'dubai', label: 'Dubai', country: 'uae', terms: ['dubai'] },
  { slug: 'abu-dhabi', label: 'Abu Dhabi', country: 'uae', terms: ['abu dhabi'] },
  { slug: 'sharjah', label: 'Sharjah', country: 'uae', terms: ['sharjah'] },
  { slug: 'ajman', label: 'Ajman', country: 'uae', terms: ['ajman'] },
  { slug: 'ras-al-khaimah', label: 'Ras Al Khaimah', country: 'uae', terms: ['ras al khaimah'] },
  { slug: 'fujairah', label: 'Fujairah', country: 'uae', terms: ['fujairah'] },
  { slug: 'umm-al-quwain', label: 'Umm Al Quwain', country: 'uae', terms: ['umm al quwain'] },
  { slug: 'al-ain', label: 'Al Ain', country: 'uae', terms: ['al ain'] },
  { slug: 'riyadh', label: 'Riyadh', country: 'saudi-arabia', terms: ['riyadh'] },
  { slug: 'jeddah', label: 'Jeddah', country: 'saudi-arabia', terms: ['jeddah'] },
  {
    slug: 'dammam-khobar',
    label: 'Dammam/Khobar',
    country: 'saudi-arabia',
    terms: ['dammam', 'khobar', 'al khobar', 'dhahran'],
  },
  { slug: 'mecca', label: 'Mecca', country: 'saudi-arabia', terms: ['mecca', 'makkah'] },
  { slug: 'medina', label: 'Medina', country: 'saudi-arabia', terms: ['medina', 'madinah'] },
  { slug: 'neom', label: 'NEOM', country: 'saudi-arabia', terms: ['neom'] },
  { slug: 'doha', label: 'Doha', country: 'qatar', terms: ['doha'] },
  { slug: 'al-rayyan', label: 'Al Rayyan', country: 'qatar', terms: ['al rayyan'] },
  { slug: 'al-wakrah', label: 'Al Wakrah', country: 'qatar', terms: ['al wakrah'] },
  { slug: 'lusail', label: 'Lusail', country: 'qatar', terms: ['lusail'] },
  { slug: 'kuwait-city', label: 'Kuwait City', country: 'kuwait', terms: ['kuwait city'] },
  { slug: 'hawalli', label: 'Hawalli', country: 'kuwait', terms: ['hawalli'] },
  { slug: 'ahmadi', label: 'Ahmadi', country: 'kuwait', terms: ['ahmadi'] },
  { slug: 'salmiya', label: 'Salmiya', country: 'kuwait', terms: ['salmiya'] },
  { slug: 'manama', label: 'Manama', country: 'bahrain', terms: ['manama'] },
  { slug: 'muharraq', label: 'Muharraq', country: 'bahrain', terms: ['muharraq'] },
  { slug: 'muscat', label: 'Muscat', country: 'oman', terms: ['muscat'] },
  { slug: 'salalah', label: 'Salalah', country: 'oman', terms: ['salalah'] },
  { slug: 'nizwa', label: 'Nizwa', country: 'oman', terms: ['nizwa'] },
  { slug: 'sohar', label: 'Sohar', country: 'oman', terms: ['sohar'] },
] as const satisfies readonly { slug: string; label: string; country: CountrySlug; terms: readonly string[] }[];

export type City = (typeof cities)[number];
export type CitySlug = City['slug'];
export const citySlugs = cities.map((c) => c.slug) as [CitySlug, ...CitySlug[]];

const bySlug = new Map<string, City>(cities.map((c) => [c.slug, c]));
export const cityBySlug = (slug: string): City | undefined => bySlug.get(slug);

/** The cities of a country, in the order above (the filter panel's options). */
export const citiesOf = (country: CountrySlug): City[] => cities.filter((c) => c.country === country);
