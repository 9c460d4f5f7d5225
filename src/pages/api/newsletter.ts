import type { APIRoute } from 'astro';
import { formDeps } from '~/server/forms/deps';
import { newsletterHandler } from '~/server/forms/handlers';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => newsletterHandler(request, await formDeps());
