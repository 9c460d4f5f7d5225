import { formatNumberIn, pluralRulesOf } from './intl-cache';
import { intlLocale, type Locale } from './locales';

// Filling and pluralising catalogue texts, the one home of these rules for pages, e-mails, islands
// and page scripts alike. Texts an island needs travel as its props, so they are plain data: a
// template with {name} holes, or plural forms keyed by Intl.PluralRules' categories. This module
// and locales.ts import no catalogue, so an island that imports them stays small.

/** '{count} jobs in {place}' with { count: 3, place: 'Dubai' } → '3 jobs in Dubai'. A hole with no value stays as it is. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (hole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : hole));

/**
 * Plural forms of one text: `other` always, the rest where the language has them. Arabic has all
 * six (zero, one, two, few: 3–10, many: 11–99, other: 100+); English uses one and other.
 */
export type PluralForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;

/** The form for n, filled with {count} (formatted for the language) and any other values. */
export function plural(forms: PluralForms, n: number, locale: Locale, values: Record<string, string | number> = {}): string {
  const form = forms[pluralRulesOf(intlLocale[locale]).select(n)] ?? forms.other;
  return fill(form, { count: formatNumber(n, locale), ...values });
}

/** 12,500 in either language (Latin digits in Arabic too, the Gulf habit). */
export const formatNumber = (n: number, locale: Locale, options?: Intl.NumberFormatOptions): string =>
  formatNumberIn(n, intlLocale[locale], options);
