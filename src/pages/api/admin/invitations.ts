import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { inviteAdminHandler } from '~/server/admins/handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => inviteAdminHandler(request, db(), locals.user, readEnv().SITE_URL);
