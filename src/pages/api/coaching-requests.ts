import type { APIRoute } from 'astro';
import { formDeps } from '~/server/forms/deps';
import { coachingRequestHandler } from '~/server/forms/coaching-handler';

export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => coachingRequestHandler(request, await formDeps(), locals.user);
