import type { PluralForms } from '../format';
import type { common } from './common';

type CountrySlug = keyof typeof common.countries;

/**
 * The listing pages' own words: /jobs, the country and topic pages, /jobs/{industry or country}
 * and the category landings' search (their heading and FAQ are landings.ts). src/lib/pages/listings.ts
 * gives each page its path and filter and fills the {holes}; `{n}` stays for the live count.
 */
export const listings = {
  /** The live search on a listing for one place, topic or industry; {name} is how it names it ("UAE", "Remote UAE"). */
  named: {
    placeholder: 'Search {name} jobs, companies...',
    count: { one: 'Showing {n} {name} job opportunity', other: 'Showing {n} {name} job opportunities' } as PluralForms,
    emptyTitle: 'No {name} Jobs Found',
    emptyText: 'Check back soon for new {name} job opportunities!',
    loading: 'Loading {name} jobs...',
  },
  /** The live search on a listing of every job with filters; each page has its own empty text. */
  search: {
    placeholder: 'Job title, keyword or company',
    count: { one: 'Showing {n} job opportunity', other: 'Showing {n} job opportunities' } as PluralForms,
    emptyTitle: 'No Jobs Found',
    loading: 'Loading jobs...',
  },
  /** /jobs: every job, every filter. */
  jobs: {
    heading: 'Find jobs in the Gulf',
    intro: 'Every listing is reviewed before it goes live and expires after 30 days.',
    title: 'Jobs in the Gulf',
    description: 'Search moderated jobs in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman by keyword, country and industry.',
    emptyText: 'Try other keywords, or clear the country and category.',
  },
  /** /uae-jobs …: {country} is common.countries' name, {place} the country in running text. */
  countryPage: {
    crumb: '{country} Jobs',
    heading: 'Jobs in {place}',
    intro:
      'Reviewed openings across {place} for healthcare, teaching, engineering, IT, finance and more. Every listing expires after 30 days, so what you see is current.',
    title: 'Jobs in {place}',
    description: 'Current, moderated job openings in {place}: search by title, company or keyword.',
  },
  /** How a country page names its country: in running text, and in its search's words. */
  countryPageNames: {
    uae: { place: 'the UAE', search: 'UAE' },
    'saudi-arabia': { place: 'Saudi Arabia', search: 'Saudi' },
    qatar: { place: 'Qatar', search: 'Qatar' },
    kuwait: { place: 'Kuwait', search: 'Kuwait' },
    bahrain: { place: 'Bahrain', search: 'Bahrain' },
  } satisfies Partial<Record<CountrySlug, { place: string; search: string }>>,
  /** The topic pages; each heading is also its title and its breadcrumb. */
  topicPages: {
    'remote-jobs-uae': {
      heading: 'Remote Jobs in the UAE',
      intro: 'Work from home for UAE employers: remote and hybrid roles in technology, education, finance and more.',
      description: 'Remote job openings with UAE employers, reviewed and current.',
      search: 'Remote UAE',
    },
    'healthcare-jobs-uae': {
      heading: 'Healthcare Jobs in the UAE',
      intro: 'Nursing, medical, allied-health and pharmacy jobs in Dubai, Abu Dhabi, Sharjah and across the Emirates.',
      description: 'Nurse, doctor, pharmacist and allied-health jobs in the UAE.',
      search: 'Healthcare UAE',
    },
    'teaching-jobs-uae': {
      heading: 'Teaching Jobs in the UAE',
      intro: 'Teacher, tutor, lecturer and school leadership jobs in UAE schools, nurseries and universities.',
      description: 'Teaching and education jobs in UAE schools and universities.',
      search: 'Teaching UAE',
    },
  },
  /** /jobs/{industry}; {category} is common.categories' name. */
  industry: {
    crumb: '{category}',
    heading: '{category} Jobs in the Gulf',
    intro: 'Reviewed {category} openings in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.',
    title: '{category} Jobs in the Gulf',
    description: 'Current {category} jobs across the Gulf, newest first.',
    emptyText: 'No {category} jobs match this search right now. Try other keywords or clear the filters.',
  },
  /** /jobs/{country}; {country} is common.countries' name, {place} its long name (common.countryLongNames). */
  countryWord: {
    crumb: '{country}',
    heading: 'Jobs in {place}',
    intro: 'Reviewed openings in {place}, newest first.',
    title: 'Jobs in {place}',
    description: 'Current jobs in {place}: healthcare, teaching, engineering, IT, finance and more.',
    emptyText: 'No {country} jobs match this search right now. Try other keywords or clear the filters.',
  },
  /** How a category landing's search names its industry. */
  categorySearch: '{category}',
};
