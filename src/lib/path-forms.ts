import { categories, type CategorySlug } from './categories';
import { countries, type CountrySlug } from './countries';
import type { ListingPageDef } from './listing-pages';

/** A /jobs/{word} listing: an industry or a country (the mobile menu's link form). */
export interface PathForm {
  word: string;
  preset: { category?: CategorySlug; country?: CountrySlug };
  page: Omit<ListingPageDef, 'path' | 'fixed'> & { fixed: ListingPageDef['fixed'] };
  /** The same listing with query parameters: the canonical address. */
  canonical: string;
}

const texts = (name: string) => ({
  placeholder: 'Job title, keyword or company',
  count: { one: 'Showing {n} job opportunity', other: 'Showing {n} job opportunities' },
  emptyTitle: 'No Jobs Found',
  emptyText: `No ${name} jobs match this search right now. Try other keywords or clear the filters.`,
  loading: 'Loading jobs...',
});

const categoryForms: PathForm[] = categories.map((c) => ({
  word: c.slug,
  preset: { category: c.slug },
  canonical: `/jobs?category=${c.slug}`,
  page: {
    crumb: c.label,
    heading: `${c.label} Jobs in the Gulf`,
    intro: `Reviewed ${c.label} openings in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.`,
    title: `${c.label} Jobs in the Gulf`,
    description: `Current ${c.label} jobs across the Gulf, newest first.`,
    fixed: {},
    texts: texts(c.label),
  },
}));

const countryWords: Record<string, CountrySlug> = {
  uae: 'uae', saudi: 'saudi-arabia', 'saudi-arabia': 'saudi-arabia', qatar: 'qatar', kuwait: 'kuwait', bahrain: 'bahrain', oman: 'oman',
};
const countryForms: PathForm[] = Object.entries(countryWords).map(([word, slug]) => {
  const country = countries.find((c) => c.slug === slug)!;
  return {
    word,
    preset: { country: slug },
    canonical: `/jobs?location=${slug}`,
    page: {
      crumb: country.name,
      heading: `Jobs in ${country.longName}`,
      intro: `Reviewed openings in ${country.longName}, newest first.`,
      title: `Jobs in ${country.longName}`,
      description: `Current jobs in ${country.longName}: healthcare, teaching, engineering, IT, finance and more.`,
      fixed: {},
      texts: texts(country.name),
    },
  };
});

/** Every /jobs/{word} listing; these words are reserved so no job slug can take them. */
export const pathForms: PathForm[] = [...categoryForms, ...countryForms];
