import { ar } from './ar';
import { en, type Messages } from './en';
import { jobListPosts } from './en/job-list-posts';
import type { Locale } from './locales';

export type { Messages };
export type { FaqItem, LandingCategory, LandingWords } from './en/landings';

const catalogues: Record<Locale, Messages> = { en, ar };

/** Every interface text in one language. */
export const messagesFor = (locale: Locale): Messages => catalogues[locale];

/** The words of pages with no Arabic mirror: English only, so outside the pair of catalogues. */
export const englishOnlyTexts = { jobListPosts };
