import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { analyticsHandler } from '~/server/analytics/handlers';

export const prerender = false;

export const GET: APIRoute = ({ url, locals }) => analyticsHandler(url, db(), locals.user);
