import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import {
  rangeBounds,
  recentMinutes,
  type AnalyticsDashboard,
  type DateRange,
  type DeviceClass,
  type JobFunnelRow,
  type TrafficSource,
} from '~/lib/analytics';

const dashboardListSize = 10;

interface CountRow {
  dimension: 'total' | 'path' | 'device' | 'source' | 'referrer' | 'country';
  key: string;
  views: string;
}

/**
 * The dashboard for a range, read as the admin (RLS: only admins read page views). Ended Gulf
 * days come from the daily roll-up (public.roll_up_page_views counts any not counted yet), the
 * current day from page_views itself; the job funnel likewise from job_event_days and job_events.
 */
export async function analyticsDashboard(db: Db, user: SessionUser, range: DateRange): Promise<AnalyticsDashboard> {
  const { start, end } = rangeBounds(range);
  return withActor(db, asUserActor(user.claims), async (trx) => {
    const { rows: rolled } = await sql<{ last_day: string | null }>`select public.roll_up_page_views()::text as last_day`.execute(trx);
    const lastDay = rolled[0]?.last_day ?? null;
    // The first instant not rolled up: the start of the day after the last rolled-up one (Gulf time).
    const liveFrom = lastDay ? rangeBounds({ from: lastDay, to: lastDay }).end : start;
    const { rows } = await sql<CountRow>`
      select dimension, key, sum(views)::bigint as views
      from (
        select d.dimension, d.key, d.views from public.page_view_days d
        where ${lastDay !== null} and d.day >= ${range.from}::date and d.day <= least(${range.to}::date, ${lastDay}::date)
        union all
        select c.dimension, c.key, c.views from public.page_view_counts(greatest(${start}::timestamptz, ${liveFrom}::timestamptz), ${end}::timestamptz) c
      ) parts
      group by dimension, key`.execute(trx);
    const counted = <K extends string>(dimension: CountRow['dimension']) =>
      rows
        .filter((r) => r.dimension === dimension)
        .map((r) => ({ key: r.key as K, views: Number(r.views) }))
        .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
    const pages = counted<string>('path');

    const recent = await sql<{ views: string }>`
      select count(*) as views from public.page_views where created_at > now() - make_interval(mins => ${recentMinutes})`.execute(trx);

    // The funnel the same way: ended days from job_event_days, the rest from job_events (raw
    // rows of old days may have been pruned, src/server/analytics/retention.ts). Summed per job
    // first, then joined to the jobs: one jobs row (and its RLS check) per job, not per job-day.
    const funnel = await sql<{ job_id: string; job_title: string; company_name: string; slug: string; views: string; applies: string }>`
      select f.job_id, j.job_title, j.company_name, j.slug, f.views, f.applies
      from (
        select parts.job_id, sum(parts.views)::bigint as views, sum(parts.applies)::bigint as applies
        from (
          select d.job_id, d.views, d.applies from public.job_event_days d
          where ${lastDay !== null} and d.day >= ${range.from}::date and d.day <= least(${range.to}::date, ${lastDay}::date)
          union all
          select e.job_id, count(*) filter (where e.kind = 'view'), count(*) filter (where e.kind = 'apply')
          from public.job_events e
          where e.created_at >= greatest(${start}::timestamptz, ${liveFrom}::timestamptz) and e.created_at < ${end}
          group by e.job_id
        ) parts
        group by parts.job_id
      ) f
      join public.jobs j on j.id = f.job_id
      order by f.views desc, f.applies desc, j.job_title`.execute(trx);
    const jobs = funnel.rows.map((r): JobFunnelRow => ({
      jobId: r.job_id,
      title: r.job_title,
      company: r.company_name,
      slug: r.slug,
      views: Number(r.views),
      applies: Number(r.applies),
    }));

    return {
      range,
      pageViews: Number(rows.find((r) => r.dimension === 'total')?.views ?? 0),
      uniquePages: pages.length,
      topPages: pages.slice(0, dashboardListSize),
      devices: counted<DeviceClass>('device'),
      sources: counted<TrafficSource>('source'),
      referrers: counted<string>('referrer').slice(0, dashboardListSize),
      countries: counted<string>('country'),
      jobViews: jobs.reduce((n, j) => n + j.views, 0),
      applyClicks: jobs.reduce((n, j) => n + j.applies, 0),
      topJobs: jobs.slice(0, dashboardListSize),
      recentViews: Number(recent.rows[0]?.views ?? 0),
    };
  });
}
