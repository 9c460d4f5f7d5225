import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export { clientAddress } from '~/server/http/client-address';

/**
 * A value's HMAC-SHA-256 (64 hex) under the site's secret, for one purpose: a plain hash of an IPv4
 * address is undone by hashing all four billion of them; the HMAC cannot be without the secret.
 */
export const keyedHash = (purpose: string, value: string, secret: string): string =>
  createHmac('sha256', secret).update(`${purpose}\n`).update(value).digest('hex');

/**
 * A bucket name that never contains the value itself: `scope_kind:HMAC(value)` under the site's
 * secret (the table's check wants `name:64 hex`). Like every form_rate_limits row, it is deleted
 * within a day.
 */
export const rateBucket = (scope: string, kind: 'address' | 'email' | 'domain', value: string, secret: string): string =>
  `${scope}_${kind}:${keyedHash(`${scope}:${kind}`, value.trim().toLowerCase(), secret)}`;

/**
 * Counts one hit in a fixed window (one atomic statement, safe under concurrency) and says
 * whether it is within the limit, and if not, when to try again. Windows older than a day go.
 */
export async function hitRateLimit(
  db: Db,
  bucket: string,
  { limit, windowSeconds }: RateLimit,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return withActor(db, service, async (trx) => {
    const { rows } = await sql<{ hits: number; retry_after: number }>`
      insert into public.form_rate_limits as r (bucket, window_start, hits)
      values (${bucket}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      on conflict (bucket, window_start) do update set hits = r.hits + 1
      returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`.execute(
      trx,
    );
    await sql`delete from public.form_rate_limits where window_start < now() - interval '1 day'`.execute(trx);
    const row = rows[0]!;
    return { allowed: row.hits <= limit, retryAfterSeconds: Math.max(1, row.retry_after) };
  });
}
