import type { APIRoute } from 'astro';
import { publicUser } from '~/server/auth/handlers';
import { jsonNoStore } from '~/server/http/responses';

export const prerender = false;

/** GET /api/auth/me: who is signed in, for the static pages' header (the middleware resolved it; never cached). */
export const GET: APIRoute = ({ locals }) => jsonNoStore({ user: publicUser(locals.user) });
