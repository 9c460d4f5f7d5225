import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { toPublicJob, type PublicJob } from '~/lib/jobs/public-job';
import { publicJobSelection } from './public-job-selection';

/** A public job with what identifies its posting (jobs.posting_key: company, title, location, case and spaces aside). */
export type PublicPosting = PublicJob & { postingKey: string };

/** Every public job with its posting key, newest first, in one read as the visitor (the static build's jobs). */
export async function publicPostings(db: Db): Promise<PublicPosting[]> {
  const rows = await withActor(db, visitor, (trx) =>
    jobTables(trx)
      .selectFrom('jobs')
      .select(publicJobSelection)
      .select(sql<string>`posting_key`.as('postingKey'))
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute(),
  );
  return rows.map(({ postingKey, ...row }) => ({ ...toPublicJob(row), postingKey }));
}
