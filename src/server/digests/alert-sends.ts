import { sql, type Kysely } from 'kysely';
import type { Database } from '~/server/db/schema';
import { gulfTimeZone } from '~/lib/gulf-time';

/** A job-alert digest just handed to the outbox: its outbox id and the slugs of the jobs it lists. */
export interface QueuedAlert {
  outboxId: string;
  slugs: string[];
}

/**
 * Counts, in the digest batch's transaction, each listed job once per alert digest queued, under
 * today's Gulf day (public.job_alert_days). Only digests whose outbox row this transaction wrote
 * count: a digest refused by the outbox's dedupe key keeps the earlier row's id and is not counted
 * again, a rolled-back batch counts nothing, and the outbox's send retries never come here.
 */
export async function countAlertSends(trx: Kysely<Database>, queued: QueuedAlert[]): Promise<void> {
  const pairs = queued.flatMap((q) => q.slugs.map((slug) => [q.outboxId, slug] as const));
  if (pairs.length === 0) return;
  // Ordered by job so that two runs adding to the same rows lock them in the same order.
  await sql`
    insert into public.job_alert_days (day, job_id, sends)
    select (now() at time zone ${gulfTimeZone})::date, j.id, count(*)
    from unnest(${pairs.map((p) => p[0])}::uuid[], ${pairs.map((p) => p[1])}::text[]) as v(outbox_id, slug)
    join public.email_outbox o on o.id = v.outbox_id
    join public.jobs j on j.slug = v.slug
    group by j.id
    order by j.id
    on conflict (day, job_id) do update set sends = public.job_alert_days.sends + excluded.sends`.execute(trx);
}
