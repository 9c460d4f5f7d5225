import { card as arCard } from './ar/card';
import { card as enCard, type CardTexts } from './en/card';
import type { Locale } from './locales';

// The job card's words for React islands and page scripts: the two small card catalogues, without
// the whole catalogue. Their numbers and plurals come from format.ts, as the pages' do.

const cards: Record<Locale, CardTexts> = { en: enCard, ar: arCard };

/** The words of a job card in the page's language. */
export const cardTexts = (locale: Locale = 'en'): CardTexts => cards[locale];
