import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { saveScrapedJobHandler } from '~/server/scrape/handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => saveScrapedJobHandler(request, db(), locals.user);
