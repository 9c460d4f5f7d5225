import { jobSearchHandler } from '~/server/jobs/search-handler';
import type { Db } from '~/server/db/client';
import { judgedParams, judgedQueries, ndcgAt, recallAt, type JudgedQuery } from '../../tests/fixtures/judged-queries';

export interface JudgedResult {
  query: JudgedQuery;
  total: number;
  recall20: number;
  ndcg10: number;
}

/**
 * Every judged query through /api/jobs (jobSearchHandler, as a visitor) over a database holding the
 * demo jobs: its first page (20 jobs) scored against the judgement. The search test and
 * npm run bench:search both report these.
 */
export async function judgeSearch(db: Db): Promise<JudgedResult[]> {
  const results: JudgedResult[] = [];
  for (const query of judgedQueries) {
    const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${judgedParams(query)}`), db);
    if (!response.ok) throw new Error(`/api/jobs answered ${response.status} for ${query.q}`);
    const body = (await response.json()) as { total: number; jobs: { jobTitle: string }[] };
    const titles = body.jobs.map((j) => j.jobTitle);
    results.push({ query, total: body.total, recall20: recallAt(20, titles, query.relevant), ndcg10: ndcgAt(10, titles, query.relevant) });
  }
  return results;
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
