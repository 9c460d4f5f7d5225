import { fill, intlLocale, messagesFor, type Locale } from '~/i18n';
import { describeAlertFilters } from './describe';
import { describeAlertFiltersWith, type AlertWords } from './describe-words';
import type { AlertFilters } from './filters';
import { ownValue } from '~/lib/own-value';

// The alert's words in a language, for server code (e-mails, the manage and unsubscribe pages, the
// offers as rendered): English from its own describer, the other language from the catalogue.

/** The word table of a language (plain JSON: an Arabic page hands it to the live offer's script). */
export function alertWordsFor(locale: Locale): AlertWords {
  const t = messagesFor(locale);
  return {
    ...t.alerts.words,
    categories: t.common.categories,
    countries: t.common.countries,
    cities: t.common.cities,
    numberLocale: locale === 'en' ? 'en-US' : intlLocale[locale],
  };
}

/** "Healthcare & Medical jobs matching “nurse” in Qatar" / "وظائف الرعاية الصحية والطب تطابق «nurse» في قطر". */
export const describeAlertFiltersIn = (filters: AlertFilters, locale: Locale): string =>
  locale === 'en' ? describeAlertFilters(filters) : describeAlertFiltersWith(filters, alertWordsFor(locale));

/**
 * The job-alert dialog's subtitle in a language: "New Healthcare & Medical openings in Saudi Arabia,
 * at most once a day. …"; none when the alert is for every job.
 */
export function alertScopeTextIn(
  category: string | null | undefined,
  country: string | null | undefined,
  locale: Locale,
): string | undefined {
  const words = alertScopeWordsIn(category, country, locale);
  return words === undefined ? undefined : fillAlertScope(alertScopeTemplateIn(locale), words);
}

/**
 * The part of the scope line that names the jobs ("Healthcare & Medical openings in UAE"): what a
 * job page carries for its exit pop-up, whose fetched copy holds the rest (alertScopeTemplateIn).
 */
export function alertScopeWordsIn(
  category: string | null | undefined,
  country: string | null | undefined,
  locale: Locale,
): string | undefined {
  if (!category && !country) return undefined;
  const { alerts, common } = messagesFor(locale);
  const t = alerts.dialog;
  const categoryName = category ? (ownValue(common.categories, category) ?? category) : undefined;
  const countryName = country ? (ownValue(common.countries, country) ?? country) : undefined;
  const what = categoryName ? fill(t.scopeCategory, { category: categoryName }) : t.scopeAny;
  const where = countryName ? fill(t.scopeWhere, { country: countryName }) : '';
  return `${what}${where}`;
}

/** The scope line with a {words} hole for alertScopeWordsIn's words. */
export const alertScopeTemplateIn = (locale: Locale): string =>
  fill(messagesFor(locale).alerts.dialog.scope, { what: '{words}', where: '' });

/** Fills alertScopeTemplateIn's hole (job-alert-popup.ts does the same in the browser, without the catalogues). */
export const fillAlertScope = (template: string, words: string): string => template.replace('{words}', () => words);
