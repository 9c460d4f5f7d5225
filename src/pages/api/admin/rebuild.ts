import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { rebuildNowHandler } from '~/server/rebuild/rebuild-now-handler';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => rebuildNowHandler(request, db(), locals.user);
