import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedBenchJobs, seedDemoData } from '../../scripts/lib/seed/seed';
import { judgedQueries } from '../fixtures/judged-queries';
import { searchQueries } from '../../scripts/lib/search-bench-queries';
import { parseJobSearch, type JobSearch } from '~/lib/jobs/search';
import { publicJobTotal, searchPublicJobs, totalsWithoutEachWord } from '~/server/jobs/queries';
import { nearerSearches } from '~/lib/jobs/search-suggestions';
import { keywordWords } from '~/server/jobs/job-filters';

// A ranked keyword page read tier by tier (public.public_job_search_top, migration
// 20261129211000_rank_a_page_from_the_head_tiers.sql) is the page that ranking every match gives:
// the same jobs in the same order, the same total and counts, for the bench's and the judged
// queries with filters and pages, on a board large enough that most broad words fill their pages
// from the title, company and location tiers.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
  await seedBenchJobs(t.db, 2500);
  // The planner's statistics, as autovacuum keeps them on a real board: the totals without each
  // word pick their two rarest segments by its estimates.
  await sql`analyze public.job_search_rows`.execute(t.db);
}, 300_000);
afterAll(() => t.drop());

const parse = (query: string): JobSearch => {
  const parsed = parseJobSearch(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(`${query}: ${parsed.error}`);
  return parsed.value;
};

const benchWords = [
  ...new Set(
    Object.values(searchQueries)
      .flat()
      .map((v) => new URLSearchParams(v).get('q'))
      .filter((q): q is string => Boolean(q)),
  ),
];
const judgedWords = [...new Set(judgedQueries.map((j) => j.q))];

describe('a ranked page read tier by tier', () => {
  it('is read from the tiers for most broad words (the fast path is taken)', async () => {
    const { rows } = await sql<{ words: string; n: number; segments: number }>`
      select w.words, (select count(*) from public.public_job_search_top(w.words, null, 0, 0, null, null, 60))::int as n,
             (select count(*) from public.search_segments(w.words) s where not s.optional)::int as segments
      from unnest(${benchWords}::text[]) as w(words)`.execute(t.db);
    const served = rows.filter((r) => r.n === 60).map((r) => r.words);
    expect(served).toEqual(expect.arrayContaining(['nurse', 'engineer', 'teacher', 'dubai', 'doctor', 'sales', 'icu nurse']));
    // Queries of two segments or more are left to the full ranking.
    const several = rows.filter((r) => r.segments > 1);
    expect(several.map((r) => r.words)).toEqual(expect.arrayContaining(['senior engineer dubai', 'sales manager riyadh']));
    expect(several.filter((r) => r.n > 0)).toEqual([]);
  });

  const filters = ['', 'country=uae', 'posted=7&type=full-time', 'topic=healthcare', 'city=dubai&min_salary=10000&visa=provided'];
  it.each(filters)(
    'gives the pages that ranking every match gives (filter: %s)',
    async (filter) => {
      for (const words of benchWords) {
        for (const page of [1, 2, 3]) {
          const search = parse(`q=${encodeURIComponent(words)}&page=${page}${filter ? `&${filter}` : ''}`);
          const tiered = await searchPublicJobs(t.db, search, { summary: false });
          const ranked = await searchPublicJobs(t.db, search, { summary: false, top: false });
          expect(tiered, `${words} ${filter} page ${page}`).toEqual(ranked);
        }
      }
    },
    120_000,
  );

  it('gives the pages of the judged queries that ranking every match gives', async () => {
    for (const words of judgedWords) {
      for (const page of [1, 2]) {
        const search = parse(`q=${encodeURIComponent(words)}&page=${page}`);
        expect(await searchPublicJobs(t.db, search, { summary: false }), `${words} page ${page}`).toEqual(
          await searchPublicJobs(t.db, search, { summary: false, top: false }),
        );
      }
    }
  }, 120_000);

  it('reads deep pages alike, and leaves more than 10,000 jobs, an empty search and a bad bound to the full ranking', async () => {
    const { rows } = await sql<{ deep: number; none: number; zero: number; nul: number }>`
      select (select count(*) from public.public_job_search_top('nurse', null, 0, 0, null, null, 10001))::int as deep,
             (select count(*) from public.public_job_search_top('', null, 0, 0, null, null, 20))::int as none,
             (select count(*) from public.public_job_search_top('nurse', null, 0, 0, null, null, 0))::int as zero,
             (select count(*) from public.public_job_search_top('nurse', null, 0, 0, null, null, null))::int as nul`.execute(t.db);
    expect(rows[0]).toEqual({ deep: 0, none: 0, zero: 0, nul: 0 });
    const deep = parse('q=nurse&page=60');
    expect(await searchPublicJobs(t.db, deep, { summary: false })).toEqual(
      await searchPublicJobs(t.db, deep, { summary: false, top: false }),
    );
  });
});

describe('a ranked page read beside its counts (tiers, matches and full ranking)', () => {
  // searchPublicJobs reads a ranked page from the tiers on one connection while the counts are
  // made on another, and ranks every match only when the tiers fall short: every page, the last,
  // one past it and a deep one give what ranking every match gives.
  const pagesOf = (total: number) => [...new Set([1, 2, Math.ceil(total / 40), Math.ceil(total / 20), Math.ceil(total / 20) + 1, 60])];
  it.each(['nurse', 'engineer', 'team', 'dubai', 'icu nurse', 'senior engineer dubai', 'doctor'])(
    'gives every page of %j as the full ranking does',
    async (words) => {
      const { total } = await searchPublicJobs(t.db, parse(`q=${encodeURIComponent(words)}`), { summary: false, top: false });
      expect(total).toBeGreaterThan(20);
      for (const page of pagesOf(total)) {
        for (const filter of ['', '&country=uae&posted=30']) {
          const search = parse(`q=${encodeURIComponent(words)}&page=${page}${filter}`);
          expect(await searchPublicJobs(t.db, search, { summary: false }), `${words} page ${page}${filter}`).toEqual(
            await searchPublicJobs(t.db, search, { summary: false, top: false }),
          );
        }
      }
    },
    120_000,
  );

  it('ranks every match for a page the tiers do not reach, and for none past the last match', async () => {
    // "team" is mostly in descriptions: its title, company and place tiers hold fewer jobs than
    // page 20 needs, so that page comes from the full ranking.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from public.public_job_search_top('team', null, 0, 0, null, null, 400)`.execute(t.db);
    expect(rows[0]!.n).toBeLessThan(400);
    const page = await searchPublicJobs(t.db, parse('q=team&page=20'), { summary: false });
    expect(page.jobs).toHaveLength(20);
    expect(page).toEqual(await searchPublicJobs(t.db, parse('q=team&page=20'), { summary: false, top: false }));
    const past = await searchPublicJobs(t.db, parse('q=nurse&page=500'), { summary: false });
    expect(past.jobs).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });
});

describe('the totals of a search without each of its words, in one read', () => {
  const queries = [
    'q=senior+software+engineer+dubai+uae+team+python+cloud+lead+apps',
    'q=nurse+icu+dubai+registered+hospital+team+care+shift+uae+ward',
    'q=nurse+dubai+zzzz',
    'q=teacher+riyadh+qqqq+english',
    'q=engineer+dubai+python&posted=30',
    'q=nurse+in+dubai+xylophone&country=uae&min_salary=8000',
    'q=accountant+riyadh+jobs&visa=provided&type=full-time',
    'q=nurce+enginer+acountant+pharmasist+teachr+docter+nurze+enginr+acountent+pharmasists',
    'q=sales+manager+riyadh+xylophone&topic=healthcare',
    // Ten occupations together (the typo query corrected) and a word that finds nothing: the
    // candidates are the jobs with two of the three rarest segments.
    'q=nurse+engineer+accountant+pharmacist+teacher+doctor+nurse+enginr+accountant+pharmacist',
    'q=nurse+teacher+qqqq&posted=30',
  ];
  it.each(queries)('are the totals of the searches they stand for (%s)', async (query) => {
    const search = parse(query);
    const known = await totalsWithoutEachWord(t.db, search);
    const variants = nearerSearches(search).filter((n) => n.kind === 'word' && n.value !== 'all');
    let compared = 0;
    for (const { search: variant } of variants) {
      const words = keywordWords(variant.q!)!;
      if (!known.has(words)) continue;
      expect(known.get(words), `${query} without ${variant.q}`).toBe(await publicJobTotal(t.db, variant));
      compared++;
    }
    // Most variants are counted by the one read.
    expect(compared).toBeGreaterThanOrEqual(Math.min(2, variants.length));
  });

  it('leaves to their own count a variant cut differently and a query of fewer than three words', async () => {
    // "software engineer" is one segment: the query without "software" is not the query less a segment.
    const known = await totalsWithoutEachWord(t.db, parse('q=senior+software+engineer+dubai'));
    expect([...known.keys()].sort()).toEqual(['senior software engineer', 'software engineer dubai'].sort());
    expect((await totalsWithoutEachWord(t.db, parse('q=nurse+dubai'))).size).toBe(0);
  });
});
