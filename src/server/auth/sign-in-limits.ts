import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

/**
 * Sign-in attempts are counted per network address and per account (the e-mail typed, whether
 * or not such an account exists, so the answer never tells which addresses have accounts).
 * Every attempt is counted before the password is checked, so parallel guesses cannot slip past
 * the limit; a successful sign-in gives its attempts back, so only failures add up.
 */
export const signInLimits = {
  address: { limit: 10, windowSeconds: 15 * 60 },
  account: { limit: 5, windowSeconds: 15 * 60 },
} as const;

export const tooManySignIns = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

const bucket = (kind: 'signin_address' | 'signin_account', value: string) =>
  `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;

interface Counted {
  bucket: string;
  windowStart: Date;
}

export type SignInAttempt = { allowed: true; counted: Counted[] } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt for the address and the account (one transaction); refuses when either is over its limit. */
export async function countSignInAttempt(db: Db, address: string, email: string): Promise<SignInAttempt> {
  return withActor(db, service, async (trx) => {
    const counted: Counted[] = [];
    let retryAfterSeconds = 0;
    for (const [key, value] of [['address', address], ['account', email]] as const) {
      const { limit, windowSeconds } = signInLimits[key];
      const name = bucket(key === 'address' ? 'signin_address' : 'signin_account', value);
      const { rows } = await sql<{ hits: number; window_start: Date; retry_after: number }>`
        insert into public.form_rate_limits as r (bucket, window_start, hits)
        values (${name}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
        on conflict (bucket, window_start) do update set hits = r.hits + 1
        returning hits, window_start,
          ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`.execute(trx);
      const row = rows[0]!;
      counted.push({ bucket: name, windowStart: row.window_start });
      if (row.hits > limit) retryAfterSeconds = Math.max(retryAfterSeconds, row.retry_after, 1);
    }
    await sql`delete from public.form_rate_limits where window_start < now() - interval '1 day'`.execute(trx);
    return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true, counted };
  });
}

/** A successful sign-in takes back the attempts it counted. */
export async function forgiveSignInAttempt(db: Db, attempt: Extract<SignInAttempt, { allowed: true }>): Promise<void> {
  await withActor(db, service, async (trx) => {
    for (const { bucket: name, windowStart } of attempt.counted) {
      // Delete first: a count of 1 goes away, a larger one drops by one (never both).
      await sql`delete from public.form_rate_limits
                where bucket = ${name} and window_start = ${windowStart} and hits = 1`.execute(trx);
      await sql`update public.form_rate_limits set hits = hits - 1
                where bucket = ${name} and window_start = ${windowStart} and hits > 1`.execute(trx);
    }
  });
}
