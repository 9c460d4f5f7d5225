import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { deployNotificationHandler } from '~/server/rebuild/deploy-notification-handler';

export const prerender = false;

export const POST: APIRoute = ({ request }) => deployNotificationHandler(request, db(), readEnv().NETLIFY_DEPLOY_WEBHOOK_SECRET);
