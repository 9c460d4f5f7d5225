import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import { rangeBounds, type AnalyticsDashboard, type DateRange, type DeviceClass, type JobFunnelRow, type TrafficSource } from '~/lib/analytics';

export const dashboardListSize = 10;

interface GroupRow {
  path: string | null;
  device: DeviceClass | null;
  source: TrafficSource | null;
  referrer_host: string | null;
  country: string | null;
  g: number;
  views: string;
}

/**
 * The dashboard for a range, read as the admin (RLS: only admins read page views). Every page-view
 * figure comes from one scan of the range (grouping sets over the covering created_at index);
 * the funnel from one more over job_events.
 */
export async function analyticsDashboard(db: Db, user: SessionUser, range: DateRange): Promise<AnalyticsDashboard> {
  const { start, end } = rangeBounds(range);
  return withActor(db, asUserActor(user.claims), async (trx) => {
    const { rows } = await sql<GroupRow>`
      select path, device, source, referrer_host, country,
             grouping(path, device, source, referrer_host, country) as g, count(*) as views
      from public.page_views
      where created_at >= ${start} and created_at < ${end}
      group by grouping sets ((), (path), (device), (source), (referrer_host, source), (country))`.execute(trx);
    // grouping() sets a bit per column left out, in the order listed (path is the highest bit).
    const only = (bitsKept: number) => rows.filter((r) => r.g === (0b11111 & ~bitsKept));
    const counted = <K extends string>(list: GroupRow[], key: (r: GroupRow) => K | null) =>
      list
        .flatMap((r) => {
          const k = key(r);
          return k === null ? [] : [{ key: k, views: Number(r.views) }];
        })
        .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
    const total = rows.find((r) => r.g === 0b11111);
    const pages = counted(only(0b10000), (r) => r.path);
    const referrers = new Map<string, number>();
    for (const r of only(0b00110)) {
      if (r.referrer_host && r.source !== 'internal') referrers.set(r.referrer_host, (referrers.get(r.referrer_host) ?? 0) + Number(r.views));
    }

    const funnel = await sql<{ job_id: string; job_title: string; company_name: string; slug: string; views: string; applies: string }>`
      select e.job_id, j.job_title, j.company_name, j.slug,
             count(*) filter (where e.kind = 'view') as views,
             count(*) filter (where e.kind = 'apply') as applies
      from public.job_events e
      join public.jobs j on j.id = e.job_id
      where e.created_at >= ${start} and e.created_at < ${end}
      group by e.job_id, j.job_title, j.company_name, j.slug
      order by views desc, applies desc, j.job_title`.execute(trx);
    const jobs = funnel.rows.map((r): JobFunnelRow => ({
      jobId: r.job_id, title: r.job_title, company: r.company_name, slug: r.slug, views: Number(r.views), applies: Number(r.applies),
    }));

    return {
      range,
      pageViews: Number(total?.views ?? 0),
      uniquePages: pages.length,
      topPages: pages.slice(0, dashboardListSize),
      devices: counted(only(0b01000), (r) => r.device),
      sources: counted(only(0b00100), (r) => r.source),
      referrers: [...referrers].map(([key, views]) => ({ key, views })).sort((a, b) => b.views - a.views || a.key.localeCompare(b.key)).slice(0, dashboardListSize),
      countries: counted(only(0b00001), (r) => r.country),
      jobViews: jobs.reduce((n, j) => n + j.views, 0),
      applyClicks: jobs.reduce((n, j) => n + j.applies, 0),
      topJobs: jobs.slice(0, dashboardListSize),
    };
  });
}
