import type { Db } from '~/server/db/client';
import { rateLimitKeyOf } from '~/server/http/client-address';
import { hitRateLimit, rateBucket } from './rate-limit';
import { formRateLimits, type FormName } from './limits';

// What every public form shares: its own limits, per network address and per e-mail address
// (see limits.ts).

/**
 * Counts the hit against the form's two limits (the e-mail one only when there is an e-mail) and
 * answers how many seconds to wait before trying again: 0 when neither is exceeded.
 */
export async function overLimit(
  { db, secret }: { db: Db; secret: string },
  form: FormName,
  address: string,
  email: string | undefined,
): Promise<number> {
  const limits = formRateLimits[form];
  const checks = await Promise.all([
    hitRateLimit(db, rateBucket(form, 'address', rateLimitKeyOf(address), secret), limits.address),
    ...(email ? [hitRateLimit(db, rateBucket(form, 'email', email, secret), limits.email)] : []),
  ]);
  return Math.max(0, ...checks.filter((c) => !c.allowed).map((c) => c.retryAfterSeconds));
}
