import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { editJobHandler, moderateJobHandler } from '~/server/moderation/handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals, params }) => moderateJobHandler(request, db(), locals.user, params.id, readEnv().SITE_URL);

export const PATCH: APIRoute = ({ request, locals, params }) => editJobHandler(request, db(), locals.user, params.id);
