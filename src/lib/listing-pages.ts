import type { JobSearch } from './search';
import { formatJobTotal } from './search-params';
import type { PublicJob } from './job';
import { jobHasTopic } from './topics';

/** The filter a listing page always applies (not shown as a control). */
export type FixedFilter = Pick<JobSearch, 'country' | 'topic' | 'remote' | 'category'>;

/** The words a listing's island shows (spec 000 section 2's per-page texts). */
export interface ListingTexts {
  placeholder: string;
  /** "Showing {n} UAE job opportunities" (`{n}` is replaced), with its singular for one job. */
  count: { one: string; other: string };
  emptyTitle: string;
  emptyText: string;
  loading: string;
}

export interface ListingPageDef {
  path: string;
  /** The page's name in the breadcrumb trail (Home › Jobs › name). */
  crumb: string;
  heading: string;
  intro: string;
  title: string;
  description: string;
  fixed: FixedFilter;
  texts: ListingTexts;
}

const textsFor = (name: string): ListingTexts => ({
  placeholder: `Search ${name} jobs, companies...`,
  count: { one: `Showing {n} ${name} job opportunity`, other: `Showing {n} ${name} job opportunities` },
  emptyTitle: `No ${name} Jobs Found`,
  emptyText: `Check back soon for new ${name} job opportunities!`,
  loading: `Loading ${name} jobs...`,
});

const countryPage = (slug: string, country: NonNullable<JobSearch['country']>, name: string, longName: string): ListingPageDef => ({
  path: `/${slug}`,
  crumb: `${name === 'Saudi' ? 'Saudi Arabia' : name} Jobs`,
  heading: `Jobs in ${longName}`,
  intro: `Reviewed openings across ${longName} for healthcare, teaching, engineering, IT, finance and more. Every listing expires after 30 days, so what you see is current.`,
  title: `Jobs in ${longName}`,
  description: `Current, moderated job openings in ${longName}: search by title, company or keyword.`,
  fixed: { country },
  texts: textsFor(name),
});

/** The country and topic pages (spec 000 section 2), one behaviour for all. */
export const listingPages: ListingPageDef[] = [
  countryPage('uae-jobs', 'uae', 'UAE', 'the UAE'),
  countryPage('saudi-jobs', 'saudi-arabia', 'Saudi', 'Saudi Arabia'),
  countryPage('qatar-jobs', 'qatar', 'Qatar', 'Qatar'),
  countryPage('kuwait-jobs', 'kuwait', 'Kuwait', 'Kuwait'),
  countryPage('bahrain-jobs', 'bahrain', 'Bahrain', 'Bahrain'),
  {
    path: '/remote-jobs-uae',
    crumb: 'Remote Jobs in the UAE',
    heading: 'Remote Jobs in the UAE',
    intro: 'Work from home for UAE employers: remote and hybrid roles in technology, education, finance and more.',
    title: 'Remote Jobs in the UAE',
    description: 'Remote job openings with UAE employers, reviewed and current.',
    fixed: { country: 'uae', remote: true },
    texts: textsFor('Remote UAE'),
  },
  {
    path: '/healthcare-jobs-uae',
    crumb: 'Healthcare Jobs in the UAE',
    heading: 'Healthcare Jobs in the UAE',
    intro: 'Nursing, medical, allied-health and pharmacy jobs in Dubai, Abu Dhabi, Sharjah and across the Emirates.',
    title: 'Healthcare Jobs in the UAE',
    description: 'Nurse, doctor, pharmacist and allied-health jobs in the UAE.',
    fixed: { country: 'uae', topic: 'healthcare' },
    texts: textsFor('Healthcare UAE'),
  },
  {
    path: '/teaching-jobs-uae',
    crumb: 'Teaching Jobs in the UAE',
    heading: 'Teaching Jobs in the UAE',
    intro: 'Teacher, tutor, lecturer and school leadership jobs in UAE schools, nurseries and universities.',
    title: 'Teaching Jobs in the UAE',
    description: 'Teaching and education jobs in UAE schools and universities.',
    fixed: { country: 'uae', topic: 'teaching' },
    texts: textsFor('Teaching UAE'),
  },
];

/**
 * The count line above a listing: "Showing 1 UAE job opportunity", "Showing 1,000+ job
 * opportunities". None when nothing matched: the empty state ("No Jobs Found") says it instead.
 */
export function listingCountLine(count: ListingTexts['count'], total: number, capped: boolean): string | undefined {
  if (total === 0) return undefined;
  return (total === 1 && !capped ? count.one : count.other).replace('{n}', formatJobTotal(total, capped));
}

/** The jobs a fixed filter keeps, at build time (the API applies the same rules in SQL). */
export function jobsMatching(jobs: readonly PublicJob[], fixed: FixedFilter): PublicJob[] {
  return jobs.filter(
    (job) =>
      (!fixed.country || (fixed.country === 'remote' ? job.isRemote : job.country === fixed.country)) &&
      (!fixed.remote || job.isRemote) &&
      (!fixed.category || job.category === fixed.category) &&
      (!fixed.topic || jobHasTopic(job, fixed.topic)),
  );
}
