import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { analyticsHandler } from '~/server/analytics/handlers';
import { gatedAdmin } from '~/server/auth/gated-admin';

export const prerender = false;

export const GET: APIRoute = ({ url, locals }) => analyticsHandler(url, db(), gatedAdmin(locals));
