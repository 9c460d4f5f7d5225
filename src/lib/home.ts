// Home page data (spec 000 section 2): the four popular categories, the shortcuts under the
// search, and how many career-advice teasers to show.

export const popularCategories = [
  {
    href: '/healthcare-jobs',
    label: 'Healthcare & Medical',
    category: 'healthcare-medical',
    blurb: 'Nurses, doctors, pharmacists and allied health',
  },
  { href: '/tech-jobs', label: 'IT & Technology', category: 'it-technology', blurb: 'Software, cloud, data and cybersecurity' },
  {
    href: '/education-jobs',
    label: 'Education & Teaching',
    category: 'education-teaching',
    blurb: 'Teachers, tutors, lecturers and school leaders',
  },
  { href: '/engineering-jobs', label: 'Engineering', category: 'engineering', blurb: 'Civil, mechanical, electrical and process' },
] as const;

export const popularSearches = [
  { href: '/remote-jobs-uae', label: 'Remote jobs in the UAE' },
  { href: '/healthcare-jobs-uae', label: 'Healthcare jobs in the UAE' },
  { href: '/teaching-jobs-uae', label: 'Teaching jobs in the UAE' },
  { href: '/qatar-jobs', label: 'Jobs in Qatar' },
];

/** How many featured articles the home page's career-advice section shows. */
export const adviceTeaserCount = 3;

/** The hero search's rule (spec 000 section 5). */
export const heroSearchMessage = 'Please enter a job title or select a location';
