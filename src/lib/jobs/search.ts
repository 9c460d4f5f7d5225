import { z } from '~/lib/zod';
import { categorySlugs } from '~/lib/categories';
import { canonicalCountry, countrySlugs } from '~/lib/countries';
import { cityBySlug, citySlugs } from '~/lib/cities';
import { foldArabic } from '~/lib/arabic';
import { topics, type Topic } from './topics';
import { employmentTypes, packageItems, type PackageItem } from './job-facts';
import { experienceLevels, licenceSlugs } from './licences';

import { maxMinSalary, remoteParam, searchKeys, searchMaxPage } from './search-params';

export { maxMinSalary } from './search-params';
export { pageCountOf, searchMaxPage, searchPageSize } from './search-params';

export const jobSorts = ['relevance', 'newest'] as const;
export type JobSort = (typeof jobSorts)[number];
/** The "posted within" choices, in days (24 hours, 3, 7 and 30 days). */
export const postedWithinDays = ['1', '3', '7', '30'] as const;
export type PostedWithin = (typeof postedWithinDays)[number];

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && (v.trim() === '' || v === 'all') ? undefined : v);

/**
 * The job search query (GET /api/jobs and the /jobs island): one schema, one set of messages.
 * `country` also accepts the aliases old links use (saudi, ksa) and `remote`.
 */
export const jobSearchSchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'The search text can be at most 100 characters.').optional()),
  category: z.preprocess(
    emptyToUndefined,
    z.enum(categorySlugs, { message: `Unknown category. Use one of: ${categorySlugs.join(', ')}.` }).optional(),
  ),
  country: z.preprocess(
    (v) => {
      const value = emptyToUndefined(v);
      return typeof value === 'string' ? (canonicalCountry(value.toLowerCase()) ?? value.toLowerCase()) : value;
    },
    z
      .enum([...countrySlugs, 'remote'], {
        message: `Unknown country. Use one of: ${[...countrySlugs, 'remote'].join(', ')}.`,
      })
      .optional(),
  ),
  remote: z.preprocess(
    (v) => {
      const flag = typeof v === 'string' ? remoteParam(v) : v;
      return flag === 'true' ? true : flag;
    },
    z.literal(true, { message: 'remote must be true or false.' }).optional(),
  ),
  topic: z.preprocess(
    emptyToUndefined,
    z.enum(topics as [Topic, ...Topic[]], { message: `Unknown topic. Use one of: ${topics.join(', ')}.` }).optional(),
  ),
  city: z.preprocess(
    (v) => {
      const value = emptyToUndefined(v);
      return typeof value === 'string' ? value.toLowerCase() : value;
    },
    z.enum(citySlugs, { message: `Unknown city. Use one of: ${citySlugs.join(', ')}.` }).optional(),
  ),
  /**
   * Minimum pay per month in AED (whole dirhams): a job matches when its highest figure, per month
   * and converted through the fixed rates (salary-money.ts), is at least this. A job without a
   * salary or without a pay period never matches.
   */
  min_salary: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `min_salary must be a whole number of dirhams a month, from 1 to ${maxMinSalary.toLocaleString('en-US')}.` })
      .int(`min_salary must be a whole number of dirhams a month, from 1 to ${maxMinSalary.toLocaleString('en-US')}.`)
      .min(1, `min_salary must be a whole number of dirhams a month, from 1 to ${maxMinSalary.toLocaleString('en-US')}.`)
      .max(maxMinSalary, `min_salary must be a whole number of dirhams a month, from 1 to ${maxMinSalary.toLocaleString('en-US')}.`)
      .optional(),
  ),
  /** Employment type. */
  type: z.preprocess(
    emptyToUndefined,
    z.enum(employmentTypes, { message: `Unknown employment type. Use one of: ${employmentTypes.join(', ')}.` }).optional(),
  ),
  /** provided: jobs that provide the visa. */
  visa: z.preprocess(emptyToUndefined, z.literal('provided', { message: 'visa must be provided.' }).optional()),
  /** open: jobs open to all nationalities (not those for GCC nationals or the country's nationals only, nor not stated). */
  nationality: z.preprocess(
    emptyToUndefined,
    z.literal('open', { message: 'nationality must be open (open to all nationalities).' }).optional(),
  ),
  /** true: jobs of verified employers only. */
  verified: z.preprocess(
    (v) => (emptyToUndefined(v) === 'true' ? true : emptyToUndefined(v)),
    z.literal(true, { message: 'verified must be true (jobs of verified employers only).' }).optional(),
  ),
  /** Package items, all required: a comma list in the address (housing,flights), a list in saved alerts. */
  package: z.preprocess(
    (v) => {
      const value = emptyToUndefined(v);
      const list =
        typeof value === 'string'
          ? value
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : value;
      if (!Array.isArray(list)) return list;
      // One order, no repeats: the same search is the same address and the same saved alert.
      const known = packageItems.filter((item) => list.includes(item));
      const unknown = list.filter((x) => !(packageItems as readonly unknown[]).includes(x));
      // An unknown item: the first one alone, for one message.
      return unknown.length ? unknown.slice(0, 1) : known.length ? known : undefined;
    },
    z.array(z.enum(packageItems, { message: `Unknown package item. Use one or more of: ${packageItems.join(', ')}.` })).optional(),
  ),
  /** Jobs naming this healthcare licensing authority (whatever they say of the licence). */
  licence: z.preprocess(
    emptyToUndefined,
    z.enum(licenceSlugs, { message: `Unknown licence authority. Use one of: ${licenceSlugs.join(', ')}.` }).optional(),
  ),
  /** Jobs at this experience level. */
  level: z.preprocess(
    emptyToUndefined,
    z.enum(experienceLevels, { message: `Unknown experience level. Use one of: ${experienceLevels.join(', ')}.` }).optional(),
  ),
  /** Relevance (the default with a keyword) or newest (the default without; the only order without one). */
  sort: z.preprocess(emptyToUndefined, z.enum(jobSorts, { message: 'The sort must be relevance or newest.' }).optional()),
  /** Published within this many days. */
  posted: z.preprocess(
    emptyToUndefined,
    z.enum(postedWithinDays, { message: `posted must be one of ${postedWithinDays.join(', ')} (days).` }).optional(),
  ),
  /** off: the exact words, no typo correction (the "Search instead for …" link). */
  spell: z.preprocess(emptyToUndefined, z.literal('off', { message: 'spell must be off (search the exact words).' }).optional()),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'The page must be a whole number from 1.' })
      .int('The page must be a whole number from 1.')
      .min(1, 'The page must be a whole number from 1.')
      .max(searchMaxPage, `The page can be at most ${searchMaxPage}.`)
      .default(1),
  ),
});
export type JobSearch = z.infer<typeof jobSearchSchema>;
export type { PackageItem };

