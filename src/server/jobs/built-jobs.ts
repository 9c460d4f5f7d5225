import { z } from 'zod';
import { createDb } from '~/server/db/client';
import { isProduction, readEnv } from '~/server/env';
import { publicJobSchema, type PublicJob } from '~/lib/jobs/public-job';
import { uniquePostings } from '~/lib/jobs/unique';
import { publicPostings, type PublicPosting } from './public-postings';

// The static build's job list: every public job, read once per build process on first use. Only
// prerendered pages may import this module (tests/unit/job-list-imports.test.ts): a layout or an
// on-demand route that did would make each server process hold every job, so a cold function would
// grow with the board. On-demand pages read the one job they show (fallback.ts, queries.ts).

const postingSchema = publicJobSchema.extend({ postingKey: z.string() });

let snapshot: Promise<PublicPosting[]> | undefined;

const byNewest = (a: PublicJob, b: PublicJob) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/** Every public job (approved, unexpired: RLS decides, read as the visitor), newest first, on a connection of its own. */
async function readPostings(): Promise<PublicPosting[]> {
  const url = readEnv().DATABASE_URL;
  if (!url) {
    if (isProduction()) throw new Error('DATABASE_URL is required to build the job pages (see README "Configuration").');
    console.warn(
      'jobs: DATABASE_URL is not set, so no jobs are built. Use `npm run build` or `npm start`, which start the embedded database.',
    );
    return [];
  }
  const db = createDb(url, 1);
  try {
    return (await publicPostings(db)).map((posting) => postingSchema.parse(posting)).sort(byNewest);
  } finally {
    await db.destroy();
  }
}

// One read for the whole build, so every page shows the same jobs (the build script records when
// the build started reading them: src/server/rebuild/build-site.ts).
const postings = (): Promise<PublicPosting[]> => (snapshot ??= readPostings());
const withoutPostingKey = ({ postingKey: _postingKey, ...job }: PublicPosting): PublicJob => job;

let approved: Promise<PublicJob[]> | undefined;

/** Approved, unexpired jobs at build time, newest first (one array for the whole build: every listing page reads it). */
export const approvedJobs = (): Promise<PublicJob[]> => (approved ??= postings().then((all) => all.map(withoutPostingKey)));

/** The same, with identical postings (same company, title and location, case and spaces aside) once: the newest (home page). */
export const uniqueApprovedJobs = async (): Promise<PublicJob[]> => uniquePostings(await postings()).map(withoutPostingKey);

/** The newest `count` approved jobs (home page). */
export const newestJobs = async (count: number): Promise<PublicJob[]> => (await approvedJobs()).slice(0, count);
