import { sql, type Transaction } from 'kysely';
import type { Db } from '~/server/db/client';
import type { Database } from '~/server/db/schema';
import type { JobSearch } from '~/lib/jobs/search';
import type { JobSearchAnswer, SearchSuggestion } from '~/lib/jobs/public-job';
import { nearerSearches, queryStringOf } from '~/lib/jobs/search-suggestions';
import { keywordWords } from './job-filters';
import { publicJobTotal, searchPublicJobs, searchPublicJobsRewritten, totalsWithoutEachWord } from './queries';

/** The search text with its typos corrected against the board's words (public.correct_query), or null. */
async function correctedQuery(trx: Transaction<Database>, q: string): Promise<string | null> {
  const words = keywordWords(q);
  if (!words) return null;
  const { rows } = await sql<{ to: string | null }>`select public.correct_query(${words}) as to`.execute(trx);
  return rows[0]?.to ?? null;
}

/** The nearest searches to an empty one that find jobs, nearest first, each with its total (at most 4). */
export async function searchSuggestions(db: Db, search: JobSearch): Promise<SearchSuggestion[]> {
  const nearer = nearerSearches(search);
  // The query without each of its words, counted in one read where it can be (queries.ts).
  const withoutWord = nearer.some((n) => n.kind === 'word' && n.value !== 'all') ? await totalsWithoutEachWord(db, search) : new Map();
  // Only a word's variant: it keeps every filter of the search, as the read did.
  const known = (kind: string, s: JobSearch) => {
    const words = kind === 'word' && s.q ? keywordWords(s.q) : null;
    return words === null ? undefined : withoutWord.get(words);
  };
  const tried: SearchSuggestion[] = [];
  // Only the totals (no page, no facets), one pooled connection each; four at a time, as many
  // connections as two whole searches take, and the pool is shared.
  for (let i = 0; i < nearer.length; i += 4) {
    tried.push(
      ...(await Promise.all(
        nearer.slice(i, i + 4).map(async ({ kind, value, search: s }) => ({
          kind,
          value,
          query: queryStringOf(s),
          total: known(kind, s) ?? (await publicJobTotal(db, s)),
        })),
      )),
    );
  }
  return tried.filter((s) => s.total > 0).slice(0, 4);
}

/**
 * The search as a seeker means it: a word that finds nothing is corrected against the board's
 * words ("nurce" → "nurse", unless spell=off) and the answer names both; a search that still
 * finds nothing carries the nearest searches that do. GET /api/jobs, /jobs and /ar/jobs answer this.
 */
export async function understoodSearch(db: Db, search: JobSearch): Promise<JobSearchAnswer> {
  // The correction and the search in one visitor transaction.
  const q = search.spell !== 'off' ? search.q : undefined;
  const { to, answer } = q
    ? await searchPublicJobsRewritten(db, search, (trx) => correctedQuery(trx, q))
    : { to: null, answer: await searchPublicJobs(db, search) };
  const shown: JobSearch = to ? { ...search, q: to } : search;
  const correction = to && search.q ? { correction: { from: search.q, to } } : {};
  if (answer.total > 0 || search.page > 1) return { ...answer, ...correction };
  return { ...answer, ...correction, suggestions: await searchSuggestions(db, shown) };
}
