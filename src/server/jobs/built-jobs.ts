import { sql } from 'kysely';
import { createDb, type Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { isProduction, readEnv } from '~/server/env';
import { publicJobSchema, toPublicJob, type PublicJob } from '~/lib/jobs/public-job';
import { uniquePostings } from '~/lib/jobs/unique';
import { searchPageSize } from '~/lib/jobs/search-params';
import type { FixedFilter } from '~/lib/pages/listings';
import { jobFiltersCondition } from './job-filters';
import { publicJobSelection } from './public-job-selection';

// What the prerendered pages read of the public jobs (as the visitor: RLS decides what is public).
// Only prerendered pages may import this module (tests/unit/job-list-imports.test.ts): a layout or
// an on-demand route that did would make each server process read the board, so a cold function
// would grow with it. On-demand pages read the one job they show (fallback.ts, queries.ts).
//
// The build must not hold every job in full: at 100,000 jobs the descriptions alone are hundreds
// of megabytes. So the list every page counts from (approvedJobs) has no descriptions, and what a
// page shows in full comes from the database a page at a time: a listing's first page
// (listingJobs), the newest jobs (newestJobs), the home page's cards (jobsWithIds).

/** A public job without its description: what counts, the salary figures and company lists read. */
export type JobSummary = Omit<PublicJob, 'jobDescription'>;

const summarySchema = publicJobSchema.omit({ jobDescription: true });
const summaryColumns = publicJobSelection.filter((column) => column !== 'jobDescription');

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

// Newest first, as every listing and feed orders them; the id breaks ties so two builds agree.
const toFull = (row: Parameters<typeof toPublicJob>[0]): PublicJob => publicJobSchema.parse(toPublicJob(row));

let summaries: Promise<(JobSummary & { postingKey: string })[]> | undefined;

/** Every public job without its description, with its posting key, newest first: read once per build. */
const summariesWithKeys = () =>
  (summaries ??= onBuildDb([], (db) =>
    withActor(db, visitor, (trx) =>
      jobTables(trx)
        .selectFrom('jobs')
        .select(summaryColumns)
        .select(sql<string>`posting_key`.as('postingKey'))
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute(),
    ).then((rows) =>
      rows.map(({ postingKey, ...row }) => {
        const { jobDescription: _none, ...job } = toPublicJob({ ...row, jobDescription: '' });
        return { ...summarySchema.parse(job), postingKey };
      }),
    ),
  ));

const withoutPostingKey = <T extends { postingKey: string }>({ postingKey: _postingKey, ...job }: T): Omit<T, 'postingKey'> => job;

let approved: Promise<JobSummary[]> | undefined;

/** Approved, unexpired jobs at build time without their descriptions, newest first (one array for the whole build). */
export const approvedJobs = (): Promise<JobSummary[]> => (approved ??= summariesWithKeys().then((all) => all.map(withoutPostingKey)));

/** The same, with identical postings (same company, title and location, case and spaces aside) once: the newest (home page). */
export const uniqueApprovedJobs = async (): Promise<JobSummary[]> => uniquePostings(await summariesWithKeys()).map(withoutPostingKey);

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
 * topic) and their total, in one statement with the live search's filter rules (job-filters.ts).
 * Read once per filter per build: the English page and its Arabic mirror show the same jobs.
 */
export function listingJobs(fixed: FixedFilter): Promise<ListingJobs> {
  const key = JSON.stringify([fixed.country ?? null, fixed.remote ? true : null, fixed.category ?? null, fixed.topic ?? null]);
  let found = listings.get(key);
  if (!found) {
    found = onBuildDb({ jobs: [], total: 0 }, async (db) => {
      const none = sql.val(null);
      const matches = jobFiltersCondition({
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
      });
      const rows = await withActor(db, visitor, (trx) =>
        jobTables(trx)
          .selectFrom('jobs')
          .select(publicJobSelection)
          .select(sql<string>`count(*) over ()`.as('total'))
          .where(matches)
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(searchPageSize)
          .execute(),
      );
      return { jobs: rows.map(({ total: _total, ...row }) => toFull(row)), total: Number(rows[0]?.total ?? 0) };
    });
    listings.set(key, found);
  }
  return found;
}
