import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { deleteAllJobsHandler } from '~/server/moderation/handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => deleteAllJobsHandler(request, db(), locals.user);
