import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { demoJobs } from '../../scripts/lib/seed/demo-jobs';
import { judgeSearch, mean, type JudgedResult } from '../../scripts/lib/judged-relevance';
import { judgedQueries } from '../fixtures/judged-queries';

// Measured relevance: the judged query set (tests/fixtures/judged-queries.ts, English and Arabic)
// over the demo jobs, through /api/jobs. Targets: recall@20 >= 0.9 and nDCG@10 >= 0.8 over the
// set, and no query of the set without results.

let t: TestDatabase;
let results: JudgedResult[];
beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
  results = await judgeSearch(t.db);
  console.log(
    results
      .map(
        (r) =>
          `${r.query.q.padEnd(24)} total ${String(r.total).padStart(3)}  R@20 ${r.recall20.toFixed(2)}  nDCG@10 ${r.ndcg10.toFixed(2)}`,
      )
      .join('\n'),
  );
}, 120_000);
afterAll(() => t.drop());

describe('the judged query set', () => {
  it('has at least 60 queries in English and Arabic, each naming public demo jobs', () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(60);
    expect(judgedQueries.filter((j) => /[\u0600-\u06FF]/.test(j.q)).length).toBeGreaterThanOrEqual(15);
    const publicTitles = new Set(demoJobs.filter((j) => !j.status && j.daysAgo < 30).map((j) => j.title));
    for (const j of judgedQueries) for (const title of j.relevant) expect(publicTitles, `${j.q}: ${title}`).toContain(title);
  });

  it('leaves no query without results', () => {
    expect(results.filter((r) => r.total === 0).map((r) => r.query.q)).toEqual([]);
  });

  it('reaches recall@20 >= 0.9 and nDCG@10 >= 0.8 over the set', () => {
    const recall = mean(results.map((r) => r.recall20));
    const ndcg = mean(results.map((r) => r.ndcg10));
    console.log(`recall@20 ${recall.toFixed(3)}  nDCG@10 ${ndcg.toFixed(3)}`);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(ndcg).toBeGreaterThanOrEqual(0.8);
  });

  it('finds the English jobs for the Arabic queries as well as for the English ones', () => {
    const arabic = results.filter((r) => r.query.kind === 'arabic');
    expect(mean(arabic.map((r) => r.recall20))).toBeGreaterThanOrEqual(0.9);
  });
});
