import type { PluralForms } from '../format';
import { contactForm } from './contact';

/** The home page and its contact form. */
export const home = {
  /** The registry's title and description of / (src/lib/pages/registry.ts; a test keeps them equal). */
  title: 'Jobs in the UAE, Saudi Arabia, Qatar and the Gulf',
  description: 'Gulf Jobs: moderated, fresh jobs for nurses, doctors, teachers, engineers, IT and finance professionals across the Gulf.',
  hero: {
    heading: 'Find your next job in the Gulf',
    openings: {
      one: '{count} reviewed opening in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.',
      other: '{count} reviewed openings in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.',
    } as PluralForms,
    keywordLabel: 'Job title, keyword or company',
    keywordPlaceholder: 'Job title, keyword or company',
    locationLabel: 'Location',
    allLocations: 'All locations',
    cityLabel: 'City',
    allCities: 'All cities',
    remote: 'Remote',
    submit: 'Search Jobs',
    /** The hero search's rule. */
    emptySearch: 'Please enter a job title or select a location',
    popular: 'Popular:',
  },
  /** The shortcuts under the search (src/lib/home.ts popularSearches). */
  popularSearches: {
    remoteUae: 'Remote jobs in the UAE',
    healthcareUae: 'Healthcare jobs in the UAE',
    teachingUae: 'Teaching jobs in the UAE',
    qatar: 'Jobs in Qatar',
  },
  newsletter: {
    heading: 'Weekly Gulf job alerts',
    text: 'One e-mail a week with the newest reviewed jobs; unsubscribe any time.',
  },
  categories: {
    heading: 'Popular categories',
    openJobs: { one: '{count} open job', other: '{count} open jobs' } as PluralForms,
    blurbs: {
      'healthcare-medical': 'Nurses, doctors, pharmacists and allied health',
      'it-technology': 'Software, cloud, data and cybersecurity',
      'education-teaching': 'Teachers, tutors, lecturers and school leaders',
      engineering: 'Civil, mechanical, electrical and process',
    },
  },
  featured: { heading: 'Featured jobs', viewAll: 'View all jobs' },
  advice: { heading: 'Career advice' },
  banner: { heading: 'Never miss a Gulf job', text: "The week's best new openings for your field, straight to your inbox." },
  contact: {
    heading: 'Contact us',
    text: 'Questions about a job, posting, or coaching? We answer within one working day.',
  },
  /** The contact form: its own small module, which the form's schema reads too. */
  contactForm,
};
