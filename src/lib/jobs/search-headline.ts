import type { Locale } from '~/i18n/locales';
import { fill, plural, type PluralForms } from '~/i18n/format';
import { cityBySlug } from '~/lib/cities';
import type { SearchState } from './search-params';

/** The words a headline is made of, in the page's language (listing.search in the catalogues). */
export interface HeadlineTexts {
  jobCount: PluralForms;
  headline: { what: string; whatIn: string; in: string; withCount: string };
  countries: Record<string, string>;
  cities: Record<string, string>;
  categories: Record<string, string>;
}

/** The search the results are of: the corrected words when the server corrected a typo. */
export const shownSearchOf = (search: SearchState, answer: { correction?: { to: string } }): SearchState =>
  answer.correction ? { ...search, q: answer.correction.to } : search;

/** "12 jobs", "1,234 jobs", "وظيفتان": a total in the page's language. */
export const jobCountText = (texts: Pick<HeadlineTexts, 'jobCount'>, total: number, locale: Locale): string =>
  plural(texts.jobCount, total, locale);

/**
 * What a search looks for, as a heading: "Nurse jobs in Dubai", "Healthcare jobs in UAE", "Jobs
 * in Riyadh"; undefined for a search with neither keyword, category nor place (the page keeps
 * its own heading). The keyword as typed, its first letter capitalised.
 */
export function searchHeadline(search: SearchState, texts: HeadlineTexts, locale: Locale): string | undefined {
  const keyword = search.q?.trim();
  const what = keyword
    ? locale === 'en'
      ? keyword.charAt(0).toUpperCase() + keyword.slice(1)
      : keyword
    : search.category && texts.categories[search.category];
  const city = search.city && cityBySlug(search.city) ? texts.cities[search.city] : undefined;
  const place = city ?? (search.country && texts.countries[search.country]);
  if (what && place) return fill(texts.headline.whatIn, { what, place });
  if (what) return fill(texts.headline.what, { what });
  if (place) return fill(texts.headline.in, { place });
  return undefined;
}

/** "Nurse jobs in Dubai — 42 jobs": the heading and title of /jobs for a named search, else undefined. */
export function searchHeadlineWithCount(search: SearchState, total: number, texts: HeadlineTexts, locale: Locale): string | undefined {
  const headline = searchHeadline(search, texts, locale);
  return headline && fill(texts.headline.withCount, { headline, count: jobCountText(texts, total, locale) });
}
