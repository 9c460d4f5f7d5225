import type { Db } from '~/server/db/client';
import { ceilingDomainOf, mailboxKey } from '~/lib/mailbox';
import { rateLimitKeyOf } from '~/server/http/client-address';
import { hitRateLimit, rateBucket } from './rate-limit';
import { formRateLimits, type FormName } from './limits';

// What every public form shares: its own limits, per network address, per inbox and per domain
// of the e-mail address (see limits.ts).

/**
 * Counts the hit against the form's limits (the inbox and domain ones only when there is an
 * e-mail) and answers how many seconds to wait before trying again: 0 when none is exceeded.
 */
export async function overLimit(
  { db, secret }: { db: Db; secret: string },
  form: FormName,
  address: string,
  email: string | undefined,
): Promise<number> {
  const limits = formRateLimits[form];
  const domain = email ? ceilingDomainOf(email) : undefined;
  const checks = await Promise.all([
    hitRateLimit(db, rateBucket(form, 'address', rateLimitKeyOf(address), secret), limits.address),
    ...(email ? [hitRateLimit(db, rateBucket(form, 'email', mailboxKey(email), secret), limits.email)] : []),
    ...(domain ? [hitRateLimit(db, rateBucket(form, 'domain', domain, secret), limits.domain)] : []),
  ]);
  return Math.max(0, ...checks.filter((c) => !c.allowed).map((c) => c.retryAfterSeconds));
}
