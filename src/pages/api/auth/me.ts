import type { APIRoute } from 'astro';
import { currentUserHandler } from '~/server/auth/handlers';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => currentUserHandler(locals.user);
