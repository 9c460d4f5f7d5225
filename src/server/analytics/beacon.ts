import type { Db } from '~/server/db/client';
import { jsonNoStore } from '~/server/http/responses';
import { readBoundedBody } from '~/server/http/body-limits';
import { clientAddress, rateLimitKeyOf } from '~/server/http/client-address';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { beaconBounds, beaconSchema, countryOf, deviceClassOf, trafficSourceOf } from '~/lib/analytics';
import { isTrackedPath } from '~/lib/pages/registry';
import type { RateLimit } from '~/server/forms/rate-limit';
import { allowBeacon } from './rate-limit';
import { recordApplyClick, recordPageView } from './record';
import { noStore } from '~/server/http/cache-control';

export interface BeaconDeps {
  db: Db;
  /** This site's hosts (the public address and the one the request came to): referrers from them are internal. */
  ownHosts: string[];
  /** Keys the per-address limit (SESSION_SECRET in production): the address itself is never stored. */
  rateLimitSecret: string;
  /** Default: beaconRateLimit (600 a minute per address). */
  rateLimit?: RateLimit;
}

const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': noStore } });

/**
 * POST /api/beacon {p, r, a?}: one page view (or one apply click). Answers 204 whether or not it
 * was kept: bots, Global Privacy Control and Do Not Track leave no row. No cookie is read or set,
 * and the address is used only for the rate limit, as a keyed hash in the database.
 */
export async function beaconHandler(request: Request, deps: BeaconDeps): Promise<Response> {
  if (request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1') return noContent();
  const body = await readBoundedBody(request, beaconBounds.body);
  if (!body.ok) {
    return body.reason === 'too-large'
      ? jsonNoStore({ error: `The beacon body is larger than ${beaconBounds.body} bytes.` }, 413)
      : jsonNoStore({ error: 'The beacon body could not be read.' }, 400);
  }
  const text = new TextDecoder().decode(body.bytes);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return jsonNoStore({ error: 'Send the beacon as JSON: {"p": "/path", "r": "referrer.host"}.' }, 400);
  }
  if (bodyHasNul(json)) return jsonNoStore({ error: nulRefusal }, 400);
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonNoStore({ error: `Invalid beacon: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'unexpected value'}.` }, 400);
  }
  const device = deviceClassOf(request.headers.get('user-agent'));
  if (!device) return noContent();
  const { p: path, r: referrer, a: applySlug } = parsed.data;
  if (!applySlug && !isTrackedPath(path)) return noContent();
  try {
    if (!(await allowBeacon(deps.db, rateLimitKeyOf(clientAddress(request)), deps.rateLimitSecret, deps.rateLimit))) {
      return jsonNoStore({ error: 'Too many page views from this address; try again in a minute.' }, 429);
    }
    if (applySlug) await recordApplyClick(deps.db, applySlug);
    else {
      await recordPageView(deps.db, {
        path,
        referrerHost: referrer ? referrer.toLowerCase() : null,
        source: trafficSourceOf(referrer, deps.ownHosts),
        device,
        country: countryOf(request.headers.get('x-country'), request.headers.get('x-nf-geo')),
      });
    }
  } catch (error) {
    console.error('beacon: the page view could not be stored:', error);
    return jsonNoStore({ error: 'The page view could not be stored.' }, 503);
  }
  return noContent();
}
