import type { APIRoute } from 'astro';
import { cachePolicies } from '~/server/http/cache-control';

export const prerender = false;

// The job pages' sitemap was one file here; it is now in parts named by the index.
export const GET: APIRoute = ({ site, url }) =>
  new Response(null, { status: 301, headers: { location: `${(site ?? url).origin}/sitemap-index.xml`, ...cachePolicies.jobRedirect } });
