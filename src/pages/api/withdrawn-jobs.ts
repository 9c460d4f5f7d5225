import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { withdrawnJobsHandler } from '~/server/rebuild/withdrawn-jobs-handler';

export const prerender = false;

export const GET: APIRoute = ({ url }) => withdrawnJobsHandler(db(), new Date(), url);
