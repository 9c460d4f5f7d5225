import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import type { DeviceClass, TrafficSource } from '~/lib/analytics';
import { jobRefOfPath } from '~/lib/analytics';

export interface PageView {
  path: string;
  referrerHost: string | null;
  source: TrafficSource;
  device: DeviceClass;
  country: string | null;
}

/**
 * Stores a page view as the visitor (RLS: anyone may insert, nobody but admins reads); on a job
 * page also a view of that job, when the job is public (the jobs policies decide).
 */
export async function recordPageView(db: Db, view: PageView): Promise<void> {
  await withActor(db, visitor, async (trx) => {
    await trx
      .insertInto('page_views')
      .values({ path: view.path, referrer_host: view.referrerHost, source: view.source, device: view.device, country: view.country })
      .execute();
    const job = jobRefOfPath(view.path);
    if (job) await insertJobEvent(trx, job, 'view');
  });
}

/** Stores an apply click on a public job; unknown or non-public jobs are ignored. */
export async function recordApplyClick(db: Db, slug: string): Promise<void> {
  await withActor(db, visitor, (trx) => insertJobEvent(trx, { slug }, 'apply'));
}

type Trx = Parameters<Parameters<typeof withActor>[2]>[0];

const insertJobEvent = (trx: Trx, job: { slug: string } | { id: string }, kind: 'view' | 'apply') =>
  sql`insert into public.job_events (job_id, kind)
      select j.id, ${kind} from public.jobs j
      where ${'slug' in job ? sql`j.slug = ${job.slug}` : sql`j.id = ${job.id}::uuid`}`.execute(trx);
