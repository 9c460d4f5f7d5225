import { sql } from 'kysely';
import { createDb, type Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { isProduction, readEnv } from '~/server/env';
import { publicJobSchema, toPublicJob, type PublicJob } from '~/lib/jobs/public-job';
import { marketTally, professionJobs, type MarketFigures, type MarketTabs } from '~/lib/salary-market';
import { searchPageSize } from '~/lib/jobs/search-params';
import type { FixedFilter } from '~/lib/pages/listings';
import { jobFiltersCondition, searchRowFilterColumns } from './job-filters';
import { publicJobSelection } from './public-job-selection';

// What the prerendered pages read of the public jobs (as the visitor: RLS decides what is public).
// Only prerendered pages may import this module (tests/unit/job-list-imports.test.ts): a layout or
// an on-demand route that did would make each server process read the board, so a cold function
// would grow with it. On-demand pages read the one job they show (fallback.ts, queries.ts).
//
// The build must not hold a list of every job: its memory would grow with the board (at 100,000
// jobs the descriptions alone are hundreds of megabytes). What a page shows in full comes from the
// database a page at a time: a listing's first page (listingJobs), the newest jobs (newestJobs),
// the home page's cards (newestUniqueJobs); what it counts comes counted (jobCounts,
// uniquePostingCounts, builtSalaryMarket).

/** The build's database, or undefined (with a warning) where a local build has none. */
function buildDatabaseUrl(): string | undefined {
  const url = readEnv().DATABASE_URL;
  if (!url) {
    if (isProduction()) throw new Error('DATABASE_URL is required to build the job pages (see README "Configuration").');
    console.warn(
      'jobs: DATABASE_URL is not set, so no jobs are built. Use `npm run build` or `npm start`, which start the embedded database.',
    );
  }
  return url;
}

/** `read` on a connection of its own (closed after it: the build process keeps no pool open), or `empty` without a database. */
async function onBuildDb<T>(empty: T, read: (db: Db) => Promise<T>): Promise<T> {
  const url = buildDatabaseUrl();
  if (!url) return empty;
  const db = createDb(url, 1);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

const toFull = (row: Parameters<typeof toPublicJob>[0]): PublicJob => publicJobSchema.parse(toPublicJob(row));

/** How many public jobs share a category, country and remote flag: what the hub's cards count. */
export interface JobCount {
  category: string | null;
  country: string | null;
  isRemote: boolean;
  jobs: number;
}

/** The public jobs counted per category, country and remote flag (a few hundred rows however many jobs). */
export const jobCounts = (): Promise<JobCount[]> =>
  onBuildDb([], async (db) => {
    const rows = await withActor(db, visitor, (trx) =>
      jobTables(trx)
        .selectFrom('jobs')
        .select(['category', 'country', 'isRemote'])
        .select(sql<string>`count(*)`.as('jobs'))
        .groupBy(['category', 'country', 'isRemote'])
        .orderBy('category')
        .orderBy('country')
        .orderBy('isRemote')
        .execute(),
    );
    return rows.map((row) => ({ ...row, jobs: Number(row.jobs) }));
  });

// Identical postings (same company, title and location, case and spaces aside: jobs.posting_key)
// count once, as the newest of them; newest is the latest created, the id breaking ties, as the
// listings order them. Read from jobs_posting_newest_idx alone (not every job's full row).
export const newestOfEachPosting = sql`(select distinct on (posting_key) id, category, created_at from public.jobs
  order by posting_key, created_at desc, id) as posting`;

let postingCounts: Promise<Map<string | null, number>> | undefined;

/**
 * The public jobs counted once per posting, per category (the home page's counts; their sum is its
 * total). Read once per build, like the cards below: the home page and its Arabic mirror agree.
 */
export const uniquePostingCounts = (): Promise<Map<string | null, number>> =>
  (postingCounts ??= onBuildDb(new Map(), async (db) => {
    const { rows } = await withActor(db, visitor, (trx) =>
      sql<{
        category: string | null;
        jobs: string;
      }>`select category, count(*) as jobs from ${newestOfEachPosting} group by category`.execute(trx),
    );
    return new Map(rows.map((row) => [row.category, Number(row.jobs)]));
  }));

const newestPostings = new Map<number, Promise<PublicJob[]>>();

/** The newest `count` public postings in full, each posting once (the home page's cards). */
export const newestUniqueJobs = (count: number): Promise<PublicJob[]> => {
  let found = newestPostings.get(count);
  if (!found) {
    found = onBuildDb<string[]>([], async (db) => {
      const { rows } = await withActor(db, visitor, (trx) =>
        sql<{ id: string }>`select id from ${newestOfEachPosting} order by created_at desc, id limit ${count}`.execute(trx),
      );
      return rows.map((row) => row.id);
    }).then(jobsWithIds);
    newestPostings.set(count, found);
  }
  return found;
};

/** What the salary guide's market figures read of a job. */
const marketColumns = [
  'id',
  'jobTitle',
  'category',
  'country',
  'employmentType',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
] as const;

/**
 * The salary guide's market figures from the public jobs, read a page at a time so the build keeps
 * only each counted job's monthly figure. The query leaves out only jobs the rule could not count
 * (no salary at both ends, no period, another country or category); the rule itself is marketTally's.
 */
export const builtSalaryMarket = (tabs: MarketTabs, pageSize = 5000): Promise<Map<string, MarketFigures>> => {
  const tally = marketTally(tabs);
  const countries = [...new Set(tabs.map((tab) => tab.info.slug))];
  const categories = [...new Set(tabs.flatMap((tab) => tab.rows.flatMap((row) => professionJobs[row.profession].categories)))];
  if (countries.length === 0 || categories.length === 0) return Promise.resolve(tally.figures());
  return onBuildDb(new Map(), async (db) => {
    let after: string | undefined;
    for (;;) {
      const from = after;
      const rows = await withActor(db, visitor, (trx) =>
        jobTables(trx)
          .selectFrom('jobs')
          .select(marketColumns)
          .where('country', 'in', countries)
          .where('category', 'in', categories)
          .where('salaryMin', 'is not', null)
          .where('salaryMax', 'is not', null)
          .where('salaryCurrency', 'is not', null)
          .where('salaryPeriod', 'is not', null)
          .$if(from !== undefined, (query) => query.where('id', '>', from!))
          .orderBy('id')
          .limit(pageSize)
          .execute(),
      );
      for (const row of rows) tally.add(row);
      if (rows.length < pageSize) return tally.figures();
      after = rows.at(-1)!.id;
    }
  });
};

/** These public jobs in full, in the order of `ids` (the home page's cards). */
export const jobsWithIds = (ids: readonly string[]): Promise<PublicJob[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : onBuildDb([], async (db) => {
        const rows = await withActor(db, visitor, (trx) =>
          jobTables(trx)
            .selectFrom('jobs')
            .select(publicJobSelection)
            .where('id', 'in', [...ids])
            .execute(),
        );
        const byId = new Map(rows.map((row) => [row.id, toFull(row)]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      });

/** The newest `count` public jobs in full (the RSS feed). */
export const newestJobs = (count: number): Promise<PublicJob[]> =>
  onBuildDb([], async (db) => {
    const rows = await withActor(db, visitor, (trx) =>
      jobTables(trx).selectFrom('jobs').select(publicJobSelection).orderBy('createdAt', 'desc').orderBy('id').limit(count).execute(),
    );
    return rows.map(toFull);
  });

/** A prerendered listing's first page: its filter's newest jobs in full and how many match. */
export interface ListingJobs {
  jobs: PublicJob[];
  total: number;
}

const listings = new Map<string, Promise<ListingJobs>>();

/**
 * The newest searchPageSize public jobs of a listing's fixed filter (country or remote, category,
 * topic) and their total, with the live search's filter rules (job-filters.ts) on its search rows.
 * Read once per filter per build: the English page and its Arabic mirror show the same jobs.
 */
export function listingJobs(fixed: FixedFilter): Promise<ListingJobs> {
  const key = JSON.stringify([fixed.country ?? null, fixed.remote ? true : null, fixed.category ?? null, fixed.topic ?? null]);
  let found = listings.get(key);
  if (!found) {
    found = onBuildDb({ jobs: [], total: 0 }, async (db) => {
      const none = sql.val(null);
      const matches = jobFiltersCondition(
        {
          category: sql.val(fixed.category ?? null),
          country: sql.val(fixed.country ?? null),
          city: none,
          remote: sql.val(fixed.remote ? true : null),
          verified: none,
          topic: sql.val(fixed.topic ?? null),
          minSalary: none,
          type: none,
          visa: none,
          nationality: none,
          package: none,
          licence: none,
          level: none,
        },
        searchRowFilterColumns,
      );
      // The filter is tested on the jobs' narrow search rows (their stored topics: computing
      // job_topics over every description took 2.8 s a topic listing at 100,000 jobs); the page
      // reads the public jobs among them, so RLS still decides what is shown.
      const matching = sql`(select id from public.job_search_rows where ${matches})`;
      const { rows, total } = await withActor(db, visitor, async (trx) => {
        const rows = await jobTables(trx)
          .selectFrom('jobs')
          .select(publicJobSelection)
          .where(sql<boolean>`id in ${matching}`)
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(searchPageSize)
          .execute();
        // Counted on the search rows alone, as the live search counts (one per approved job; both
        // policies hide the expired): joined to the jobs, a country's count took 0.3-0.5 s at 100,000.
        const [counted] = (await sql<{ total: string }>`select count(*) as total from public.job_search_rows where ${matches}`.execute(trx))
          .rows;
        return { rows, total: Number(counted?.total ?? 0) };
      });
      return { jobs: rows.map(toFull), total };
    });
    listings.set(key, found);
  }
  return found;
}
