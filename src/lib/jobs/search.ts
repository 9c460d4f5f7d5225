import { z } from '~/lib/zod';
import { categorySlugs } from '~/lib/categories';
import { canonicalCountry, countrySlugs } from '~/lib/countries';
import { topics, type Topic } from './topics';

import { remoteParam, searchMaxPage } from './search-params';

export { formatJobTotal, keywordCountCap, searchMaxPage, searchPageSize } from './search-params';

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

const searchParamNames = ['q', 'category', 'country', 'topic', 'remote', 'page'] as const;

/**
 * Reads a query string into search input. Repeated or unknown parameters are errors, so a
 * mistyped link says so instead of silently showing everything.
 */
export function parseJobSearch(params: URLSearchParams): { ok: true; value: JobSearch } | { ok: false; error: string } {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(searchParamNames as readonly string[]).includes(key)) {
      return { ok: false, error: `Unknown parameter "${key}". Use q, category, country, topic, remote and page.` };
    }
    if (key in raw) return { ok: false, error: `The parameter "${key}" is given more than once.` };
    raw[key] = value;
  }
  const parsed = jobSearchSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => i.message).join(' ') };
  return { ok: true, value: parsed.data };
}

/**
 * The search text as a tsquery of word prefixes, all required ("icu nurs" → `icu:* & nurs:*`), so
 * a visitor typing finds descriptions before the word is complete. Only letters and digits reach
 * the query, so no input can break its syntax. Undefined when there are no words.
 */
export function prefixTsQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words
    ? words
        .slice(0, 10)
        .map((w) => `${w}:*`)
        .join(' & ')
    : undefined;
}
