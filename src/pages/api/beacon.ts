import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { beaconHandler } from '~/server/analytics/beacon';
import { sessionSecret } from '~/server/auth/session-secret';

export const prerender = false;

export const POST: APIRoute = async ({ request, url }) =>
  beaconHandler(request, { db: db(), ownHosts: [url.host, new URL(readEnv().SITE_URL).host], rateLimitSecret: await sessionSecret() });
