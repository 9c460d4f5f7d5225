import type { APIRoute } from 'astro';
import { authProvider } from '~/server/auth';
import { signInHandler } from '~/server/auth/handlers';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => signInHandler(request, await authProvider());
