import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { deleteSeoOverrideHandler, saveSeoOverrideHandler } from '~/server/seo/handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => saveSeoOverrideHandler(request, db(), locals.user);
export const DELETE: APIRoute = ({ request, locals }) => deleteSeoOverrideHandler(request, db(), locals.user);
