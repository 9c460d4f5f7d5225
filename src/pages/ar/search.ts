import type { APIRoute } from 'astro';
import { searchLanding } from '~/lib/jobs/search-landing';
import { noStore } from '~/server/http/cache-control';

// /ar/search?q=… lands on the Arabic job search (/ar/jobs?q=…), as /search does on /jobs.
export const prerender = false;

export const GET: APIRoute = ({ url }) =>
  new Response(null, { status: 302, headers: { location: `/ar${searchLanding(url.searchParams)}`, 'cache-control': noStore } });
