import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** A bucket name that never contains the address itself: `kind:sha256(value)`. */
export const rateBucket = (kind: 'address' | 'email', value: string): string =>
  `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;

/** The visitor's network address as the platform reports it (Netlify, then a proxy). */
export function clientAddress(request: Request): string {
  return (
    request.headers.get('x-nf-client-connection-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    'unknown'
  );
}

/**
 * Counts one hit in a fixed window (one atomic statement, safe under concurrency) and says
 * whether it is within the limit, and if not, when to try again. Windows older than a day go.
 */
export async function hitRateLimit(db: Db, bucket: string, { limit, windowSeconds }: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return withActor(db, service, async (trx) => {
    const { rows } = await sql<{ hits: number; retry_after: number }>`
      insert into public.form_rate_limits as r (bucket, window_start, hits)
      values (${bucket}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      on conflict (bucket, window_start) do update set hits = r.hits + 1
      returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`.execute(trx);
    await sql`delete from public.form_rate_limits where window_start < now() - interval '1 day'`.execute(trx);
    const row = rows[0]!;
    return { allowed: row.hits <= limit, retryAfterSeconds: Math.max(1, row.retry_after) };
  });
}
