import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { submitJobHandler } from '~/server/jobs/submit-handler';
import { sessionSecret } from '~/server/auth/session-secret';

export const prerender = false;

export const GET: APIRoute = ({ request }) => jobSearchHandler(request, db());
export const POST: APIRoute = async ({ request, locals }) => submitJobHandler(request, db(), locals.user, readEnv().SITE_URL, await sessionSecret());
