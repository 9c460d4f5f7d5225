import { fill, plural, type PluralForms } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { formatJobTotal } from './search-params';

/**
 * The filter sheet's button: "Show 42 results" for a known total, "Show 1,000+ results" for a
 * capped one, and the plain `fallback` ("Show results") while the count is loading or failed, so
 * the button never promises a number it does not have.
 */
export function showResultsLabel(
  forms: PluralForms,
  fallback: string,
  count: { total: number; capped: boolean } | undefined,
  locale: Locale,
): string {
  if (!count) return fallback;
  return count.capped ? fill(forms.other, { count: formatJobTotal(count.total, true, locale) }) : plural(forms, count.total, locale);
}
