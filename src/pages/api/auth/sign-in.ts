import type { APIRoute } from 'astro';
import { authProvider } from '~/server/auth';
import { signInHandler } from '~/server/auth/handlers';
import { sessionSecret } from '~/server/auth/session-secret';
import { db } from '~/server/db/client';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies }) => signInHandler(request, cookies, await authProvider(), db(), await sessionSecret());
