import type { Loader } from 'astro/loaders';
import { createDb } from '~/server/db/client';
import { isProduction, readEnv } from '~/server/env';
import { publicPostings } from '~/server/jobs/public-postings';

/**
 * Every public job (approved, unexpired: RLS decides, read as the visitor) with its posting key, one entry per job id,
 * on its own connection that it closes when done. The build script records the jobs snapshot
 * before the build starts (src/server/rebuild/build-site.ts).
 */
export function approvedJobsLoader(): Loader {
  return {
    name: 'approved-jobs',
    load: async ({ store, parseData }) => {
      store.clear();
      const url = readEnv().DATABASE_URL;
      if (!url) {
        if (isProduction()) throw new Error('DATABASE_URL is required to build the job pages (see README "Configuration").');
        console.warn(
          'jobs: DATABASE_URL is not set, so no jobs are loaded. Use `npm run build` or `npm start`, which start the embedded database.',
        );
        return;
      }
      const db = createDb(url, 1);
      try {
        for (const job of await publicPostings(db)) store.set({ id: job.id, data: await parseData({ id: job.id, data: job }) });
      } finally {
        await db.destroy();
      }
    },
  };
}
