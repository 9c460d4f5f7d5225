/** The six Gulf countries with their currency and ISO code (spec 000 sections 3, 5 and 9). */
export const countries = [
  { slug: 'uae', name: 'UAE', longName: 'United Arab Emirates', iso: 'AE', currency: 'AED' },
  { slug: 'saudi-arabia', name: 'Saudi Arabia', longName: 'Saudi Arabia', iso: 'SA', currency: 'SAR' },
  { slug: 'qatar', name: 'Qatar', longName: 'Qatar', iso: 'QA', currency: 'QAR' },
  { slug: 'kuwait', name: 'Kuwait', longName: 'Kuwait', iso: 'KW', currency: 'KWD' },
  { slug: 'bahrain', name: 'Bahrain', longName: 'Bahrain', iso: 'BH', currency: 'BHD' },
  { slug: 'oman', name: 'Oman', longName: 'Oman', iso: 'OM', currency: 'OMR' },
] as const;

export type Country = (typeof countries)[number];
export type CountrySlug = Country['slug'];
export const countrySlugs = countries.map((c) => c.slug) as [CountrySlug, ...CountrySlug[]];

const bySlug = new Map<string, Country>(countries.map((c) => [c.slug, c]));
export const countryBySlug = (slug: string): Country | undefined => bySlug.get(slug);

/** Other words visitors and old links use for a country (`/jobs/saudi`, `?location=ksa`). */
const countryAliases: Record<string, CountrySlug> = { saudi: 'saudi-arabia', ksa: 'saudi-arabia' };

/** A country slug or alias to the canonical slug, or undefined. */
export const canonicalCountry = (value: string): CountrySlug | undefined => bySlug.get(value)?.slug ?? countryAliases[value];

/**
 * Words in a free-text location that name a country: names, abbreviations and cities. The
 * database holds the same table (public.country_terms) and derives jobs.country from it; a test
 * keeps the two equal.
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
  ],
  qatar: ['qatar', 'doha', 'al rayyan', 'al wakrah', 'lusail'],
  kuwait: ['kuwait', 'kuwait city', 'hawalli', 'ahmadi', 'salmiya'],
  bahrain: ['bahrain', 'manama', 'muharraq'],
  oman: ['oman', 'muscat', 'salalah', 'nizwa', 'sohar'],
};

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPatterns = Object.entries(countryTerms).flatMap(([country, terms]) =>
  terms.map((term) => ({ country: country as CountrySlug, term, pattern: new RegExp(`(?<![a-z0-9])${escape(term)}(?![a-z0-9])`) })),
);

/** The country named first in a location ("Riyadh or Dubai" is Saudi Arabia), or undefined. */
export function countryOf(location: string): CountrySlug | undefined {
  const text = location.toLowerCase();
  let best: { index: number; length: number; country: CountrySlug } | undefined;
  for (const { country, term, pattern } of termPatterns) {
    const index = text.search(pattern);
    if (index < 0) continue;
    if (!best || index < best.index || (index === best.index && term.length > best.length)) {
      best = { index, length: term.length, country };
    }
  }
  return best?.country;
}
