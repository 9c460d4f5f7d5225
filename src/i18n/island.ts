import { formatNumberIn, pluralRulesOf } from '~/lib/intl-cache';
import { card as arCard } from './ar/card';
import { card as enCard, type CardTexts } from './en/card';
import type { PluralForms } from './format';
import type { Locale } from './locales';

// What React islands and page scripts may import: the two small card catalogues and
// number/plural helpers, without the whole catalogue, nor src/i18n/locales.ts (which reads the
// listing pages' texts). The Intl locales repeat locales.ts's intlLocale (a unit test keeps them equal).

export const islandIntlLocale: Record<Locale, string> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn' };

const cards: Record<Locale, CardTexts> = { en: enCard, ar: arCard };

/** The words of a job card in the page's language. */
export const cardTexts = (locale: Locale = 'en'): CardTexts => cards[locale];

/** 12,500 with Latin digits in both languages (the Gulf habit). */
export const numberIn = (n: number, locale: Locale, options?: Intl.NumberFormatOptions): string =>
  formatNumberIn(n, islandIntlLocale[locale], options);

/** '{name}' holes filled; a hole with no value stays. */
export const fillIn = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (hole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : hole));

/** The plural form for n (Arabic: zero, one, two, few, many, other), {count} filled with the formatted number. */
export function pluralIn(forms: PluralForms, n: number, locale: Locale, values: Record<string, string | number> = {}): string {
  return fillIn(forms[pluralRulesOf(islandIntlLocale[locale]).select(n)] ?? forms.other, { count: numberIn(n, locale), ...values });
}
