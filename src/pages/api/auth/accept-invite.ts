import type { APIRoute } from 'astro';
import { authProvider } from '~/server/auth';
import { db } from '~/server/db/client';
import { acceptInvitationHandler } from '~/server/admins/accept-handler';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies }) => acceptInvitationHandler(request, cookies, db(), await authProvider());
