import type { APIRoute } from 'astro';
import { formDeps } from '~/server/forms/deps';
import { unsubscribeHandler } from '~/server/forms/handlers';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => unsubscribeHandler(request, await formDeps());
export const POST: APIRoute = async ({ request }) => unsubscribeHandler(request, await formDeps());
