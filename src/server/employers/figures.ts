import { sql } from 'kysely';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { figuresOf, lastGulfDays, sumOfFigures, type DayFigures, type Figures } from '~/lib/employer-figures';
import { gulfTimeZone } from '~/lib/gulf-time';
import { isUuid } from '~/lib/uuid';

export interface PostingFigures {
  /** Each posting's figures by job id (zeros for a job the user may not read). */
  byJob: Map<string, Figures>;
  /** The same added over all of them. */
  total: Figures;
}

/**
 * Views, Apply clicks and times sent in alerts per Gulf day, the last 30 days with today, for the
 * given jobs, read as the user: RLS shows a poster only their own jobs' counts (an admin all).
 * Ended days come from the roll-up (job_event_days), days after it from the raw job_events, and
 * alert sends from job_alert_days, which is counted live. The jobs are the caller's choice (the
 * signed-in address's postings today, a company's later), and the total is over the same set.
 */
export async function postingFigures(db: Db, user: SessionUser, jobIds: readonly string[], now = new Date()): Promise<PostingFigures> {
  const days = lastGulfDays(now);
  const ids = [...new Set(jobIds.filter(isUuid))];
  const rows =
    ids.length === 0
      ? []
      : await withActor(db, asUserActor(user.claims), async (trx) => {
          const { rows } = await sql<{ job_id: string; day: string; views: string; applies: string; alerts: string }>`
            with done as (select public.analytics_rolled_up_through() as last_day),
            live as (select greatest(${days[0]}::date, coalesce(done.last_day + 1, ${days[0]}::date)) as first_day from done)
            select f.job_id, f.day::text as day, sum(f.views)::bigint as views, sum(f.applies)::bigint as applies,
                   sum(f.alerts)::bigint as alerts
            from (
              select d.job_id, d.day, d.views, d.applies, 0::bigint as alerts
              from public.job_event_days d, done
              where d.job_id = any(${ids}::uuid[]) and d.day >= ${days[0]}::date and d.day <= done.last_day
              union all
              select e.job_id, (e.created_at at time zone ${gulfTimeZone})::date,
                     count(*) filter (where e.kind = 'view'), count(*) filter (where e.kind = 'apply'), 0
              from public.job_events e, live
              where e.job_id = any(${ids}::uuid[]) and e.created_at >= live.first_day::timestamp at time zone ${gulfTimeZone}
              group by 1, 2
              union all
              select a.job_id, a.day, 0, 0, a.sends
              from public.job_alert_days a
              where a.job_id = any(${ids}::uuid[]) and a.day >= ${days[0]}::date
            ) f
            group by f.job_id, f.day`.execute(trx);
          return rows;
        });
  const rowsByJob = new Map<string, DayFigures[]>();
  for (const r of rows) {
    const list = rowsByJob.get(r.job_id) ?? [];
    list.push({ day: r.day, views: Number(r.views), applies: Number(r.applies), alerts: Number(r.alerts) });
    rowsByJob.set(r.job_id, list);
  }
  const byJob = new Map(jobIds.map((id) => [id, figuresOf(rowsByJob.get(id) ?? [], days)]));
  return { byJob, total: sumOfFigures([...byJob.values()], days) };
}
