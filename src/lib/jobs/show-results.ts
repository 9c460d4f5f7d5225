import { plural, type PluralForms } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';

/**
 * The filter sheet's button: "Show 42 results" for a known total, and the plain `fallback` ("Show
 * results") while the count is loading or failed, so the button never promises a number it does
 * not have.
 */
export function showResultsLabel(forms: PluralForms, fallback: string, count: { total: number } | undefined, locale: Locale): string {
  if (!count) return fallback;
  return plural(forms, count.total, locale);
}
