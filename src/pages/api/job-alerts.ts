import type { APIRoute } from 'astro';
import { formDeps } from '~/server/forms/deps';
import { jobAlertHandler } from '~/server/forms/handlers';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => jobAlertHandler(request, await formDeps());
