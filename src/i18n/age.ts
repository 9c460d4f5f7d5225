import { age as arAge } from './ar/age';
import { age as enAge } from './en/age';
import { intlLocale, type Locale } from './locales';

// The job page's posted age for its script: the two small age catalogues, without the whole
// catalogue, so the page need not carry its words in an attribute.

const ages: Record<Locale, typeof enAge> = { en: enAge, ar: arAge };

/** The age words and the Intl locale of a page in `locale`. */
export const ageTextsFor = (locale: Locale) => ({ texts: ages[locale], intlLocale: intlLocale[locale] });
