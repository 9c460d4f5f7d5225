import type { APIRoute } from 'astro';
import { formDeps } from '~/server/forms/deps';
import { eventNewsHandler } from '~/server/forms/event-news-handler';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => eventNewsHandler(request, await formDeps());
