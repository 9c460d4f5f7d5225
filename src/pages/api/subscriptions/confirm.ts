import type { APIRoute } from 'astro';
import { formDeps } from '~/server/forms/deps';
import { confirmHandler } from '~/server/forms/handlers';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => confirmHandler(request, await formDeps());
