import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { gulfTimeZone } from '~/lib/gulf-time';

/** Rolls every ended Gulf day up into page_view_days and job_event_days; returns the last rolled-up day. */
async function rollUpAnalytics(db: Db): Promise<string | null> {
  const { rows } = await withActor(db, service, (trx) =>
    sql<{ last_day: string | null }>`select public.roll_up_page_views()::text as last_day`.execute(trx),
  );
  return rows[0]?.last_day ?? null;
}

export interface PruneResult {
  pageViews: number;
  jobEvents: number;
}

/**
 * Deletes raw page views and job events from Gulf days more than `retentionDays` before today,
 * and only from days already rolled up (page_view_days_done): a day not counted yet keeps every
 * row. Deletes in batches of `batchSize` so one statement stays short; stops after `deadlineMs`
 * (the rest goes on the next run).
 */
export async function pruneAnalytics(
  db: Db,
  retentionDays: number,
  { batchSize = 20_000, deadlineMs = 15_000 }: { batchSize?: number; deadlineMs?: number } = {},
): Promise<PruneResult> {
  const result: PruneResult = { pageViews: 0, jobEvents: 0 };
  const startedAt = performance.now();
  const tables: [keyof PruneResult, string][] = [
    ['pageViews', 'public.page_views'],
    ['jobEvents', 'public.job_events'],
  ];
  for (const [key, table] of tables) {
    for (;;) {
      // Rows before the start of the oldest kept Gulf day, from days the roll-up has counted.
      const { numAffectedRows } = await withActor(db, service, (trx) =>
        sql`
          delete from ${sql.table(table)} where id in (
            select r.id from ${sql.table(table)} r
            where r.created_at < ((now() at time zone ${gulfTimeZone})::date - ${retentionDays}::int)::timestamp at time zone ${gulfTimeZone}
              and (r.created_at at time zone ${gulfTimeZone})::date in (select done.day from public.page_view_days_done done)
            limit ${batchSize})`.execute(trx),
      );
      const deleted = Number(numAffectedRows ?? 0);
      result[key] += deleted;
      if (deleted < batchSize || performance.now() - startedAt > deadlineMs) break;
    }
  }
  return result;
}

/** The scheduled analytics work: roll up ended days, then prune raw rows past the retention. */
export async function maintainAnalytics(db: Db, retentionDays: number): Promise<{ lastRolledUpDay: string | null } & PruneResult> {
  const lastRolledUpDay = await rollUpAnalytics(db);
  return { lastRolledUpDay, ...(await pruneAnalytics(db, retentionDays)) };
}
