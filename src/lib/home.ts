// Home page data (spec 000 section 2): the four popular categories, the shortcuts under the
// search, and the career-advice teasers.

export const popularCategories = [
  { href: '/healthcare-jobs', label: 'Healthcare & Medical', category: 'healthcare-medical', blurb: 'Nurses, doctors, pharmacists and allied health' },
  { href: '/tech-jobs', label: 'IT & Technology', category: 'it-technology', blurb: 'Software, cloud, data and cybersecurity' },
  { href: '/education-jobs', label: 'Education & Teaching', category: 'education-teaching', blurb: 'Teachers, tutors, lecturers and school leaders' },
  { href: '/engineering-jobs', label: 'Engineering', category: 'engineering', blurb: 'Civil, mechanical, electrical and process' },
] as const;

export const popularSearches = [
  { href: '/remote-jobs-uae', label: 'Remote jobs in the UAE' },
  { href: '/healthcare-jobs-uae', label: 'Healthcare jobs in the UAE' },
  { href: '/teaching-jobs-uae', label: 'Teaching jobs in the UAE' },
  { href: '/qatar-jobs', label: 'Jobs in Qatar' },
];

export const adviceTeasers = [
  { href: '/interview-preparation-guide-middle-east', emoji: '🎯', title: 'Interview preparation for Gulf employers', excerpt: 'What panels in the UAE, Saudi Arabia and Qatar ask, and how to answer with examples.' },
  { href: '/dha-license-uae', emoji: '🩺', title: 'Getting your DHA licence in Dubai', excerpt: 'The seven steps, the fees and how long it takes, from DataFlow to activation.' },
  { href: '/top-tax-free-countries-work-middle-east', emoji: '💼', title: 'Tax-free countries to work in', excerpt: 'How pay, housing and costs compare across the six Gulf countries.' },
];

/** The hero search's rule (spec 000 section 5). */
export const heroSearchMessage = 'Please enter a job title or select a location';
