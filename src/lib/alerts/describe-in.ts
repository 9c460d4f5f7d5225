import { intlLocale, messagesFor, type Locale } from '~/i18n';
import { describeAlertFilters } from './describe';
import { describeAlertFiltersWith, type AlertWords } from './describe-words';
import type { AlertFilters } from './filters';

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
