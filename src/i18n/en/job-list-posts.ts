/**
 * The two old blog addresses that show the job list: a short intro above the same live job search
 * as /jobs. English only (no Arabic mirror), so outside the pair of catalogues.
 */
export const jobListPosts = {
  unlock: {
    heading: 'Unlock Exciting Job Opportunities in the Middle East',
    intro:
      'Employers across the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman are hiring nurses, teachers, engineers, developers, accountants and more. Every opening below was reviewed before it went live and expires after 30 days, so you only see current jobs. Search by keyword, or narrow by country and industry.',
    title: 'Job Opportunities in the Middle East',
    description:
      'Current, reviewed job openings in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman: search by keyword, country and industry.',
  },
  boost: {
    heading: 'Boost Your Career with the Gulf Jobs Search Platform',
    intro:
      'Gulf Jobs lists openings for skilled professionals in the six Gulf countries. Type a job title, skill or company, filter by country and industry, and apply directly to the employer by e-mail or on their website. New listings are checked by our team before they appear.',
    title: 'Search Gulf Jobs by Keyword, Country and Industry',
    description: 'Search reviewed Gulf jobs by title, skill or company, filter by country and industry, and apply directly to employers.',
  },
};
