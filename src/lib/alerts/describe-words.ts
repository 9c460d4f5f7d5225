import { cityBySlug } from '~/lib/cities';
import { licenceShort } from '~/lib/jobs/licences';
import type { AlertFilters } from './filters';

// An alert's search in words from a table of words (the alerts catalogue's `words`, plus the names
// of categories, countries and cities): the Arabic site's describer, run on the server and, as a
// separate chunk, by the live offer of an Arabic page. Plain data in, no catalogue import, no zod.

/** The words of one language (src/i18n/{en,ar}/alerts.ts `words` and the common area's names). */
export interface AlertWords {
  jobsOf: string;
  newJobs: string;
  matching: string;
  inPlace: string;
  cityInCountry: string;
  inGulf: string;
  paying: string;
  factSeparator: string;
  remoteOnly: string;
  visaProvided: string;
  openNationalities: string;
  verifiedOnly: string;
  withItems: string;
  /** '{authority} licence'. */
  licence: string;
  levels: Record<string, string>;
  listSeparator: string;
  lastSeparator: string;
  /** Capitalise the first letter (English); Arabic has no capitals. */
  capitalise: boolean;
  topics: Record<string, string>;
  types: Record<string, string>;
  packages: Record<string, string>;
  categories: Record<string, string>;
  countries: Record<string, string>;
  cities: Record<string, string>;
  /** The Intl locale of the salary amount (Latin digits in Arabic too). */
  numberLocale: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);

const list = (items: string[], words: AlertWords) =>
  items.length > 1 ? `${items.slice(0, -1).join(words.listSeparator)}${words.lastSeparator}${items.at(-1)}` : (items[0] ?? '');

/** "وظائف الرعاية الصحية والطب تطابق «ممرض» في الدوحة، قطر، عن بُعد فقط": the same facts as describeAlertFilters, in `words`. */
export function describeAlertFiltersWith(filters: AlertFilters, words: AlertWords): string {
  const topic = filters.topic ? (words.topics[filters.topic] ?? filters.topic) : undefined;
  const category = filters.category ? (words.categories[filters.category] ?? filters.category) : undefined;
  const what = category ? fill(words.jobsOf, { what: category }) : topic ? fill(words.jobsOf, { what: topic }) : words.newJobs;
  const matching = filters.q ? fill(words.matching, { q: filters.q }) : '';
  const remoteOnly = filters.remote || filters.country === 'remote';
  const city = filters.city ? cityBySlug(filters.city) : undefined;
  const countrySlug = city?.country ?? (filters.country !== 'remote' ? filters.country : undefined);
  const country = countrySlug ? (words.countries[countrySlug] ?? countrySlug) : undefined;
  const cityName = city ? (words.cities[city.slug] ?? city.label) : undefined;
  const place = cityName && country ? fill(words.cityInCountry, { city: cityName, country }) : country;
  const where = place ? fill(words.inPlace, { place }) : remoteOnly ? '' : words.inGulf;
  const paying = filters.min_salary ? fill(words.paying, { amount: filters.min_salary.toLocaleString(words.numberLocale) }) : '';
  const items = filters.package?.map((item) => words.packages[item] ?? item) ?? [];
  const facts = [
    remoteOnly ? words.remoteOnly : undefined,
    filters.type ? words.types[filters.type] : undefined,
    filters.visa === 'provided' ? words.visaProvided : undefined,
    filters.nationality === 'open' ? words.openNationalities : undefined,
    items.length ? fill(words.withItems, { items: list(items, words) }) : undefined,
    filters.licence ? fill(words.licence, { authority: licenceShort(filters.licence) }) : undefined,
    filters.level ? (words.levels[filters.level] ?? filters.level) : undefined,
    filters.verified ? words.verifiedOnly : undefined,
  ].filter(Boolean);
  const start = words.capitalise ? `${what.charAt(0).toUpperCase()}${what.slice(1)}` : what;
  return `${start}${matching}${where}${paying}${facts.map((f) => `${words.factSeparator}${f}`).join('')}`;
}
