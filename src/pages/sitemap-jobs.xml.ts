import type { APIRoute } from 'astro';
import { approvedJobs } from '~/content';
import { jobsSitemapXml } from '~/lib/seo/feeds';

// Job pages with their own lastmod; the sitemap integration lists every other page.
export const GET: APIRoute = async ({ site, url }) =>
  new Response(jobsSitemapXml(await approvedJobs(), (site ?? url).origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
