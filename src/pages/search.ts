import type { APIRoute } from 'astro';
import { searchLanding } from '~/lib/jobs/search-landing';
import { noStore } from '~/server/http/cache-control';

// On demand (a Netlify function, the Node server's SSR): the target depends on the query string,
// which a prerendered page cannot read, and one endpoint behaves the same on both adapters.
export const prerender = false;

/** 302: the same /search address lands on a different listing for every query. */
export const GET: APIRoute = ({ url }) =>
  new Response(null, { status: 302, headers: { location: searchLanding(url.searchParams), 'cache-control': noStore } });