/** Every parameter a search takes: the address's keys (search-params.ts) and the page. */
const searchParamNames = [...searchKeys, 'page'] as const;
const maxParamLength = 200;

/** The order a search's results come in: its sort, else relevance with a keyword and newest without. */
export const effectiveSort = (search: { q?: string; sort?: JobSort }): JobSort =>
  search.q && searchWords(search.q) ? (search.sort ?? 'relevance') : 'newest';

/**
 * One remote control: `country=remote` (old links and saved alerts) means remote=true, any country.
 * A city outside the chosen country is an error rather than an empty page.
 */
export function normaliseSearchFilters<T extends { country?: string; remote?: true; city?: string }>(filters: T): T {
  if (filters.country !== 'remote') return filters;
  const { country: _remote, ...rest } = filters;
  return { ...rest, remote: true } as T;
}

/**
 * Reads a query string into search input. Repeated or unknown parameters are errors, so a
 * mistyped link says so instead of silently showing everything.
 */
export function parseJobSearch(params: URLSearchParams): { ok: true; value: JobSearch } | { ok: false; error: string } {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(searchParamNames as readonly string[]).includes(key)) {
      return { ok: false, error: `Unknown parameter "${key}". Use ${searchParamNames.slice(0, -1).join(', ')} and page.` };
    }
    // A form without JavaScript sends one package=… per ticked box: one list.
    if (key === 'package' && key in raw) {
      raw[key] = `${raw[key]},${value}`;
      continue;
    }
    if (key in raw) return { ok: false, error: `The parameter "${key}" is given more than once.` };
    if (value.length > maxParamLength) return { ok: false, error: `The parameter "${key}" is too long.` };
    if (value.includes('\0')) return { ok: false, error: `The parameter "${key}" contains a NUL character.` };
    raw[key] = value;
  }
  const parsed = jobSearchSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => i.message).join(' ') };
  const value = normaliseSearchFilters(parsed.data);
  if (value.city && value.country && cityBySlug(value.city)?.country !== value.country) {
    return { ok: false, error: `The city ${value.city} is not in ${value.country}.` };
  }
  return { ok: true, value };
}

/**
 * The words of the search text, space-separated, lower case, at most 10 ("ICU, nurs" → "icu nurs"):
 * what public.search_query turns into a tsquery of word prefixes, all required. Only letters and
 * digits reach the database. Arabic is folded first, as public.search_fold folds the index
 * ("مُمَرِّضَة" → "ممرضه", "أخصائي" → "اخصائي"): harakat and tatweel would otherwise cut a word in
 * two. The words keep their Arabic prefixes: public.search_query matches each word as written or
 * through its stem (arabicStem in ~/lib/arabic: "المستشفى" also as "مستشفي"), so a partly typed
 * word still finds what it begins. Undefined when there are no words.
 */
export function searchWords(text: string): string | undefined {
  const words = foldArabic(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words ? words.slice(0, 10).join(' ') : undefined;
}
