import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

/**
 * Sign-in failures slow down further attempts instead of locking an account (OWASP, "Blocking
 * brute force attacks"). Each attempt is counted in several buckets before the password is
 * checked (so parallel guesses cannot slip past); after `free` failures in a bucket, the next
 * attempt must wait `baseSeconds`, doubling with every further failure up to `capSeconds`, counted
 * from the last attempt. A refused attempt does not count, so waiting is always enough. An hour
 * without attempts starts a bucket again; a successful sign-in clears its own account's buckets.
 *
 * - pair: this account from this address (the guesser next to you cannot slow you down elsewhere);
 * - address: every account from this address (password spraying);
 * - account: this account from anywhere, a much higher ceiling (distributed guessing);
 * - device: a browser holding a valid device cookie for this account (set after a successful
 *   sign-in) counts only here: nobody else's failures, from any address, can keep it out.
 *
 * The account is the e-mail typed, whether or not it exists, so the answer never tells which
 * addresses have accounts. Buckets hold one-way hashes only.
 */
export const signInThrottle = {
  pair: { free: 5, baseSeconds: 30, capSeconds: 15 * 60 },
  address: { free: 10, baseSeconds: 60, capSeconds: 15 * 60 },
  account: { free: 50, baseSeconds: 5, capSeconds: 2 * 60 },
  device: { free: 5, baseSeconds: 30, capSeconds: 15 * 60 },
  /** A bucket with no attempt for this long starts from zero. */
  resetSeconds: 60 * 60,
} as const;

type BucketKind = 'pair' | 'address' | 'account' | 'device';

export const tooManySignIns = (retryAfterSeconds: number): string => {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const normalEmail = (email: string) => email.trim().toLowerCase();
/** The account a device cookie names: a hash of the e-mail, so the cookie does not show it. */
export const accountKey = (email: string): string => hash(`account\n${normalEmail(email)}`);

const bucketName = (kind: BucketKind, ...parts: string[]) => `signin_${kind}:${hash(parts.join('\n'))}`;

export interface SignInWho {
  address: string;
  email: string;
  /** The id of a valid device cookie naming this account, if the browser sent one. */
  trustedDevice?: string;
}

interface Counted {
  kind: BucketKind;
  bucket: string;
}

export type SignInAttempt = { allowed: true; counted: Counted[] } | { allowed: false; retryAfterSeconds: number };

function bucketsOf({ address, email, trustedDevice }: SignInWho): Counted[] {
  const account = normalEmail(email);
  if (trustedDevice) return [{ kind: 'device', bucket: bucketName('device', trustedDevice, account) }];
  return [
    { kind: 'pair', bucket: bucketName('pair', account, address) },
    { kind: 'address', bucket: bucketName('address', address) },
    { kind: 'account', bucket: bucketName('account', account) },
  ];
}

/** The wait after `failures` (SQL, for a column or value named by `failures`). */
const delaySql = (failures: ReturnType<typeof sql.ref>, kind: BucketKind) => {
  const { free, baseSeconds, capSeconds } = signInThrottle[kind];
  return sql<number>`case when ${failures} < ${free} then 0
    else least(${capSeconds}::float8, ${baseSeconds}::float8 * power(2::float8, least(${failures} - ${free}, 30))) end`;
};

/**
 * Counts one attempt in every bucket of `who` (one transaction), unless one of them is still
 * waiting: then nothing is counted and the answer says how long to wait.
 */
export async function takeSignInAttempt(db: Db, who: SignInWho): Promise<SignInAttempt> {
  const buckets = bucketsOf(who);
  return withActor(db, service, async (trx) => {
    // Lock the rows in a fixed order, then decide: parallel attempts queue here, one at a time.
    for (const { bucket } of [...buckets].sort((a, b) => a.bucket.localeCompare(b.bucket))) {
      await sql`insert into public.sign_in_throttles (bucket, failures, last_attempt_at) values (${bucket}, 0, clock_timestamp())
                on conflict (bucket) do nothing`.execute(trx);
      await sql`select 1 from public.sign_in_throttles where bucket = ${bucket} for update`.execute(trx);
    }
    let retryAfterSeconds = 0;
    for (const { kind, bucket } of buckets) {
      const { rows } = await sql<{ wait: number }>`
        select extract(epoch from (last_attempt_at + make_interval(secs => ${delaySql(sql.ref('failures'), kind)}) - clock_timestamp()))::float8 as wait
        from public.sign_in_throttles
        where bucket = ${bucket} and last_attempt_at > clock_timestamp() - make_interval(secs => ${signInThrottle.resetSeconds})`.execute(
        trx,
      );
      const wait = rows[0]?.wait ?? 0;
      if (wait > 0) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(wait));
    }
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    for (const { bucket } of buckets) {
      await sql`update public.sign_in_throttles
                set failures = case when last_attempt_at > clock_timestamp() - make_interval(secs => ${signInThrottle.resetSeconds}) then failures + 1 else 1 end,
                    last_attempt_at = clock_timestamp()
                where bucket = ${bucket}`.execute(trx);
    }
    await sql`delete from public.sign_in_throttles where last_attempt_at < clock_timestamp() - interval '1 day'`.execute(trx);
    return { allowed: true, counted: buckets };
  });
}

/**
 * Settles a counted attempt that was not a wrong password. `signedIn`: the account's own buckets
 * (this account here, on this device) start again, the shared ones get this attempt back; an
 * outage or a busy server gives every bucket its attempt back.
 */
export async function settleSignInAttempt(
  db: Db,
  attempt: Extract<SignInAttempt, { allowed: true }>,
  outcome: 'signed-in' | 'not-checked',
): Promise<void> {
  await withActor(db, service, async (trx) => {
    for (const { kind, bucket } of attempt.counted) {
      if (outcome === 'signed-in' && (kind === 'pair' || kind === 'device')) {
        await sql`delete from public.sign_in_throttles where bucket = ${bucket}`.execute(trx);
      } else {
        await sql`update public.sign_in_throttles set failures = greatest(failures - 1, 0) where bucket = ${bucket}`.execute(trx);
      }
    }
  });
}
