import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { revokeInvitationHandler } from '~/server/admins/handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals, params }) => revokeInvitationHandler(request, db(), locals.user, params.id);
