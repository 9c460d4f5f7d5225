import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { jobSearchHandler } from '~/server/jobs/search-handler';

export const prerender = false;

export const GET: APIRoute = ({ request }) => jobSearchHandler(request, db());
