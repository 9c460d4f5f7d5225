// Intl formatters are costly to build (a `toLocaleString` call builds one each time): the build
// renders tens of thousands of salaries, dates and counts, so each formatter is built once per
// locale and options and reused.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}

/** `n.toLocaleString(locale, options)`, with the formatter kept. */
export const formatNumberIn = (n: number, locale: string, options?: Intl.NumberFormatOptions): string =>
  cached(`n|${locale}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options)).format(n);

/** `date.toLocaleDateString(locale, options)`, with the formatter kept. */
export const formatDateIn = (date: Date, locale: string, options: Intl.DateTimeFormatOptions): string =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(date);

/** The plural rules of a locale, built once. */
export const pluralRulesOf = (locale: string): Intl.PluralRules => cached(`p|${locale}`, () => new Intl.PluralRules(locale));
