import { sql } from 'kysely';
import { nearestSimilar } from '~/lib/jobs/similar';
import { toPublicJob, type PublicJob } from '~/lib/jobs/public-job';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { publicJobSelection } from './public-job-selection';

/** How many similar jobs a job page lists. */
export const similarCount = 4;

interface Neighbour {
  for_id: string;
  id: string;
  side: 'before' | 'after';
}

/**
 * The nearest `max` public jobs on each side of each job of `ids` in its category and country, by
 * publication: the statement similarPublicJobsOf runs as the visitor (exported for its plan's test).
 * Each side is the nearest `max` by the index, numbered nearest first on those few rows. The order
 * is published_at, not coalesce(published_at, created_at): the same for approved jobs (constraint
 * jobs_approved_are_published), and only a plain column comparison may go ahead of RLS into the
 * index seek (the migration that made jobs_similar_published_idx says why).
 */
export const similarNeighbours = (ids: readonly string[], max: number) => sql<Neighbour>`
  select n.id as for_id, s.id, s.side
  from public.jobs n
  cross join lateral (
    select b.id, 'before' as side, row_number() over (order by b.at desc, b.id desc) as position
    from (select j.id, j.published_at as at from public.jobs j
          where j.status = 'approved' and j.category = n.category and j.country = n.country
            and (j.published_at, j.id) < (n.published_at, n.id)
          order by j.published_at desc, j.id desc limit ${max}) b
    union all
    select a.id, 'after' as side, row_number() over (order by a.at, a.id) as position
    from (select j.id, j.published_at as at from public.jobs j
          where j.status = 'approved' and j.category = n.category and j.country = n.country
            and (j.published_at, j.id) > (n.published_at, n.id)
          order by j.published_at, j.id limit ${max}) a
  ) s
  where n.id = any(${[...ids]}::uuid[])
  order by n.id, s.side desc, s.position`;

/**
 * The similar jobs of each of `jobs` (src/lib/jobs/similar.ts: its category and country's public
 * jobs published just before it, then just after), by job id, in two reads as the visitor, so RLS
 * leaves out pending, withdrawn and expired jobs. The build asks for its newest pages at once; an
 * on-demand page for its one job: both get the same lists. Each neighbour is a seek on
 * jobs_similar_published_idx, so the cost does not grow with the board.
 */
export async function similarPublicJobsOf(database: Db, jobs: readonly PublicJob[], max = similarCount): Promise<Map<string, PublicJob[]>> {
  const similar = new Map<string, PublicJob[]>(jobs.map((job) => [job.id, []]));
  const ids = jobs.filter((job) => job.category && job.country).map((job) => job.id);
  if (ids.length === 0 || max < 1) return similar;
  const { neighbours, byId } = await withActor(database, visitor, async (trx) => {
    const { rows } = await similarNeighbours(ids, max).execute(trx);
    const wanted = [...new Set(rows.map((row) => row.id))];
    const found =
      wanted.length === 0 ? [] : await jobTables(trx).selectFrom('jobs').select(publicJobSelection).where('id', 'in', wanted).execute();
    return { neighbours: rows, byId: new Map(found.map((row) => [row.id, toPublicJob(row)])) };
  });
  // Rows come nearest first per side ('before' sorts after 'after', hence desc above; only the
  // order within a side matters). The database orders them: JavaScript dates lose its microseconds.
  const sides = new Map<string, { before: PublicJob[]; after: PublicJob[] }>();
  for (const row of neighbours) {
    const job = byId.get(row.id);
    if (!job) continue;
    const entry = sides.get(row.for_id) ?? { before: [], after: [] };
    entry[row.side].push(job);
    sides.set(row.for_id, entry);
  }
  for (const [id, { before, after }] of sides) similar.set(id, nearestSimilar(before, after, max));
  return similar;
}
