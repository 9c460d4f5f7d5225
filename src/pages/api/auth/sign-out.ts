import type { APIRoute } from 'astro';
import { authProvider } from '~/server/auth';
import { signOutHandler } from '~/server/auth/handlers';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies }) => signOutHandler(request, cookies, await authProvider());
