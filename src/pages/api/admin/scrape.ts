import type { APIRoute } from 'astro';
import { scrapeHandler } from '~/server/scrape/handlers';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => scrapeHandler(request, locals.user);
