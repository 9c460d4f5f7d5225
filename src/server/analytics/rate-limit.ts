import { createHmac } from 'node:crypto';
import type { Db } from '~/server/db/client';
import { hitRateLimit, type RateLimit } from '~/server/forms/rate-limit';

/**
 * Page views one network address may send per minute. One reader clicks far fewer, but an office,
 * a hospital or a mobile carrier puts hundreds of readers behind one address; the limit is there to
 * stop a flood of junk rows, not to count people.
 */
export const beaconRateLimit: RateLimit = { limit: 600, windowSeconds: 60 };

/**
 * The limiter's bucket for an address: an HMAC under the site's secret, so the counter row cannot
 * be traced back to the address without that secret (a plain hash of an IPv4 address is undone by
 * hashing all four billion), and like every form_rate_limits row it is deleted within a day.
 */
export const beaconBucket = (address: string, secret: string): string =>
  `beacon:${createHmac('sha256', secret).update('beacon-rate-limit\n').update(address).digest('hex')}`;

/**
 * Counts a page view from this address in the database (shared by every function instance, unlike
 * memory on Netlify, where each request may meet a new one); false when over the limit.
 */
export async function allowBeacon(db: Db, address: string, secret: string, limit: RateLimit = beaconRateLimit): Promise<boolean> {
  return (await hitRateLimit(db, beaconBucket(address, secret), limit)).allowed;
}
