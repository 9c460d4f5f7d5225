import type { APIRoute } from 'astro';
import { robotsTxt } from '~/lib/seo/feeds';

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt((site ?? url).origin), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
