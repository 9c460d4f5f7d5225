import type { APIRoute } from 'astro';
import { formDeps } from '~/server/forms/deps';
import { contactHandler } from '~/server/forms/handlers';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => contactHandler(request, await formDeps());
