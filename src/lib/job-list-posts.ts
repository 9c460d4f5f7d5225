import type { ListingPageDef, ListingTexts } from './listing-pages';

// The two old blog addresses that "show the job list" (spec 001 route table): a short intro above
// the same live job search as /jobs, every country and industry.

const texts: ListingTexts = {
  placeholder: 'Job title, keyword or company',
  count: { one: 'Showing {n} job opportunity', other: 'Showing {n} job opportunities' },
  emptyTitle: 'No Jobs Found',
  emptyText: 'Try other keywords, or clear the country and category.',
  loading: 'Loading jobs...',
};

export type JobListPost = Omit<ListingPageDef, 'fixed' | 'crumb'> & { fixed: Record<string, never> };

export const jobListPosts = {
  unlock: {
    path: '/post/unlock-exciting-job-opportunities-in-the-middle-east',
    heading: 'Unlock Exciting Job Opportunities in the Middle East',
    intro:
      'Employers across the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman are hiring nurses, teachers, engineers, developers, accountants and more. Every opening below was reviewed before it went live and expires after 30 days, so you only see current jobs. Search by keyword, or narrow by country and industry.',
    title: 'Job Opportunities in the Middle East',
    description: 'Current, reviewed job openings in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman: search by keyword, country and industry.',
    fixed: {},
    texts,
  },
  boost: {
    path: '/post/boost-your-career-with-gulf-jobs-search-platform',
    heading: 'Boost Your Career with the Gulf Jobs Search Platform',
    intro:
      'Gulf Jobs lists openings for skilled professionals in the six Gulf countries. Type a job title, skill or company, filter by country and industry, and apply directly to the employer by e-mail or on their website. New listings are checked by our team before they appear.',
    title: 'Search Gulf Jobs by Keyword, Country and Industry',
    description: 'Search reviewed Gulf jobs by title, skill or company, filter by country and industry, and apply directly to employers.',
    fixed: {},
    texts,
  },
} satisfies Record<string, JobListPost>;
