import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { beaconHandler } from '~/server/analytics/beacon';
import { BeaconRateLimiter } from '~/server/analytics/rate-limit';

export const prerender = false;

const limiter = new BeaconRateLimiter();

export const POST: APIRoute = ({ request, url }) =>
  beaconHandler(request, { db: db(), ownHosts: [url.host, new URL(readEnv().SITE_URL).host], limiter });
