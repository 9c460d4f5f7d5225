import type { CategorySlug } from '../categories';
import { messagesFor, type FaqItem, type LandingCategory, type LandingWords } from '../../i18n/messages';

// The category landing pages: /healthcare-jobs, /tech-jobs, … Their words
// (heading, intro, FAQ) are the catalogues' (messagesFor(locale).landings); each page carries its
// Arabic words beside its English ones. Relative imports only: the page registry reads this.

export type { FaqItem };

/** A landing page's words in one language. */
export type CategoryLandingWords = LandingWords;

export interface CategoryLanding extends CategoryLandingWords {
  path: string;
  category: CategorySlug;
  ar: CategoryLandingWords;
}

/** The landing page in the page's language. */
export const categoryLandingIn = (landing: CategoryLanding, locale: 'en' | 'ar'): CategoryLanding =>
  locale === 'ar' ? { ...landing, ...landing.ar } : landing;

const landing = (path: string, category: LandingCategory): CategoryLanding => ({
  path,
  category,
  ...messagesFor('en').landings[category],
  ar: messagesFor('ar').landings[category],
});

export const categoryLandings: CategoryLanding[] = [
  landing('/healthcare-jobs', 'healthcare-medical'),
  landing('/tech-jobs', 'it-technology'),
  landing('/education-jobs', 'education-teaching'),
  landing('/engineering-jobs', 'engineering'),
];
