import type { CategorySlug } from '~/lib/categories';
import { countryBySlug, type CountrySlug } from '~/lib/countries';
import type { PublicJob } from './public-job';

/** What a hub card counts by: a job, or `jobs` jobs alike (the build's counts per category, country and remote). */
type HubJob = Pick<PublicJob, 'category' | 'isRemote' | 'country'> & { jobs?: number };

// The jobs hub /middle-east-jobs: five category cards, each with links to
// the listings per country and to the category's own page.

/** Which jobs a card counts: one category, or every remote job. */
export type HubFilter = { category: CategorySlug } | { remote: true };

export interface HubCategory {
  /** In-page anchor and key. */
  id: string;
  /** The label of the category nav (the spec's words). */
  navLabel: string;
  heading: string;
  blurb: string;
  filter: HubFilter;
  /** The category's own page. */
  page: { href: string; label: string };
}

/** The countries each card links to, in the spec's order (Oman has no country page of its own). */
const hubCountries: readonly CountrySlug[] = ['saudi-arabia', 'uae', 'qatar', 'kuwait', 'bahrain'];

export const hubCategories: readonly HubCategory[] = [
  {
    id: 'healthcare',
    navLabel: 'Healthcare/Medical',
    heading: 'Healthcare & Medical',
    blurb: 'Nurses, doctors, pharmacists and allied health professionals for hospitals and clinics.',
    filter: { category: 'healthcare-medical' },
    page: { href: '/healthcare-jobs', label: 'All healthcare jobs' },
  },
  {
    id: 'teaching',
    navLabel: 'Teaching',
    heading: 'Teaching & Education',
    blurb: 'Teachers, tutors, lecturers and school leaders for international schools and universities.',
    filter: { category: 'education-teaching' },
    page: { href: '/education-jobs', label: 'All teaching jobs' },
  },
  {
    id: 'it-software',
    navLabel: 'IT & Software',
    heading: 'IT & Software',
    blurb: 'Developers, cloud, data and cybersecurity specialists for banks, government and tech firms.',
    filter: { category: 'it-technology' },
    page: { href: '/tech-jobs', label: 'All IT & software jobs' },
  },
  {
    id: 'engineering',
    navLabel: 'Engineering (All)',
    heading: 'Engineering',
    blurb: 'Civil, mechanical, electrical and process engineers for energy, construction and infrastructure.',
    filter: { category: 'engineering' },
    page: { href: '/engineering-jobs', label: 'All engineering jobs' },
  },
  {
    id: 'remote',
    navLabel: 'Remote',
    heading: 'Remote',
    blurb: 'Remote and work-from-home roles with Gulf employers, across every profession.',
    filter: { remote: true },
    page: { href: '/jobs?location=remote', label: 'All remote jobs' },
  },
];

/** The listing for a card and a country: the search, or the UAE's own remote page. */
export function hubCountryHref(filter: HubFilter, country: CountrySlug): string {
  if ('category' in filter) return `/jobs?category=${filter.category}&location=${country}`;
  return country === 'uae' ? '/remote-jobs-uae' : `/jobs?location=${country}&remote=true`;
}

const matches = (job: HubJob, filter: HubFilter): boolean => ('category' in filter ? job.category === filter.category : job.isRemote);

export interface HubCountryLink {
  country: CountrySlug;
  name: string;
  href: string;
  count: number;
}

export interface HubCard extends HubCategory {
  count: number;
  countries: HubCountryLink[];
}

/** The cards with their live job counts (whole category and per country) from the build's jobs. */
export function hubCards(jobs: readonly HubJob[]): HubCard[] {
  const total = (list: readonly HubJob[]) => list.reduce((sum, job) => sum + (job.jobs ?? 1), 0);
  return hubCategories.map((category) => {
    const inCategory = jobs.filter((job) => matches(job, category.filter));
    const countries = hubCountries.map((country) => ({
      country,
      name: countryBySlug(country)?.name ?? country,
      href: hubCountryHref(category.filter, country),
      count: total(inCategory.filter((job) => job.country === country)),
    }));
    return { ...category, count: total(inCategory), countries };
  });
}

/** Guides linked under the cards (the spec's extra links, at their current addresses). */
export const hubGuides = [
  { href: '/dha-license-uae', label: 'DHA licence guide for Dubai' },
  { href: '/teaching-jobs-uae', label: 'Teaching jobs in the UAE' },
  { href: '/salary-guide', label: 'GCC salary guide' },
  { href: '/article/remote-work-saudi-arabia', label: 'Remote work in Saudi Arabia' },
] as const;
